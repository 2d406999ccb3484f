/** Barcode rules, serial schemes and gap-free serial generation: schemas, limits and route tables. */
export * from './barcode-fit.js';
export * from './barcode-generator.js';
export * from './barcode-rule.api.js';
export * from './barcode-rule.schema.js';
export * from './serial-scheme.js';
