/** Print templates, the label designer, PDF/ZPL output and the print queue: schemas, limits and route tables. */
export * from './label-design.schema.js';
export * from './label-layout.js';
export * from './print-job.api.js';
export * from './print-job.schema.js';
export * from './print-template.api.js';
export * from './print-template.schema.js';
