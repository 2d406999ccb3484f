/** Workshops, production lines and workstations (spec 001 §3), kept as organisations of the organisation tree: schemas, limits and route tables. */
export * from './factory.api.js';
export * from './factory.schema.js';
