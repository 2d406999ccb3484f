/** Equipment: types (pages under areas/equipment). */
export const equipment = {
  types: { title: 'Equipment types', add: 'Add equipment type', edit: 'Edit equipment type' },
};
