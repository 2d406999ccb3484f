/** Temperature and humidity monitoring (spec 001 environ): devices, limits, alarms and history. */
export * from './environ.api.js';
export * from './environ-alarm.schema.js';
export * from './environ-device.schema.js';
export * from './environ-history.schema.js';
export * from './environ-limits.schema.js';
