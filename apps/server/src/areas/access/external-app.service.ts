import { createHash, randomBytes } from 'node:crypto';
import {
  AdminType,
  APP_GRANTABLE_PERMISSIONS,
  EXTERNAL_APP_RATE_WINDOW_SECONDS,
  type ExternalApp,
  type ExternalAppWithToken,
  type externalAppSchemas,
} from '@takt/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAuthenticator, AppCaller, AuthContext } from '../../platform/auth/auth-context.js';
import type { VisitRecorder } from '../../platform/auth/visit.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, invalid, tooManyRequests, unauthorized } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import type { AccessService } from './access.service.js';
import { externalApps, externalAppWindows } from './external-app.table.js';

type Input = z.output<typeof externalAppSchemas.add>;

/** `app_<tenant id>_<secret>`: the enterprise is read from the token before its row is looked up. */
const TOKEN_PATTERN = /^app_([1-9]\d{0,18})_([A-Za-z0-9_-]{32})$/;

function newToken(tenantId: string): string {
  return `app_${tenantId}_${randomBytes(24).toString('base64url')}`;
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toDto(row: typeof externalApps.$inferSelect): ExternalApp {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    sort: row.sort,
    enabled: row.enabled,
    permissions: row.permissions,
    rateLimit: row.rateLimit,
    tokenHint: row.tokenHint,
    creator: row.createdBy,
    modifier: row.updatedBy,
    ...timesDto(row),
  };
}

/**
 * External apps of an enterprise (on the resource kit) and their tokens: every call reads the
 * app's row (nothing cached, so a disabled app or a reset token is refused at once in every
 * process) and counts itself in the app's window of the minute, in the database.
 */
export class ExternalAppService implements AppAuthenticator {
  readonly resource: ResourceService<typeof externalApps, ExternalApp, Input>;

  constructor(
    private readonly db: Database,
    references: ReferenceRegistry,
    private readonly access: AccessService,
    private readonly visits: VisitRecorder,
  ) {
    this.resource = new ResourceService(db, references, {
      table: externalApps,
      codeTaken: 'externalApp.codeTaken',
      sortable: { sort: externalApps.sort },
      leadingOrder: [sql`${externalApps.sort}`],
      conditions: (query) => [
        query.enabled === undefined ? undefined : eq(externalApps.enabled, query.enabled === 'true'),
      ],
      values: async (tenantId, input) => {
        await this.checkPermissions(tenantId, input.permissions);
        return {
          description: input.description || null,
          sort: input.sort,
          enabled: input.enabled,
          permissions: input.permissions,
          rateLimit: input.rateLimit,
        };
      },
      toDtos: async (_tenantId, rows) => rows.map(toDto),
    });
  }

  add(auth: AuthContext, input: Input): Promise<ExternalAppWithToken> {
    return this.db.tenant(auth.tenantId, async () => {
      const added = await this.resource.add(auth.tenantId, input);
      const token = newToken(auth.tenantId);
      const dto = await this.resource.change(auth.tenantId, added.id, {
        tokenHash: hashOf(token),
        tokenHint: token.slice(-4),
        createdById: auth.userId,
        createdBy: auth.name,
        updatedBy: auth.name,
      });
      return { ...dto, token };
    });
  }

  edit(auth: AuthContext, input: Input & { id: string }): Promise<ExternalApp> {
    return this.db.tenant(auth.tenantId, async () => {
      await this.resource.edit(auth.tenantId, input);
      return this.resource.change(auth.tenantId, input.id, { updatedBy: auth.name });
    });
  }

  setEnabled(auth: AuthContext, id: string, enabled: boolean): Promise<ExternalApp> {
    return this.resource.change(auth.tenantId, id, { enabled, updatedBy: auth.name });
  }

  async resetToken(auth: AuthContext, id: string): Promise<ExternalAppWithToken> {
    const token = newToken(auth.tenantId);
    const dto = await this.resource.change(auth.tenantId, id, {
      tokenHash: hashOf(token),
      tokenHint: token.slice(-4),
      updatedBy: auth.name,
    });
    return { ...dto, token };
  }

  async authenticate(token: string, call: { ip: string; userAgent: string; route: string }): Promise<AppCaller> {
    const tenantId = TOKEN_PATTERN.exec(token)?.[1];
    if (!tenantId) throw unauthorized('externalApp.badToken');
    const { app, refusal } = await this.db.tenant(tenantId, async (tx) => {
      const [app] = await tx
        .select()
        .from(externalApps)
        .where(and(eq(externalApps.tenantId, tenantId), eq(externalApps.tokenHash, hashOf(token))));
      if (!app) return { app: undefined, refusal: unauthorized('externalApp.badToken') };
      if (!app.enabled) return { app, refusal: new AppError(403, 'externalApp.disabled', { name: app.name }) };
      return { app, refusal: await this.count(tx, app) };
    });
    if (app) {
      this.visits.record({
        tenantId,
        kind: 'appCall',
        account: app.name,
        appId: app.id,
        ip: call.ip,
        userAgent: call.userAgent,
        detail: refusal ? `${call.route} refused: ${refusal.messageKey}` : call.route,
      });
    }
    if (refusal) throw refusal;
    return {
      auth: {
        tenantId,
        userId: app!.createdById ?? '0',
        sessionId: app!.id,
        account: `app:${app!.code}`,
        name: app!.name,
        adminType: AdminType.USER,
        language: null,
      },
      permissions: app!.permissions,
    };
  }

  /** Counts the call in the app's window of this minute; a refusal when it is over the limit. */
  private async count(
    tx: Parameters<Parameters<Database['tenant']>[1]>[0],
    app: typeof externalApps.$inferSelect,
  ): Promise<AppError | undefined> {
    const windowMs = EXTERNAL_APP_RATE_WINDOW_SECONDS * 1000;
    const now = Date.now();
    const windowStart = new Date(now - (now % windowMs));
    const [counted] = await tx
      .insert(externalAppWindows)
      .values({ tenantId: app.tenantId, appId: app.id, windowStart, calls: 1 })
      .onConflictDoUpdate({
        target: [externalAppWindows.tenantId, externalAppWindows.appId, externalAppWindows.windowStart],
        set: { calls: sql`${externalAppWindows.calls} + 1` },
      })
      .returning({ calls: externalAppWindows.calls });
    if (counted!.calls === 1) {
      // A new window: the app's older ones are of no more use.
      await tx
        .delete(externalAppWindows)
        .where(
          and(
            eq(externalAppWindows.tenantId, app.tenantId),
            eq(externalAppWindows.appId, app.id),
            lt(externalAppWindows.windowStart, windowStart),
          ),
        );
    }
    if (counted!.calls <= app.rateLimit) return undefined;
    return tooManyRequests(Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now) / 1000)));
  }

  /** Each permission is open to apps and granted to the enterprise. */
  private async checkPermissions(tenantId: string, permissions: readonly string[]): Promise<void> {
    for (const permission of permissions) {
      const allowed =
        APP_GRANTABLE_PERMISSIONS.includes(permission) &&
        (await this.access.isAllowed({ tenantId, userId: '0', adminType: AdminType.ENTERPRISE_ADMIN }, permission));
      if (!allowed) throw invalid('externalApp.permissionNotGranted', { permission });
    }
  }
}
