export * from './device-bus.api.js';
export * from './device-message.schema.js';
export * from './device-topic.js';
