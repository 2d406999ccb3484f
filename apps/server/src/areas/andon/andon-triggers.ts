import { andonTriggerRuleApi } from '@takt/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import { type AndonButtonPress, AndonButtons } from './andon-button.js';
import type { AndonCalls } from './andon-call.service.js';
import { createAndonTriggerRules } from './andon-trigger.resource.js';
import {
  type AndonPlaceEvent,
  AndonTriggerRunner,
  type DefectCounter,
  type DefectsEvent,
} from './andon-trigger.service.js';
import { andonTriggers } from './andon-trigger.table.js';

type Listen<E> = (listener: (event: E) => Promise<void>) => void;

/** An IoT rule's alarm opened on a device (after its commit); the device's place is asked separately. */
export interface AndonDeviceAlarm {
  tenantId: string;
  ruleCode: string;
  /** The rule's andon action: the item to call (null: the rule does not call). */
  andonItemId: string | null;
  deviceId: string;
  at: Date;
}

/** Where the other areas tell what happened; each listener runs after the telling transaction committed. */
export interface AndonTriggersDeps {
  calls: Pick<AndonCalls, 'raise' | 'withdrawAtBox'>;
  onAndonButton: Listen<AndonButtonPress>;
  onEsdAlarm: Listen<AndonPlaceEvent>;
  onDeviceAlarm: Listen<AndonDeviceAlarm>;
  /** The workstation and line of an IoT device (null: none, or not the enterprise's). */
  devicePlace: (tenantId: string, deviceId: string) => Promise<{ lineId: string | null; stationId: string } | null>;
  /** Where defects are recorded (failed scans, production reports): each tells and counts its own. */
  defectSources: readonly { onDefects: Listen<DefectsEvent>; countDefects: DefectCounter }[];
}

/**
 * Automatic calls (issue 19): gateway buttons, the rules of automatic calls (ESD alarm, device
 * fault, N defects within M minutes) and IoT rules' andon action raise calls through the calls
 * service; the rules are a resource-kit list with enable and disable.
 */
export function createAndonTriggers(
  ctx: { db: Database; references: ReferenceRegistry; log: FastifyBaseLogger },
  deps: AndonTriggersDeps,
) {
  const rules = createAndonTriggerRules(ctx.db, ctx.references);
  ctx.references.provide('andonTrigger', rules.repo.lookups.provider());
  ctx.references.usedBy('andonItem', 'andonTrigger', (tenantId, id, limit) =>
    rules.repo.lookups.usersOf(tenantId, andonTriggers.itemId, id, limit),
  );
  const runner = new AndonTriggerRunner(
    ctx.db,
    deps.calls,
    rules,
    deps.defectSources.map((source) => source.countDefects),
    ctx.log,
  );
  const buttons = new AndonButtons(ctx.db, ctx.references, deps.calls, ctx.log);

  deps.onAndonButton((press) => buttons.handle(press));
  deps.onEsdAlarm(async (event) => {
    await runner.esdAlarm(event);
  });
  for (const source of deps.defectSources)
    source.onDefects(async (event) => {
      await runner.defects(event);
    });
  deps.onDeviceAlarm(async (alarm) => {
    const place = await deps.devicePlace(alarm.tenantId, alarm.deviceId);
    if (!place) return;
    const event = { tenantId: alarm.tenantId, ...place, at: alarm.at };
    if (alarm.andonItemId) await runner.raiseItem(event, alarm.andonItemId, `IoT ${alarm.ruleCode}`);
    await runner.deviceFault(event);
  });

  return {
    rules,
    buttons,
    runner,
    register(app: FastifyInstance, guards: RouteGuards): void {
      const { enable, disable, ...resource } = andonTriggerRuleApi;
      registerResourceRoutes(app, guards, resource, rules);
      registerRoute(app, guards, enable, ({ auth, body }) => rules.setEnabled(auth.tenantId, body.id, true));
      registerRoute(app, guards, disable, ({ auth, body }) => rules.setEnabled(auth.tenantId, body.id, false));
    },
  };
}
export type AndonTriggersModule = ReturnType<typeof createAndonTriggers>;
