/** Production execution: station scanning, units, packing, repair, traceability and recall. */
export * from './scan.api.js';
export * from './scan.schema.js';
export * from './trace.api.js';
export * from './trace.schema.js';
