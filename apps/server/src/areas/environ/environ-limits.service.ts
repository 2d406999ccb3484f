import {
  ENVIRON_DEFAULT_LIMITS,
  type EnvironLimits,
  type EnvironLimitsSaveInput,
  type EnvironValueConfig,
  upperBelowLower,
} from '@takt/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import { environDevices, environLimits } from './environ.table.js';

/** The device id the enterprise's default limits are kept under. */
const DEFAULT_ROW = '0';

type LimitsRow = typeof environLimits.$inferSelect;

function limitsOf(row: LimitsRow): EnvironLimits {
  return {
    temperatureLower: row.temperatureLower,
    temperatureUpper: row.temperatureUpper,
    humidityLower: row.humidityLower,
    humidityUpper: row.humidityUpper,
    delaySeconds: row.delaySeconds,
    temperatureHysteresis: row.temperatureHysteresis,
    humidityHysteresis: row.humidityHysteresis,
  };
}

/** Limits per device and the enterprise's default (value configuration, spec 001 environ). */
export class EnvironLimitsService {
  constructor(private readonly db: Database) {}

  /** Each device's effective limits (its own, else the default), inside the caller's transaction. */
  async effective(tx: Tx, tenantId: string, deviceIds: readonly string[]): Promise<Map<string, EnvironLimits>> {
    const rows = await tx
      .select()
      .from(environLimits)
      .where(and(eq(environLimits.tenantId, tenantId), inArray(environLimits.deviceId, [DEFAULT_ROW, ...deviceIds])));
    const own = new Map(rows.map((row) => [row.deviceId, limitsOf(row)]));
    const defaults = own.get(DEFAULT_ROW) ?? ENVIRON_DEFAULT_LIMITS;
    return new Map(deviceIds.map((id) => [id, own.get(id) ?? defaults]));
  }

  config(tenantId: string): Promise<EnvironValueConfig> {
    return this.db.tenant(tenantId, async (tx) => {
      const rows = await tx.select().from(environLimits).where(eq(environLimits.tenantId, tenantId));
      const own = new Map(rows.map((row) => [row.deviceId, limitsOf(row)]));
      const devices = await tx
        .select({ id: environDevices.id, code: environDevices.code, name: environDevices.name })
        .from(environDevices)
        .where(eq(environDevices.tenantId, tenantId))
        .orderBy(asc(environDevices.code));
      return {
        defaults: own.get(DEFAULT_ROW) ?? ENVIRON_DEFAULT_LIMITS,
        devices: devices.map((device) => ({
          deviceId: device.id,
          code: device.code,
          name: device.name,
          own: own.get(device.id) ?? null,
        })),
      };
    });
  }

  /** Saves the default (no device) or a device's own limits; upper below lower is refused. */
  save(tenantId: string, input: EnvironLimitsSaveInput): Promise<EnvironLimits> {
    const { deviceId, ...limits } = input;
    const metric = upperBelowLower(limits);
    if (metric) throw invalid(`environ.upperBelowLower.${metric}`, { field: `${metric}Upper` });
    return this.db.tenant(tenantId, async (tx) => {
      if (deviceId) await this.deviceMustExist(tx, tenantId, deviceId);
      const values = { tenantId, deviceId: deviceId ?? DEFAULT_ROW, ...limits, updatedAt: new Date() };
      await tx
        .insert(environLimits)
        .values(values)
        .onConflictDoUpdate({ target: [environLimits.tenantId, environLimits.deviceId], set: values });
      return limits;
    });
  }

  /** A device follows the default again. */
  reset(tenantId: string, deviceId: string): Promise<void> {
    return this.db.tenant(tenantId, async (tx) => {
      await this.deviceMustExist(tx, tenantId, deviceId);
      await tx
        .delete(environLimits)
        .where(and(eq(environLimits.tenantId, tenantId), eq(environLimits.deviceId, deviceId)));
    });
  }

  /** A device's own limits go with it. */
  async forget(tx: Tx, tenantId: string, deviceId: string): Promise<void> {
    await tx
      .delete(environLimits)
      .where(and(eq(environLimits.tenantId, tenantId), eq(environLimits.deviceId, deviceId)));
  }

  private async deviceMustExist(tx: Tx, tenantId: string, deviceId: string): Promise<void> {
    const [row] = await tx
      .select({ id: environDevices.id })
      .from(environDevices)
      .where(and(eq(environDevices.tenantId, tenantId), eq(environDevices.id, deviceId)))
      .limit(1);
    if (!row) throw notFound('environ.deviceNotFound', { id: deviceId });
  }
}
