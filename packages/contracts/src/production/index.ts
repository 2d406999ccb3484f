/** Production execution: station scanning, units, packing, repair, traceability and recall. */
export * from './scan.api.js';
export * from './scan.schema.js';
