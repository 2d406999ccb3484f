/** Production plans and work orders: schemas, limits, the state machine and route tables. */
export * from './work-order.api.js';
export * from './work-order.schema.js';
