/** Host monitoring: the snapshot's schema and its route. */
export * from './host.api.js';
export * from './host.schema.js';
