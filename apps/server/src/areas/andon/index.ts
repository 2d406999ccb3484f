import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PermissionChecker } from '../../platform/auth/auth-context.js';
import type { Database } from '../../platform/db/database.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { Hub } from '../../platform/hub/hub.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import type { TimerHandler } from '../../platform/scheduler/one-shot-timers.js';
import type { PushDirectory } from '../push/push-directory.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { andonMessages } from './andon.messages.js';
import { AndonResponders, type RoleHolders } from './andon-call.responders.js';
import { registerAndonCallRoutes } from './andon-call.routes.js';
import { AndonCallService, announceCall } from './andon-call.service.js';
import { namesOf, toAndonCall } from './andon-call.view.js';
import { type AndonConfigDeps, createAndonConfig } from './andon-config.js';
import { andonConfigMessages } from './andon-config.messages.js';
import { AndonLinks } from './andon-link.js';
import { type AndonRecordsContext, createAndonRecords } from './andon-records.js';
import { andonRecordsMessages } from './andon-records.messages.js';
import { type AndonTriggersDeps, createAndonTriggers } from './andon-triggers.js';
import { andonTriggersMessages } from './andon-triggers.messages.js';
import { Escalation, type EscalationDeps } from './escalation.js';

export type { AndonActor, AndonCalls, AndonRaise } from './andon-call.service.js';

/** What every andon module is built from. */
export interface AndonContext {
  db: Database;
  hub: Hub;
  log: FastifyBaseLogger;
  references: ReferenceRegistry;
  masterData: MasterDataContext & AndonRecordsContext;
}

/** What andon uses of other areas and the platform. */
export interface AndonDeps {
  /** The scheduler's durable timers (escalation levels). */
  timers: EscalationDeps['timers'];
  push: EscalationDeps['push'];
  directory: PushDirectory;
  templateCode: EscalationDeps['templateCode'];
  channelNames: EscalationDeps['channelNames'];
  access: PermissionChecker;
  roleHolders: RoleHolders;
  fileExists(tenantId: string, id: string): Promise<boolean>;
  /** The enterprise's time zone (`mes.timezone`). */
  timeZone(tenantId: string): Promise<string>;
  /** The server's keyed digest (accept links' signatures). */
  sign(data: string): string;
  /** The web app's public address, for absolute accept links. */
  publicUrl?: string;
  /** The calls' clock (tests move it, with a scheduler on the same clock). */
  clock?: () => Date;
  /** The set-up's people, roles and push records. */
  config: AndonConfigDeps;
  /** The other areas' events that raise calls by themselves. */
  triggers: Omit<AndonTriggersDeps, 'calls'>;
}

/**
 * Andon (issue 19): calls and escalation here; the set-up, records and automatic triggers are
 * composed below from their own modules.
 */
export function createAndonModule(ctx: AndonContext, deps: AndonDeps) {
  registerAreaMessages(andonMessages, andonConfigMessages, andonRecordsMessages, andonTriggersMessages);
  const links = new AndonLinks(deps.sign, deps.publicUrl);
  const clock = deps.clock ?? (() => new Date());
  const escalation = new Escalation({
    timers: deps.timers,
    push: deps.push,
    directory: deps.directory,
    templateCode: deps.templateCode,
    channelNames: deps.channelNames,
    links,
    async announce(tx, tenantId, row) {
      announceCall(ctx.db, ctx.hub, tenantId, toAndonCall(row, await namesOf(tx, tenantId, [row]), clock()));
    },
  });
  const responders = new AndonResponders(deps.roleHolders);
  const calls = new AndonCallService({
    db: ctx.db,
    hub: ctx.hub,
    escalation,
    responders,
    links,
    fileExists: deps.fileExists,
    timeZone: deps.timeZone,
    access: deps.access,
    clock,
  });

  const config = createAndonConfig(ctx.masterData, deps.config);
  const records = createAndonRecords(ctx.masterData);
  const triggers = createAndonTriggers(
    { db: ctx.db, references: ctx.references, log: ctx.log },
    { ...deps.triggers, calls },
  );
  const jobs: InternalJob[] = [];
  const timers: TimerHandler[] = [escalation.handler()];
  const routes: ((app: FastifyInstance, guards: RouteGuards) => void)[] = [
    config.register,
    records.register,
    triggers.register,
  ];

  return {
    /** The calls: `raise` for triggers, and every step of a call. */
    calls,
    config,
    triggers,
    /** The demo's set-up: types, labels, items, a flow and authorisations. */
    seedDemo: (tenantId: string) => config.seedDemo(tenantId),
    escalation,
    links,
    /** Periodic work for the scheduler. */
    jobs,
    /** One-shot timer handlers for the scheduler (escalation levels). */
    timers,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerAndonCallRoutes(app, guards, calls);
      for (const register of routes) register(app, guards);
    },
  };
}
export type AndonModule = ReturnType<typeof createAndonModule>;
