import { environPart } from './environ.js';
import { esdPart } from './esd.js';
import { gatewaysPart } from './gateways.js';
import { iotPart } from './iot.js';
import type { SimulatorPart } from './simulator.js';

/** Every area's simulator part, in start order (each area adds its own here). */
export const SIMULATOR_PARTS: SimulatorPart[] = [gatewaysPart, esdPart, environPart, iotPart];
