import type { OnlineUser, PageResult } from '@takt/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { AuthService } from './auth.service.js';
import type { IdentityRepository } from './identity.repository.js';

export class OnlineUserService {
  constructor(
    private readonly db: Database,
    private readonly repo: IdentityRepository,
    private readonly auth: AuthService,
    private readonly hub: Hub,
  ) {}

  async page(
    tenantId: string,
    query: Parameters<IdentityRepository['liveSessions']>[1],
  ): Promise<PageResult<OnlineUser>> {
    const { rows, totalRows } = await this.repo.liveSessions(tenantId, query);
    return {
      rows: rows.map((row) => ({
        ...row,
        id: row.sessionId,
        code: row.sessionId,
        signedInAt: row.signedInAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      })),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /**
   * Revokes the session (its tokens stop working at once, in every process) and tells its
   * sockets, wherever they are held, through the hub, with the administrator's message if any.
   */
  async forceOffline(admin: AuthContext, sessionId: string, message?: string): Promise<void> {
    if (sessionId === admin.sessionId) throw invalid('online.cannotKickSelf');
    const userId = await this.auth.forceOffline(admin.tenantId, sessionId);
    if (!userId) throw notFound('online.sessionNotFound');
    // Once committed: a socket told first could ask again while the session still looked live.
    this.db.afterCommit(() =>
      this.hub.publish({
        target: { tenantId: admin.tenantId, sessionId },
        event: 'ForceOffline',
        data: { by: admin.account, reason: message || null },
        // The administrator's words when given, else the standard notice in the socket's language.
        message: message ? { key: 'online.forcedOfflineSaying', params: { message } } : { key: 'auth.forcedOffline' },
        close: true,
      }),
    );
  }
}
