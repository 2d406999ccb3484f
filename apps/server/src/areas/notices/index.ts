import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { AccountService } from '../identity/account.service.js';
import { NoticeRepository } from './notice.repository.js';
import { registerNoticeRoutes } from './notice.routes.js';
import { NoticeService } from './notice.service.js';

export interface NoticesDeps {
  db: Database;
  hub: Hub;
  /** Which of the addressed users do not exist. */
  accounts: Pick<AccountService, 'unknownUserIds'>;
}

/** System notices, announced live through the hub. */
export function createNoticesModule(deps: NoticesDeps) {
  const notices = new NoticeService(deps.db, new NoticeRepository(deps.db), deps.accounts, deps.hub);
  return {
    notices,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerNoticeRoutes(app, guards, notices);
    },
  };
}
