/** IoT devices, drivers and data (issue 18): schemas, limits, the JSON path evaluator and route tables. */
export * from './iot.api.js';
export * from './iot-data.schema.js';
export * from './iot-device.schema.js';
export * from './iot-driver.schema.js';
export * from './json-path.js';
