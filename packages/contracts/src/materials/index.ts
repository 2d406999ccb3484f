/** Units, materials, product types, products, BOMs and scan configurations: schemas, limits and route tables. */
export {};
