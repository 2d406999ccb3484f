import { ESD_KIND_DEFAULTS, OrgType } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { newDeviceToken } from '../gateways/gateway-directory.js';
import { gatewayChannels, gateways } from '../gateways/gateways.table.js';
import { organisations } from '../organisations/organisation.table.js';
import type { EsdCollectorService } from './esd-collector.resource.js';
import type { EsdCollectorTypeService } from './esd-collector-type.resource.js';

const DEMO_TYPES = [
  { code: 'WS', name: 'Wrist strap monitor', kind: 'wristStrap' },
  { code: 'GM', name: 'Ground monitor', kind: 'groundMonitor' },
  { code: 'ION', name: 'Ioniser (ion fan)', kind: 'ioniser' },
] as const;

/**
 * The demo factory's ESD monitoring: the three collector types; per line an ESD gateway
 * `ESD-<line code>` (a random token) whose channels 1… serve the line's workstations in order,
 * and a wrist-strap collector `ESD-<station code>` on each. Skips what exists.
 */
export async function seedEsdDemo(
  db: Database,
  services: { types: EsdCollectorTypeService; collectors: EsdCollectorService },
  tenantId: string,
): Promise<void> {
  for (const type of DEMO_TYPES)
    if (!(await services.types.findByCode(tenantId, type.code)))
      await services.types.add(tenantId, { ...type, ...ESD_KIND_DEFAULTS[type.kind] });
  const strap = (await services.types.findByCode(tenantId, 'WS'))!;

  const orgs = await db.tenant(tenantId, (tx) =>
    tx
      .select({ id: organisations.id, pid: organisations.pid, code: organisations.code, type: organisations.type })
      .from(organisations)
      .where(eq(organisations.tenantId, tenantId))
      .orderBy(organisations.sort, organisations.code),
  );
  for (const line of orgs.filter((org) => org.type === OrgType.LINE)) {
    const stations = orgs.filter((org) => org.type === OrgType.WORKSTATION && org.pid === line.id);
    if (stations.length === 0) continue;
    const code = `ESD-${line.code}`.slice(0, 50);
    const gatewayId = await db.tenant(tenantId, async (tx) => {
      await tx
        .insert(gateways)
        .values({
          tenantId,
          code,
          name: code,
          type: 'esd',
          lineId: line.id,
          token: newDeviceToken(),
          channels: stations.length,
        })
        .onConflictDoNothing();
      const [gateway] = await tx
        .select({ id: gateways.id })
        .from(gateways)
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.code, code)));
      await tx
        .insert(gatewayChannels)
        .values(
          stations.map((station, index) => ({
            tenantId,
            gatewayId: gateway!.id,
            channel: index + 1,
            stationId: station.id,
          })),
        )
        .onConflictDoNothing();
      return gateway!.id;
    });
    for (const [index, station] of stations.entries()) {
      const collectorCode = `ESD-${station.code}`.slice(0, 50);
      if (await services.collectors.findByCode(tenantId, collectorCode)) continue;
      await services.collectors.add(tenantId, {
        code: collectorCode,
        name: 'Wrist strap',
        typeId: strap.id,
        gatewayId,
        address: index + 1,
        lineId: line.id,
        stationId: station.id,
        offset: 0,
        airVolumeLevel: 3,
        cleaningEnabled: false,
        cleaningIntervalMinutes: 240,
        cleaningDurationSeconds: 30,
        enabled: true,
      });
    }
  }
}
