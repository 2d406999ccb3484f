export const equipment = {
  types: { title: 'Loại thiết bị', add: 'Thêm loại thiết bị', edit: 'Sửa loại thiết bị' },
};
