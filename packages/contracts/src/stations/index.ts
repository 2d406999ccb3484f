/** Station scanning: units, packing, repair, scan routes and the station screens' context. */
export * from './scan.api.js';
export * from './scan.schema.js';
