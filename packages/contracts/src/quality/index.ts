/** The quality catalogue: defect types, bad phenomena, causes, responsible units, solutions: schemas, limits and route tables. */
export * from './quality.api.js';
export * from './quality.schema.js';
