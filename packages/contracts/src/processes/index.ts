/** Processes and routings (craft routes) with versions: schemas, limits and route tables. */
export * from './process.api.js';
export * from './process.schema.js';
export * from './routing.api.js';
export * from './routing.rules.js';
export * from './routing.schema.js';
