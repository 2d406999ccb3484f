import type { Messages } from '../en-US';

export const organisations: Messages['organisations'] = {
  org: {
    title: 'Cơ cấu tổ chức',
    tree: 'Cây tổ chức',
    search: 'Tìm tổ chức',
    all: 'Tất cả tổ chức',
    empty: 'Không có tổ chức nào trong phạm vi dữ liệu của bạn',
    add: 'Thêm tổ chức',
    addChild: 'Thêm cấp dưới',
    editTitle: 'Sửa tổ chức',
    type: 'Loại',
    parent: 'Cấp trên',
    topLevel: 'Cấp cao nhất (không có cấp trên)',
    types: {
      1: 'Nhà máy',
      2: 'Phòng ban',
      3: 'Phân xưởng',
      4: 'Dây chuyền',
      5: 'Trạm làm việc',
    },
    typeHelp: 'Phân xưởng thuộc nhà máy, dây chuyền thuộc phân xưởng, trạm làm việc thuộc dây chuyền.',
    typeMisfit: 'Loại này không thể nằm dưới cấp trên đã chọn',
    expandAll: 'Mở rộng tất cả',
    collapseAll: 'Thu gọn tất cả',
  },
  position: {
    title: 'Chức vụ',
    add: 'Thêm chức vụ',
    editTitle: 'Sửa chức vụ',
  },
};
