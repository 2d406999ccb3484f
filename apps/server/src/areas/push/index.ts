import { messageSendBodySchema } from '@takt/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MailSender, SmsSender } from '../../platform/notify/outbound.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { MessageService } from '../messages/message.service.js';
import { pushMessages } from './push.messages.js';
import { registerPushRoutes } from './push.routes.js';
import { type HubMessenger, PushService } from './push.service.js';
import { pushChannels } from './push.table.js';
import { createPushChannels } from './push-channel.resource.js';
import { PushDeliveryRepository } from './push-delivery.repository.js';
import type { PushDirectory } from './push-directory.js';

export { pushDirectory } from './push-directory.js';

import { createPushTemplates } from './push-template.resource.js';
import { createRobots } from './robot.resource.js';
import { postToRobot, type RobotPoster } from './robot-client.js';
import { RobotTester } from './robot-test.js';

export interface PushDeps {
  db: Database;
  references: ReferenceRegistry;
  log: FastifyBaseLogger;
  /** Who user, role and organisation targets are (see `pushDirectory`). */
  directory: PushDirectory;
  /** The message centre, for hub-message channels. */
  messages: Pick<MessageService, 'notify'>;
  /** Outbound e-mail and SMS; null where the server has none (those deliveries then fail, saying so). */
  mail: MailSender | null;
  sms: SmsSender | null;
  /** Tests: the robot poster and the clock. */
  robotPoster?: RobotPoster;
  clock?: () => Date;
}

/** Robots, push channels and templates, and the push service other areas send through. */
export function createPushModule(deps: PushDeps) {
  registerAreaMessages(pushMessages);
  const robots = createRobots(deps.db, deps.references);
  const channels = createPushChannels(deps.db, deps.references, robots);
  const templates = createPushTemplates(deps.db, deps.references);
  deps.references.provide('robot', robots.repo.lookups.provider());
  deps.references.provide('pushChannel', channels.repo.lookups.provider());
  deps.references.provide('pushTemplate', templates.repo.lookups.provider());
  deps.references.usedBy('robot', 'pushChannel', (tenantId, id, limit) =>
    channels.repo.lookups.usersOf(tenantId, pushChannels.robotId, id, limit),
  );
  const hub: HubMessenger = async (tenantId, message) => {
    const { deliver } = await deps.messages.notify(tenantId, messageSendBodySchema.parse(message));
    await deliver();
  };
  const robotPoster = deps.robotPoster ?? postToRobot;
  const push = new PushService(
    deps.db,
    new PushDeliveryRepository(deps.db),
    { robots, channels, templates },
    deps.directory,
    { robot: robotPoster, mail: deps.mail, sms: deps.sms, hub },
    deps.log,
    deps.clock,
  );
  const tester = new RobotTester(robots, robotPoster, deps.clock);
  return {
    robots,
    channels,
    templates,
    /** The API other areas call: `push.send(tenantId, { template, values, targets, channels })`. */
    push,
    tester,
    /** Sends due deliveries and retries; the scheduler runs it once per tick across processes. */
    jobs: [push.job()],
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerPushRoutes(app, guards, { robots, channels, templates, push, tester });
      app.addHook('onClose', () => push.close());
    },
  };
}
export type PushModule = ReturnType<typeof createPushModule>;
