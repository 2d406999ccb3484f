import {
  type CodedRef,
  IOT_RULE_WEBHOOK_TIMEOUT_SECONDS,
  type IotRuleCondition,
  type PushValues,
} from '@takt/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { PushRequest } from '../push/push.service.js';
import type { FiredAlarm, RuleRow } from './iot-rule-engine.js';
import { iotRuleAlarms } from './iot-rules.table.js';

/** The devices' codes and names by id (ids of other enterprises or unknown ones are left out). */
export type IotDeviceLookup = (tenantId: string, ids: readonly string[]) => Promise<CodedRef[]>;

/** The platform's push service, as the rules use it. */
export interface PushSender {
  send(tenantId: string, request: PushRequest): Promise<{ pushId: string | null; skipped: string[] }>;
}

const ANSWER_MAX = 500;
const clip = (text: string) => (text.length > ANSWER_MAX ? `${text.slice(0, ANSWER_MAX - 1)}…` : text);

/** The condition in figures, the same in every language: `temperature 85.2 > 80`. */
export function conditionText(rule: RuleRow, value: number | null): string {
  const shown = value === null ? '' : ` ${value}`;
  switch (rule.condition as IotRuleCondition) {
    case 'above':
      return `${rule.metric}${shown} > ${rule.limit}`;
    case 'below':
      return `${rule.metric}${shown} < ${rule.limit}`;
    case 'outside':
      return `${rule.metric}${shown} ∉ [${rule.lower}, ${rule.upper}]`;
    case 'rateAbove':
      return `Δ${rule.metric}/min > ${rule.limit}`;
    case 'offline':
      return `offline > ${rule.offlineSeconds} s`;
  }
}

/**
 * What a fired alarm does after its transaction committed: a push through the platform's push
 * service (the rule's template and channels; the push id is kept on the alarm) and a webhook
 * (POST JSON, answered within the timeout; its outcome is kept on the alarm). Failures are
 * recorded and logged, never thrown back into the ingest.
 */
export class AlarmActions {
  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
    private readonly push: PushSender,
    private readonly devices: IotDeviceLookup,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(tenantId: string, alarms: FiredAlarm[]): Promise<void> {
    const devices = new Map(
      (await this.devices(tenantId, [...new Set(alarms.map((alarm) => alarm.deviceId))])).map((d) => [d.id, d]),
    );
    await Promise.all(
      alarms.map(async (alarm) => {
        const device = devices.get(alarm.deviceId) ?? null;
        await Promise.all([this.sendPush(tenantId, alarm, device), this.callWebhook(tenantId, alarm, device)]);
      }),
    );
  }

  private async sendPush(tenantId: string, alarm: FiredAlarm, device: CodedRef | null): Promise<void> {
    const { rule } = alarm;
    if (!rule.pushTemplateId || rule.pushChannelIds.length === 0) return;
    try {
      const [template] = await this.references.options(tenantId, {
        kind: 'pushTemplate',
        ids: [rule.pushTemplateId],
        limit: 1,
      });
      if (!template) throw new Error(`push template ${rule.pushTemplateId} no longer exists`);
      const values: PushValues = {
        item: rule.name,
        equipment: device ? `${device.code} ${device.name}` : alarm.deviceId,
        content: conditionText(rule, alarm.value),
        time: alarm.startedAt.toISOString(),
      };
      const receipt = await this.push.send(tenantId, {
        template: template.code,
        values,
        targets: {},
        channels: rule.pushChannelIds,
      });
      if (receipt.skipped.length)
        this.log.warn({ tenantId, rule: rule.code, skipped: receipt.skipped }, 'iot rule push');
      if (receipt.pushId) await this.record(tenantId, alarm.id, { pushId: receipt.pushId });
    } catch (error) {
      this.log.error({ err: error, tenantId, rule: rule.code }, 'iot rule: push failed');
    }
  }

  private async callWebhook(tenantId: string, alarm: FiredAlarm, device: CodedRef | null): Promise<void> {
    const { rule } = alarm;
    if (!rule.webhookUrl) return;
    const body = {
      event: 'iot.rule.alarm',
      alarmId: alarm.id,
      rule: { id: rule.id, code: rule.code, name: rule.name, condition: rule.condition, metric: rule.metric },
      limits: { limit: rule.limit, lower: rule.lower, upper: rule.upper, offlineSeconds: rule.offlineSeconds },
      device: { id: alarm.deviceId, code: device?.code ?? null, name: device?.name ?? null },
      value: alarm.value,
      text: conditionText(rule, alarm.value),
      startedAt: alarm.startedAt.toISOString(),
    };
    let outcome: { webhookState: 'sent' | 'failed'; webhookAnswer: string };
    try {
      const response = await fetch(rule.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(IOT_RULE_WEBHOOK_TIMEOUT_SECONDS * 1000),
      });
      const answer = clip(`HTTP ${response.status} ${await response.text()}`);
      outcome = { webhookState: response.ok ? 'sent' : 'failed', webhookAnswer: answer };
    } catch (error) {
      outcome = { webhookState: 'failed', webhookAnswer: clip(error instanceof Error ? error.message : String(error)) };
    }
    await this.record(tenantId, alarm.id, outcome);
  }

  private record(tenantId: string, alarmId: string, values: Partial<typeof iotRuleAlarms.$inferInsert>) {
    return this.db.tenant(tenantId, (tx) =>
      tx
        .update(iotRuleAlarms)
        .set(values)
        .where(and(eq(iotRuleAlarms.tenantId, tenantId), eq(iotRuleAlarms.id, alarmId))),
    );
  }
}
