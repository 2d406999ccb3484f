/** Bills of materials and scan configurations per product and process: schemas, limits and route tables. */
export {};
