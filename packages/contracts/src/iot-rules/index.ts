/** IoT rules: conditions on devices' readings, their alarms and actions: schemas, limits and route tables. */
export * from './iot-rule.api.js';
export * from './iot-rule.schema.js';
