import type { EsdState } from '@takt/contracts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { esdMessages } from './esd.messages.js';
import { registerEsdRoutes } from './esd.routes.js';
import { seedEsdDemo } from './esd.seed.js';
import { esdCollectors } from './esd.table.js';
import { EsdAlarmService } from './esd-alarm.service.js';
import { createEsdCollectors } from './esd-collector.resource.js';
import { createEsdCollectorTypes } from './esd-collector-type.resource.js';
import { esdFloorMessages } from './esd-floor.messages.js';
import { esdIngest } from './esd-ingest.js';
import { esdOfflineJob } from './esd-offline.job.js';
import { type EsdAlarmListener, esdStateOfStation } from './esd-state-store.js';

/** The ESD floor (board, history, scan interlock): app.ts builds it after this module (esd-floor.ts). */
export { createEsdFloor } from './esd-floor.js';

/**
 * ESD monitoring (spec 001 §3-§5): collector types and collectors on the resource kit, the `esd`
 * ingest (readings, states, alarms), the offline job, alarm records; see README-esd.md.
 */
export function createEsdModule(ctx: MasterDataContext & { devices: DeviceBus }) {
  registerAreaMessages(esdMessages, esdFloorMessages);
  const { db, references } = ctx;
  const types = createEsdCollectorTypes(db, references);
  const collectors = createEsdCollectors(db, references, types);
  const alarms = new EsdAlarmService(db, references);
  references.provide('esdCollectorType', types.repo.lookups.provider());
  references.provide('esdCollector', collectors.repo.lookups.provider());
  const usersOf = (column: AnyPgColumn) => (tenantId: string, id: string, limit: number) =>
    collectors.repo.lookups.usersOf(tenantId, column, id, limit);
  references.usedBy('esdCollectorType', 'esdCollector', usersOf(esdCollectors.typeId));
  references.usedBy('line', 'esdCollector', usersOf(esdCollectors.lineId));
  references.usedBy('station', 'esdCollector', usersOf(esdCollectors.stationId));
  references.usedBy('gateway', 'esdCollector', usersOf(esdCollectors.gatewayId));
  const alarmListeners: EsdAlarmListener[] = [];
  ctx.devices.on('esd', esdIngest(db, ctx.hub, ctx.devices, alarmListeners));

  return {
    types,
    collectors,
    alarms,
    jobs: [esdOfflineJob(db, ctx.hub, alarmListeners)],
    /** Listens to ESD alarms opening at workstations (after their commit): andon's automatic calls. */
    onAlarmOpened(listener: EsdAlarmListener): void {
      alarmListeners.push(listener);
    },
    /** The worst current state of the workstation's enabled collectors, or null when it has none (the scan interlock). */
    stateOfStation(tenantId: string, stationId: string): Promise<EsdState | null> {
      return esdStateOfStation(db, tenantId, stationId);
    },
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerEsdRoutes(app, guards, {
        types,
        collectors,
        alarms,
        zoneOf: (auth) => ctx.timeZones.effective(auth.tenantId, auth.userId),
      });
    },
    seedDemo: (tenantId: string) => seedEsdDemo(db, { types, collectors }, tenantId),
  };
}

export type EsdModule = ReturnType<typeof createEsdModule>;
