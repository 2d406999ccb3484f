import { ENVIRON_DEFAULT_LIMITS } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { environMessages } from './environ.messages.js';
import { registerEnvironRoutes } from './environ.routes.js';
import { environDevices } from './environ.table.js';
import { EnvironAlarmService } from './environ-alarm.service.js';
import { createEnvironDevices, environDirectory } from './environ-device.resource.js';
import { EnvironHistoryService } from './environ-history.service.js';
import { environIngest } from './environ-ingest.js';
import { EnvironLimitsService } from './environ-limits.service.js';
import { environJobs, environPresence } from './environ-presence.js';

/** The demo factory's sensors: two workshops and the warehouse (the warehouse keeps its own humidity band). */
const DEMO_SENSORS = [
  { code: 'TH-SMT-01', name: 'SMT workshop east', workshop: 'WS-SMT', location: 'Near SMT-L1 loader' },
  { code: 'TH-SMT-02', name: 'SMT workshop west', workshop: 'WS-SMT', location: 'Near SMT-L2 reflow' },
  { code: 'TH-ASM-01', name: 'Assembly workshop', workshop: 'WS-ASM', location: 'Between ASM-L1 and ASM-L2' },
  { code: 'TH-WH-01', name: 'Component warehouse', workshop: null, location: 'MSD cabinet row' },
];
const WAREHOUSE_LIMITS = { ...ENVIRON_DEFAULT_LIMITS, humidityLower: 30, humidityUpper: 60, delaySeconds: 120 };

/**
 * Temperature and humidity monitoring (spec 001 environ): sensors that sign in to the device bus
 * themselves, their limits, alarms with delay and hysteresis, and history.
 */
export function createEnvironModule(ctx: MasterDataContext & { devices: DeviceBus }) {
  registerAreaMessages(environMessages);
  const limits = new EnvironLimitsService(ctx.db);
  const devices = createEnvironDevices(ctx.db, ctx.references, { devices: ctx.devices, limits });
  const alarms = new EnvironAlarmService(ctx.db);
  const history = new EnvironHistoryService(ctx.db, ctx.references, ctx.devices.readings, limits);
  ctx.references.provide('environDevice', devices.repo.lookups.provider());
  for (const [kind, column] of [
    ['workshop', environDevices.workshopId],
    ['line', environDevices.lineId],
  ] as const)
    ctx.references.usedBy(kind, 'environDevice', (tenantId, id, limit) =>
      devices.repo.lookups.usersOf(tenantId, column, id, limit),
    );
  ctx.devices.addDirectory(environDirectory(ctx.db));
  ctx.devices.on('environ', environIngest({ db: ctx.db, hub: ctx.hub, readings: ctx.devices.readings, limits }));
  ctx.devices.onPresence(environPresence(ctx.db, ctx.hub));
  return {
    devices,
    limits,
    alarms,
    history,
    jobs: environJobs(ctx.db, ctx.hub),
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerEnvironRoutes(app, guards, {
        devices,
        limits,
        alarms,
        history,
        bus: ctx.devices,
        timeZone: (tenantId, userId) => ctx.timeZones.effective(tenantId, userId),
      });
    },
    /** The demo factory's sensors with their limits; skips codes that exist. */
    async seedDemo(tenantId: string): Promise<void> {
      for (const sensor of DEMO_SENSORS) {
        if (await devices.findByCode(tenantId, sensor.code)) continue;
        const workshop = sensor.workshop
          ? await ctx.references.findByCode(tenantId, 'workshop', sensor.workshop)
          : null;
        const added = await devices.add(tenantId, {
          code: sensor.code,
          name: sensor.name,
          workshopId: workshop?.id ?? null,
          location: sensor.location,
          enabled: true,
        });
        if (!sensor.workshop) await limits.save(tenantId, { deviceId: added.id, ...WAREHOUSE_LIMITS });
      }
    },
  };
}
