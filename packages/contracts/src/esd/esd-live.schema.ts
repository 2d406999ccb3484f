import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { esdStateSchema } from './esd-collector.schema.js';

/**
 * The hub's `DeviceUpdate` for ESD (`{area: 'esd', collectors}`), sent to the enterprise after a
 * batch or the offline job changed collectors: their new live state, with line and workstation
 * so a board updates its tiles without asking.
 */
export const esdCollectorUpdateSchema = z.object({
  id: idSchema,
  lineId: idSchema,
  stationId: idSchema,
  state: esdStateSchema,
  stateSince: z.string(),
  resistance: z.number().nullable(),
  voltage: z.number().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type EsdCollectorUpdate = z.infer<typeof esdCollectorUpdateSchema>;

export const esdDeviceUpdateSchema = z.object({
  area: z.literal('esd'),
  collectors: z.array(esdCollectorUpdateSchema),
});
export type EsdDeviceUpdate = z.infer<typeof esdDeviceUpdateSchema>;
