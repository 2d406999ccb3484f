/** Andon (issue 19): set-up, calls and escalation, monitor, records and analysis. */

export * from './andon-alarm-record.api.js';
export * from './andon-alarm-record.schema.js';
export * from './andon-analysis.api.js';
export * from './andon-analysis.schema.js';
export * from './andon-call.api.js';
export * from './andon-call.schema.js';
export * from './andon-config.api.js';
export * from './andon-config.schema.js';
export * from './andon-limits.js';
export * from './andon-trigger.api.js';
export * from './andon-trigger.schema.js';
