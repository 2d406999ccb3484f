/** Scheduled tasks and their runs: schemas, limits and route tables. */
export * from './scheduled-task.api.js';
export * from './scheduled-task.schema.js';
