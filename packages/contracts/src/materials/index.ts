/** Units, materials, product types, products, BOMs and scan configurations: schemas, limits and route tables. */
export * from './fields.js';
export * from './material.api.js';
export * from './material.schema.js';
export * from './product.api.js';
export * from './product.schema.js';
export * from './product-type.api.js';
export * from './product-type.schema.js';
export * from './unit.api.js';
export * from './unit.schema.js';
