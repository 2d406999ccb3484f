/** Push: robots, channels, templates and the deliveries of the push service. */
export * from './push-channel.api.js';
export * from './push-channel.schema.js';
export * from './push-delivery.api.js';
export * from './push-delivery.schema.js';
export * from './push-template.api.js';
export * from './push-template.schema.js';
export * from './robot.api.js';
export * from './robot.schema.js';
