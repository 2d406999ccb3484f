export const equipment = {
  types: { title: '设备类型', add: '新增设备类型', edit: '编辑设备类型' },
};
