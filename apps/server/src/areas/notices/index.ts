import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { AccountService } from '../identity/account.service.js';
import type { TimeZoneService } from '../preferences/time-zone.service.js';
import { NoticeRepository } from './notice.repository.js';
import { registerNoticeRoutes } from './notice.routes.js';
import { NoticeService } from './notice.service.js';
import { noticesMessages } from './notices.messages.js';

export interface NoticesDeps {
  db: Database;
  hub: Hub;
  /** Which of the addressed users do not exist. */
  accounts: Pick<AccountService, 'unknownUserIds'>;
  /** The reader's time zone, for the list's date filters. */
  timeZones: Pick<TimeZoneService, 'effective'>;
}

/** System notices, announced live through the hub. */
export function createNoticesModule(deps: NoticesDeps) {
  registerAreaMessages(noticesMessages);
  const notices = new NoticeService(deps.db, new NoticeRepository(deps.db), deps.accounts, deps.hub, deps.timeZones);
  return {
    notices,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerNoticeRoutes(app, guards, notices);
    },
  };
}
