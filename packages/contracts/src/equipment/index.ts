/** Equipment: types (the ledger, checks, maintenance and repairs follow): schemas, limits and route tables. */
export * from './equipment-type.api.js';
export * from './equipment-type.schema.js';
