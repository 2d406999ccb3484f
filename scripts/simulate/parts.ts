import { environPart } from './environ.js';
import type { SimulatorPart } from './simulator.js';

/** Every area's simulator part, in start order (each area adds its own here). */
export const SIMULATOR_PARTS: SimulatorPart[] = [environPart];
