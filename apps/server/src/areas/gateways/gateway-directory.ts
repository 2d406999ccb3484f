import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { DeviceDirectory, DirectoryEntry } from '../../platform/devices/device-client.js';
import { gatewayEnrolment, gateways } from './gateways.table.js';

/** A new secret for a gateway or an enterprise's enrolment key (URL-safe, 32 characters). */
export function newDeviceToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The gateways as the device bus knows them: a gateway signs in with its token; an unassigned one
 * may still use the enterprise's enrolment key; an unknown code with that key registers itself.
 */
export function gatewayDirectory(db: Database): DeviceDirectory {
  const entry = (row: { id: string; token: string; type: string }): DirectoryEntry => ({
    id: row.id,
    token: row.token,
    acceptsEnrolmentKey: row.type === 'unassigned',
  });
  return {
    kind: 'gateway',
    find: (tenantId, clientCode) =>
      db.tenant(tenantId, async (tx) => {
        const rows = await tx
          .select({ id: gateways.id, token: gateways.token, type: gateways.type })
          .from(gateways)
          .where(and(eq(gateways.tenantId, tenantId), eq(gateways.code, clientCode)))
          .limit(1);
        return rows[0] ? entry(rows[0]) : null;
      }),
    enrolment: {
      key: (tenantId) =>
        db.tenant(tenantId, async (tx) => {
          const rows = await tx
            .select({ key: gatewayEnrolment.key })
            .from(gatewayEnrolment)
            .where(eq(gatewayEnrolment.tenantId, tenantId))
            .limit(1);
          return rows[0]?.key ?? null;
        }),
      enrol: (tenantId, clientCode) =>
        db.tenant(tenantId, async (tx) => {
          await tx
            .insert(gateways)
            .values({ tenantId, code: clientCode, name: clientCode, type: 'unassigned', token: newDeviceToken() })
            .onConflictDoNothing();
          const rows = await tx
            .select({ id: gateways.id, token: gateways.token, type: gateways.type })
            .from(gateways)
            .where(and(eq(gateways.tenantId, tenantId), eq(gateways.code, clientCode)))
            .limit(1);
          return entry(rows[0]!);
        }),
    },
  };
}
