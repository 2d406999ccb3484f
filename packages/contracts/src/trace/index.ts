/** Traceability and recall: what station scanning wrote, read back by unit, order and lot. */
export * from './trace.api.js';
export * from './trace.schema.js';
