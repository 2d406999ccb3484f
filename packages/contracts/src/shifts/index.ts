/** Shifts, shift regimes, time ranges and the shift resolver: schemas, limits and route tables. */
export * from './shift.api.js';
export * from './shift.schema.js';
export * from './shift-regime.schema.js';
export * from './shift-time.js';
export * from './time-range.schema.js';
