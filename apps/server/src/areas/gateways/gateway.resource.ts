import type { Gateway, GatewayType, gatewaySchemas } from '@takt/contracts';
import { and, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { clearGatewayChannels } from './gateway-channels.service.js';
import { newDeviceToken } from './gateway-directory.js';
import { orgsByIds } from './gateway-stations.js';
import { gatewayChannels, gateways } from './gateways.table.js';

export type GatewayRow = typeof gateways.$inferSelect;
type GatewayInput = z.output<typeof gatewaySchemas.add>;
export type GatewayResource = ResourceService<typeof gateways, Gateway, GatewayInput>;

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** The gateways as the API answers them: line code and name, and how many channels have a workstation. */
export async function gatewayDtos(db: Database, tenantId: string, rows: readonly GatewayRow[]): Promise<Gateway[]> {
  if (rows.length === 0) return [];
  return db.tenant(tenantId, async (tx) => {
    const lines = await orgsByIds(
      tx,
      tenantId,
      rows.flatMap((row) => (row.lineId ? [row.lineId] : [])),
    );
    const allotted = await tx
      .select({ gatewayId: gatewayChannels.gatewayId, n: count() })
      .from(gatewayChannels)
      .where(
        and(
          eq(gatewayChannels.tenantId, tenantId),
          inArray(
            gatewayChannels.gatewayId,
            rows.map((row) => row.id),
          ),
          isNotNull(gatewayChannels.stationId),
        ),
      )
      .groupBy(gatewayChannels.gatewayId);
    const allottedOf = new Map(allotted.map((row) => [row.gatewayId, Number(row.n)]));
    return rows.map((row) => {
      const line = row.lineId ? lines.get(row.lineId) : undefined;
      return {
        ...codedDto(row),
        type: row.type,
        lineId: row.lineId,
        lineCode: line?.code ?? null,
        lineName: line?.name ?? null,
        channels: row.channels,
        allotted: allottedOf.get(row.id) ?? 0,
        online: row.online,
        connectedAt: iso(row.connectedAt),
        lastSeenAt: iso(row.lastSeenAt),
        firmware: row.firmware,
        remark: row.remark,
        token: row.token,
      };
    });
  });
}

/**
 * The gateways of one type as a resource of the kit (one page each): the list keeps to the type,
 * and a record of another type is not found from this page (edit, delete, detail).
 */
export function createGatewayResource(
  ctx: { db: Database; references: ReferenceRegistry; devices: DeviceBus },
  type: GatewayType,
): GatewayResource {
  const { db, references } = ctx;
  const clearChannels = (tenantId: string, gatewayId: string) =>
    db.tenant(tenantId, (tx) => clearGatewayChannels(tx, tenantId, gatewayId));
  const ofType = (row: { type: string }) => {
    if (row.type !== type) throw notFound();
  };
  return new ResourceService<typeof gateways, Gateway, GatewayInput>(db, references, {
    kind: 'gateway',
    table: gateways,
    conditions: () => [eq(gateways.type, type)],
    equals: { lineId: gateways.lineId, online: gateways.online },
    sortable: { online: gateways.online, lastSeenAt: gateways.lastSeenAt },
    values: async (tenantId, input, current) => {
      if (current) ofType(current);
      await ctx.devices.assertClientCodeFree(tenantId, input.code, 'gateway');
      const lineId = input.lineId ?? null;
      if (lineId) await references.resolveOne(tenantId, 'line', lineId, 'lineId');
      if (current && current.lineId !== lineId) await clearChannels(tenantId, current.id);
      if (current && current.code !== input.code)
        db.afterCommit(async () => ctx.devices.signOut(tenantId, current.code));
      return {
        type,
        lineId,
        channels: input.channels,
        remark: input.remark || null,
        token: current?.token ?? newDeviceToken(),
      };
    },
    // Channels beyond the gateway's count lose their workstation.
    afterSave: (tenantId, id, input) =>
      db.tenant(tenantId, async (tx) => {
        await tx
          .delete(gatewayChannels)
          .where(
            and(
              eq(gatewayChannels.tenantId, tenantId),
              eq(gatewayChannels.gatewayId, id),
              gt(gatewayChannels.channel, input.channels),
            ),
          );
      }),
    toDtos: (tenantId, rows) => {
      for (const row of rows) ofType(row);
      return gatewayDtos(db, tenantId, rows);
    },
    beforeDelete: async (tenantId, row) => {
      ofType(row);
      await clearChannels(tenantId, row.id);
      db.afterCommit(async () => ctx.devices.signOut(tenantId, row.code));
    },
  });
}
