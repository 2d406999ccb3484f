export * from './exception-log.api.js';
export * from './log-filters.js';
export * from './visit-log.api.js';
