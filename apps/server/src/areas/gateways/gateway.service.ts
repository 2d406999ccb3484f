import type { Gateway, GatewayAssign, GatewayEnrolment, GatewayType } from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { DeviceBus } from '../../platform/devices/device-bus.js';
import { notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { gatewayDtos } from './gateway.resource.js';
import { clearGatewayChannels } from './gateway-channels.service.js';
import { newDeviceToken } from './gateway-directory.js';
import { gatewayEnrolment, gateways } from './gateways.table.js';

/** What the command a gateway gets on assignment carries: its type and the token it signs in with from now on. */
export const GATEWAY_ASSIGNED_COMMAND = 'assigned';

/**
 * What the gateway pages do besides the kit's list and saves: a new token, assigning an
 * unassigned gateway (it is told its type and token on its command topic), and the enterprise's
 * enrolment key.
 */
export class GatewayService {
  constructor(
    private readonly db: Database,
    private readonly devices: DeviceBus,
    private readonly references: ReferenceRegistry,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A new token for a gateway of this type (sessions signed in with the old one sign in again). */
  newToken(tenantId: string, type: GatewayType, id: string): Promise<Gateway> {
    return this.db.tenant(tenantId, async (tx) => {
      const [row] = await tx
        .update(gateways)
        .set({ token: newDeviceToken(), updatedAt: new Date() })
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, id), eq(gateways.type, type)))
        .returning();
      if (!row) throw notFound();
      this.db.afterCommit(async () => this.devices.signOut(tenantId, row.code));
      return (await gatewayDtos(this.db, tenantId, [row]))[0]!;
    });
  }

  /** Gives an unassigned gateway its type, name, line and channels; it no longer signs in with the enrolment key. */
  assign(tenantId: string, input: GatewayAssign & { channels: number }): Promise<Gateway> {
    return this.db.tenant(tenantId, async (tx) => {
      const lineId = input.lineId ?? null;
      if (lineId) await this.references.resolveOne(tenantId, 'line', lineId, 'lineId');
      const [row] = await tx
        .update(gateways)
        .set({
          type: input.type,
          name: input.name,
          lineId,
          channels: input.channels,
          remark: input.remark || null,
          updatedAt: new Date(),
        })
        .where(and(eq(gateways.tenantId, tenantId), eq(gateways.id, input.id), eq(gateways.type, 'unassigned')))
        .returning();
      if (!row) throw notFound();
      await clearGatewayChannels(tx, tenantId, row.id);
      this.db.afterCommit(async () => {
        this.devices.forget(tenantId, row.code);
        await this.devices
          .send(
            { tenantId, clientCode: row.code },
            { type: GATEWAY_ASSIGNED_COMMAND, data: { type: row.type, token: row.token } },
          )
          .catch((error: unknown) => this.log.warn({ err: error, code: row.code }, 'gateway not told its assignment'));
      });
      return (await gatewayDtos(this.db, tenantId, [row]))[0]!;
    });
  }

  /** The enterprise's enrolment key, made on first read. */
  enrolment(tenantId: string): Promise<GatewayEnrolment> {
    return this.db.tenant(tenantId, async (tx) => {
      await tx.insert(gatewayEnrolment).values({ tenantId, key: newDeviceToken() }).onConflictDoNothing();
      const [row] = await tx.select().from(gatewayEnrolment).where(eq(gatewayEnrolment.tenantId, tenantId));
      return { key: row!.key, updatedAt: row!.updatedAt.toISOString() };
    });
  }

  /** A new enrolment key: the old one registers no more gateways. */
  regenerateEnrolment(tenantId: string): Promise<GatewayEnrolment> {
    return this.db.tenant(tenantId, async (tx) => {
      const key = newDeviceToken();
      const updatedAt = new Date();
      await tx
        .insert(gatewayEnrolment)
        .values({ tenantId, key, updatedAt })
        .onConflictDoUpdate({ target: gatewayEnrolment.tenantId, set: { key, updatedAt } });
      return { key, updatedAt: updatedAt.toISOString() };
    });
  }
}
