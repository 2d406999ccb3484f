/** Production reports (report records) and their analysis: schemas, limits, the defect-items and query-range rules, route tables. */

export * from './month-bar.schema.js';
export * from './production-today.schema.js';
export * from './report.api.js';
export * from './report.schema.js';
export * from './report-analysis.schema.js';
export * from './report-range.js';
export * from './scanned-output.schema.js';
