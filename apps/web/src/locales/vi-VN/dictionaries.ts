import type { Messages } from '../en-US';

export const dictionaries: Messages['dictionaries'] = {
  type: {
    title: 'Từ điển dữ liệu',
    add: 'Thêm từ điển',
    editTitle: 'Sửa từ điển',
    values: 'Giá trị',
    codeHelp: 'Các trang tra cứu từ điển theo mã này. Từ điển mặc định giữ nguyên mã.',
    codeFormat: 'bắt đầu bằng chữ cái; chỉ gồm chữ, số, _ . -',
  },
  value: {
    title: 'Giá trị của {{name}}',
    titleUnknown: 'Giá trị từ điển',
    back: 'Quay lại danh sách từ điển',
    add: 'Thêm giá trị',
    editTitle: 'Sửa giá trị',
    label: 'Tên hiển thị',
    color: 'Màu nhãn',
    colorNone: 'Không màu',
    codeHelp: 'Giá trị được lưu trong bản ghi, ví dụ 1 là nam. Giá trị mặc định giữ nguyên mã.',
    noType: 'Hãy chọn một từ điển trong danh sách từ điển trước.',
  },
  param: {
    title: 'Tham số hệ thống',
    add: 'Thêm tham số',
    editTitle: 'Sửa tham số',
    category: 'Danh mục',
    value: 'Giá trị',
    isSystem: 'Tham số hệ thống',
    system: 'Hệ thống',
    custom: 'Tùy chỉnh',
    systemHelp: 'Tham số hệ thống giữ nguyên mã và danh mục, không thể xóa.',
    codeHelp: 'Duy nhất trong doanh nghiệp, ví dụ sys.user.defaultPassword.',
  },
};
