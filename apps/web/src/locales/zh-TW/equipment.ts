export const equipment = {
  types: { title: '設備類型', add: '新增設備類型', edit: '編輯設備類型' },
};
