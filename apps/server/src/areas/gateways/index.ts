import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { gatewayDirectory } from './gateway-directory.js';

/** Gateways (spec 000 §2): the device bus's boxes on the floor, their channels and workstations. */
export function createGatewaysModule(ctx: { db: Database; devices: DeviceBus }) {
  ctx.devices.addDirectory(gatewayDirectory(ctx.db));
  return {};
}
