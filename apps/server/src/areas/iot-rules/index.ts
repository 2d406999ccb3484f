import { IOT_RULE_OFFLINE_CHECK_SECONDS, iotRuleAlarmApi, iotRuleApi } from '@takt/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../platform/db/database.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import { AlarmActions, type IotDeviceLookup, type PushSender } from './alarm-actions.js';
import { createIotRules } from './iot-rule.resource.js';
import { IotRuleAlarms } from './iot-rule-alarms.js';
import { type FiredAlarm, type IotReading, IotRuleEngine, type LastSeen } from './iot-rule-engine.js';
import { iotRulesMessages } from './iot-rules.messages.js';
import { iotRules } from './iot-rules.table.js';

export type { FiredAlarm, IotDeviceLookup, IotReading, LastSeen };

/** An alarm of a rule opened (told after its commit, beside the rule's push and webhook): andon's calls. */
export type IotRuleAlarmListener = (tenantId: string, alarm: FiredAlarm) => Promise<void>;

/** What the IoT devices area gives the rules: its devices' names and when each last sent anything. */
export interface IotRulesDeps {
  devices: IotDeviceLookup;
  lastSeen: LastSeen;
  /** Server time for offline conditions (tests move it). */
  clock?: () => Date;
}

/**
 * IoT rules (issue 18): rules on devices' readings, evaluated on ingest (`evaluate`, inside the
 * ingest's transaction) and by the offline job; their alarms and actions.
 */
export function createIotRulesModule(
  ctx: { db: Database; references: ReferenceRegistry; push: PushSender; log: FastifyBaseLogger },
  deps: IotRulesDeps,
) {
  registerAreaMessages(iotRulesMessages);
  const rules = createIotRules(ctx.db, ctx.references, deps.devices);
  ctx.references.provide('iotRule', rules.repo.lookups.provider());
  // The rule's andon action keeps its item from deletion.
  ctx.references.usedBy('andonItem', 'iotRule', (tenantId, id, limit) =>
    rules.repo.lookups.usersOf(tenantId, iotRules.andonItemId, id, limit),
  );
  const alarms = new IotRuleAlarms(ctx.db, deps.devices);
  const actions = new AlarmActions(ctx.db, ctx.references, ctx.push, deps.devices, ctx.log);
  // Actions of fired alarms run after their commit; `idle` waits for those under way (tests, shutdown).
  const acting = new Set<Promise<void>>();
  const alarmListeners: IotRuleAlarmListener[] = [];
  const act = async (tenantId: string, fired: FiredAlarm[]) => {
    const pushing = fired.filter((alarm) => alarm.rule.webhookUrl || alarm.rule.pushTemplateId);
    const telling = async () => {
      for (const alarm of fired) for (const listener of alarmListeners) await listener(tenantId, alarm);
    };
    await Promise.all([pushing.length > 0 ? actions.run(tenantId, pushing) : undefined, telling()]);
  };
  const engine = new IotRuleEngine(
    ctx.db,
    deps.lastSeen,
    (tenantId, fired) => {
      const run = act(tenantId, fired).finally(() => acting.delete(run));
      acting.add(run);
      return run;
    },
    deps.clock,
  );
  async function idle(): Promise<void> {
    while (acting.size > 0) await Promise.allSettled([...acting]);
  }

  /** Every enterprise's offline rules as of `now`. */
  async function checkOffline(now: Date): Promise<{ fired: number; cleared: number }> {
    const total = { fired: 0, cleared: 0 };
    for (const tenantId of await engine.offlineTenants()) {
      const { fired, cleared } = await engine.checkOffline(tenantId, now);
      total.fired += fired;
      total.cleared += cleared;
    }
    return total;
  }

  const offlineJob: InternalJob = {
    name: 'iot-rules.check-offline',
    schedule: { kind: 'interval', seconds: IOT_RULE_OFFLINE_CHECK_SECONDS },
    async run({ due }) {
      const { fired, cleared } = await checkOffline(due);
      return `${fired} fired, ${cleared} cleared`;
    },
  };

  return {
    rules,
    alarms,
    /** Steps the rules with a batch of readings, inside the caller's (the ingest's) transaction. */
    evaluate: (tx: Tx, tenantId: string, readings: readonly IotReading[]) => engine.evaluate(tx, tenantId, readings),
    checkOffline,
    idle,
    /** Listens to alarms as they open (the andon action and device-fault calls). */
    onAlarm(listener: IotRuleAlarmListener): void {
      alarmListeners.push(listener);
    },
    jobs: [offlineJob],
    register(app: FastifyInstance, guards: RouteGuards): void {
      const { enable, disable, ...resource } = iotRuleApi;
      registerResourceRoutes(app, guards, resource, rules);
      app.addHook('onClose', idle);
      registerRoute(app, guards, enable, ({ auth, body }) => rules.setEnabled(auth.tenantId, body.id, true));
      registerRoute(app, guards, disable, ({ auth, body }) => rules.setEnabled(auth.tenantId, body.id, false));
      registerRoute(app, guards, iotRuleAlarmApi.page, ({ auth, query }) => alarms.page(auth.tenantId, query));
      registerRoute(app, guards, iotRuleAlarmApi.ack, ({ auth, body }) =>
        alarms.ack(auth.tenantId, body.id, auth.name),
      );
    },
  };
}
export type IotRulesModule = ReturnType<typeof createIotRulesModule>;
