/** Units, materials, product types, products, BOMs and scan configurations (pages under areas/basics). */
export const materials = {};
