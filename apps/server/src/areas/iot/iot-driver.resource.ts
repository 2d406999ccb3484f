import { type IotDriver, type IotMappingRow, type iotDriverSchemas, parseJsonPath } from '@takt/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { iotDevices, iotDrivers, type StoredMappingRow } from './iot.table.js';

/** Refuses a mapping whose path does not parse or that names a metric twice (rows counted from 1). */
export function checkMapping(mapping: readonly IotMappingRow[]): StoredMappingRow[] {
  const seen = new Set<string>();
  return mapping.map((row, index) => {
    const parsed = parseJsonPath(row.path);
    if (!parsed.ok)
      throw invalid('iot.badPath', {
        row: index + 1,
        path: row.path,
        reason: { messageKey: `iot.path.${parsed.problem}` as MessageKey },
      });
    if (seen.has(row.metric)) throw invalid('iot.duplicateMetric', { row: index + 1, metric: row.metric });
    seen.add(row.metric);
    return {
      metric: row.metric,
      label: row.label,
      unit: row.unit,
      path: row.path,
      scale: row.scale,
      offset: row.offset,
      decimals: row.decimals ?? null,
    };
  });
}

/** IoT drivers on the resource kit: code unique, mapping checked, delete refused while devices use one. */
export function createIotDrivers(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof iotDrivers, IotDriver, z.output<typeof iotDriverSchemas.add>>(db, references, {
    kind: 'iotDriver',
    table: iotDrivers,
    values: async (_tenantId, input) => ({
      description: input.description || null,
      mapping: checkMapping(input.mapping),
    }),
    toDtos: async (tenantId, rows) => {
      const ids = rows.map((row) => row.id);
      const used =
        ids.length === 0
          ? []
          : await db.tenant(tenantId, (tx) =>
              tx
                .select({ driverId: iotDevices.driverId, devices: count() })
                .from(iotDevices)
                .where(and(eq(iotDevices.tenantId, tenantId), inArray(iotDevices.driverId, ids)))
                .groupBy(iotDevices.driverId),
            );
      const devicesOf = new Map(used.map((row) => [row.driverId, Number(row.devices)]));
      return rows.map((row) => ({
        ...codedDto(row),
        description: row.description,
        mapping: row.mapping,
        devices: devicesOf.get(row.id) ?? 0,
      }));
    },
  });
}

export type IotDriverService = ReturnType<typeof createIotDrivers>;
