import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import type { AccountService } from '../identity/account.service.js';
import { MessageRepository } from './message.repository.js';
import { registerMessageRoutes } from './message.routes.js';
import { MessageService } from './message.service.js';

export interface MessagesDeps {
  db: Database;
  hub: Hub;
  /** Which of the addressed users do not exist. */
  accounts: Pick<AccountService, 'unknownUserIds'>;
}

/** Personal messages between users, delivered live through the hub. */
export function createMessagesModule(deps: MessagesDeps) {
  const messages = new MessageService(deps.db, new MessageRepository(deps.db), deps.accounts, deps.hub);
  return {
    messages,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerMessageRoutes(app, guards, messages);
    },
  };
}
