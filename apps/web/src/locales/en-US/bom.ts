/** Bills of materials and scan configurations per product and process (pages under areas/basics). */
export const bom = {};
