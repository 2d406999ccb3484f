/** Internal apps (software) and their versions: schemas, limits and route tables. */
export * from './software.api.js';
export * from './software.schema.js';
