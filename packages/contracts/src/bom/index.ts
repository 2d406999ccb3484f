/** Bills of materials and scan configurations per product and process: schemas, limits and route tables. */
export * from './bom.api.js';
export * from './bom.schema.js';
export * from './scan-check.js';
export * from './scan-config.api.js';
export * from './scan-config.schema.js';
