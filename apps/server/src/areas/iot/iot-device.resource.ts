import type { CodedRef, IotDevice, iotDeviceSchemas, RefKind } from '@takt/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { newDeviceToken } from '../gateways/gateway-directory.js';
import { gateways } from '../gateways/gateways.table.js';
import { iotDevices } from './iot.table.js';
import type { IotDriverService } from './iot-driver.resource.js';
import { IOT_CLIENT_KIND } from './iot-ingest.js';

type DeviceInput = z.output<typeof iotDeviceSchemas.add>;

/**
 * IoT devices on the resource kit: the code is the device's MQTT client code (so no other gateway or
 * device of the enterprise may have it), the driver, line and workstation are checked through the registry; a
 * new device gets a token. Tokens and enabled state change through their own actions.
 */
export function createIotDevices(
  db: Database,
  references: ReferenceRegistry,
  drivers: IotDriverService,
  bus: DeviceBus,
) {
  const gatewayRows = (tenantId: string, where: ReturnType<typeof and>) =>
    db.tenant(tenantId, (tx) =>
      tx
        .select({ id: gateways.id, code: gateways.code })
        .from(gateways)
        .where(and(eq(gateways.tenantId, tenantId), where)),
    );
  const names = async (tenantId: string, kind: RefKind, ids: (string | null)[]) => {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    const found: CodedRef[] =
      wanted.length === 0 ? [] : await references.options(tenantId, { kind, ids: wanted, limit: wanted.length });
    return new Map(found.map((ref) => [ref.id, ref]));
  };
  return new ResourceService<typeof iotDevices, IotDevice, DeviceInput>(db, references, {
    kind: 'iotDevice',
    table: iotDevices,
    contains: { code: iotDevices.code, name: iotDevices.name, type: iotDevices.type },
    equals: {
      driverId: iotDevices.driverId,
      lineId: iotDevices.lineId,
      online: iotDevices.online,
      enabled: iotDevices.enabled,
    },
    sortable: { type: iotDevices.type, lastSeenAt: iotDevices.lastSeenAt },
    values: async (tenantId, input, current) => {
      await bus.assertClientCodeFree(tenantId, input.code, IOT_CLIENT_KIND);
      await references.resolveOne(tenantId, 'iotDriver', input.driverId, 'driverId');
      if (input.lineId) await references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
      if (input.stationId) await references.resolveOne(tenantId, 'station', input.stationId, 'stationId');
      if (input.gatewayId && (await gatewayRows(tenantId, eq(gateways.id, input.gatewayId))).length === 0)
        throw invalid('iot.unknownGateway');
      if (current && current.code !== input.code) db.afterCommit(async () => bus.signOut(tenantId, current.code));
      return {
        type: input.type || null,
        driverId: input.driverId,
        gatewayId: input.gatewayId ?? null,
        lineId: input.lineId ?? null,
        stationId: input.stationId ?? null,
        equipmentId: input.equipmentId ?? null,
        remark: input.remark || null,
        token: current?.token ?? newDeviceToken(),
      };
    },
    beforeDelete: async (tenantId, row) => {
      db.afterCommit(async () => bus.signOut(tenantId, row.code));
    },
    toDtos: async (tenantId, rows) => {
      const driverOf = new Map(
        (await drivers.repo.findByIds(tenantId, [...new Set(rows.map((row) => row.driverId))])).map((driver) => [
          driver.id,
          driver,
        ]),
      );
      const gatewayIds = [...new Set(rows.flatMap((row) => (row.gatewayId ? [row.gatewayId] : [])))];
      const gatewayOf = new Map(
        gatewayIds.length === 0
          ? []
          : (await gatewayRows(tenantId, inArray(gateways.id, gatewayIds))).map((row) => [row.id, row.code]),
      );
      const lineOf = await names(
        tenantId,
        'line',
        rows.map((row) => row.lineId),
      );
      const stationOf = await names(
        tenantId,
        'station',
        rows.map((row) => row.stationId),
      );
      return rows.map((row) => ({
        ...codedDto(row),
        type: row.type,
        driverId: row.driverId,
        driverCode: driverOf.get(row.driverId)?.code ?? '',
        driverName: driverOf.get(row.driverId)?.name ?? '',
        gatewayId: row.gatewayId,
        gatewayCode: row.gatewayId ? (gatewayOf.get(row.gatewayId) ?? null) : null,
        lineId: row.lineId,
        lineName: row.lineId ? (lineOf.get(row.lineId)?.name ?? null) : null,
        stationId: row.stationId,
        stationName: row.stationId ? (stationOf.get(row.stationId)?.name ?? null) : null,
        equipmentId: row.equipmentId,
        remark: row.remark,
        token: row.token,
        enabled: row.enabled,
        online: row.online,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        missingCount: row.missingCount,
      }));
    },
  });
}

export type IotDeviceService = ReturnType<typeof createIotDevices>;
