import type { UpdatePasswordResult, updateBaseUserInfoBodySchema } from '@takt/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, invalid, notFound } from '../../platform/errors.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { IdentityRepository } from './identity.repository.js';
import type { UserProfileRepository } from './user-profile.repository.js';

/** Why the other sessions of a user ended: they changed their password elsewhere. */
export const PASSWORD_CHANGED_REASON = 'password';

/** The signed-in user's own profile and password (spec 000 §2 profile, change password; §5). */
export class UserProfileService {
  constructor(
    private readonly db: Database,
    private readonly identity: IdentityRepository,
    private readonly repo: UserProfileRepository,
    private readonly hub: Hub,
  ) {}

  async updateBaseInfo(auth: AuthContext, body: z.output<typeof updateBaseUserInfoBodySchema>): Promise<void> {
    const updated = await this.repo.updateBaseInfo(auth.tenantId, auth.userId, body);
    if (!updated) throw notFound();
  }

  /**
   * Spec 000 §5: old required and must match; new 6 to 12 (the schema); repeat must match. The
   * user's other sessions end at once (their sockets are told); the calling session stays.
   */
  async updatePassword(
    auth: AuthContext,
    body: { oldPassword: string; newPassword: string; confirm: string },
  ): Promise<UpdatePasswordResult> {
    if (body.newPassword !== body.confirm) throw invalid('password.mismatch');
    return this.db.tenant(auth.tenantId, async () => {
      const user = await this.identity.findUser(auth.tenantId, auth.userId);
      if (!user) throw notFound();
      if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
        throw businessRule('userProfile.oldPasswordWrong');
      }
      if (body.oldPassword === body.newPassword) throw businessRule('userProfile.sameAsOld');
      await this.identity.setPasswordHash(auth.tenantId, auth.userId, await hashPassword(body.newPassword));
      const revoked = await this.repo.revokeOtherSessions(
        auth.tenantId,
        auth.userId,
        auth.sessionId,
        PASSWORD_CHANGED_REASON,
      );
      this.db.afterCommit(async () => {
        for (const sessionId of revoked) {
          await this.hub.publish({
            target: { tenantId: auth.tenantId, sessionId },
            event: 'ForceOffline',
            data: { by: auth.account },
            message: { key: 'userProfile.passwordChanged' },
            close: true,
          });
        }
      });
      return { signedOutSessions: revoked.length };
    });
  }
}
