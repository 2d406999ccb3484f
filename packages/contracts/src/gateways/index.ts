/** Gateways (spec 000 §2): andon, ESD, counter and unassigned boxes on the device bus, their channels and enrolment. */
export * from './gateway.api.js';
export * from './gateway.schema.js';
