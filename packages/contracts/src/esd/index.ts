/** ESD monitoring (spec 001 §3-§5, §9): states, collector types, collectors, alarm records, live updates. */
export * from './esd.api.js';
export * from './esd-alarm.schema.js';
export * from './esd-collector.schema.js';
export * from './esd-collector-type.schema.js';
export * from './esd-live.schema.js';
export * from './esd-state.js';
