export * from './object-storage.api.js';
export * from './object-storage.schema.js';
