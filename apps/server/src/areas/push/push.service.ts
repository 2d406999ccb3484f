import {
  type PageResult,
  PUSH_ANSWER_MAX,
  PUSH_MAX_ATTEMPTS,
  type PushAttempt,
  type PushDelivery,
  type PushTargetKind,
  type PushValues,
  type pushDeliveryPageQuerySchema,
} from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { MailSender, SmsSender } from '../../platform/notify/outbound.js';
import type { InternalJob } from '../../platform/scheduler/internal-job.js';
import type { pushChannels } from './push.table.js';
import type { PushChannels } from './push-channel.resource.js';
import type { DeliveryInsert, DeliveryRow, PushDeliveryRepository } from './push-delivery.repository.js';
import type { PushDirectory, PushRecipient } from './push-directory.js';
import { type PushTemplateRow, type RenderedPush, renderForChannel } from './push-render.js';
import type { PushTemplates } from './push-template.resource.js';
import type { Robots } from './robot.resource.js';
import type { RobotPoster } from './robot-client.js';

type ChannelRow = typeof pushChannels.$inferSelect;

/** What another area asks the push service to send. */
export interface PushRequest {
  /** The template's code. */
  template: string;
  values?: PushValues;
  targets: {
    users?: readonly string[];
    roles?: readonly string[];
    organisations?: readonly string[];
    phones?: readonly string[];
    emails?: readonly string[];
  };
  /** Channel ids or codes. */
  channels: readonly string[];
}

/** What `send` answers at once: the deliveries it made, and what it could not make (in English, for logs). */
export interface PushReceipt {
  pushId: string | null;
  deliveryIds: string[];
  skipped: string[];
}

/** A hub message of the message centre, sent by the system (the messages area's service). */
export type HubMessenger = (
  tenantId: string,
  message: { userIds: string[]; title: string; content: string },
) => Promise<void>;

export interface PushSenders {
  robot: RobotPoster;
  /** Null when the server sends no e-mail (then e-mail deliveries fail with that answer). */
  mail: MailSender | null;
  sms: SmsSender | null;
  hub: HubMessenger;
}

/** A sender holds a claimed delivery this long; a process that dies mid-send frees it when it runs out. */
export const PUSH_LEASE_MS = 60_000;
/** Deliveries one job run sends at most. */
export const PUSH_BATCH = 50;
/** Pushes whose first attempt runs at once in one process. */
export const PUSH_FIRST_ATTEMPTS = 8;
/** The internal job's period: due retries wait at most this much longer than their back-off. */
export const PUSH_JOB_SECONDS = 10;

/** Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, 4 min, … capped at 1 h. */
export function pushRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

const clip = (text: string) => (text.length > PUSH_ANSWER_MAX ? `${text.slice(0, PUSH_ANSWER_MAX - 1)}…` : text);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function toDeliveryDto(row: DeliveryRow): PushDelivery {
  return {
    id: row.id,
    pushId: row.pushId,
    templateCode: row.templateCode,
    channelId: row.channelId,
    channelCode: row.channelCode,
    channelName: row.channelName,
    channelType: row.channelType,
    targetKind: row.targetKind,
    target: row.target,
    targetName: row.targetName,
    title: row.title,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastAnswer: row.lastAnswer,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A counting semaphore: at most `size` holders at a time, the others served in arrival order. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

interface Target {
  kind: PushTargetKind;
  address: string;
  name: string | null;
}

/** Each channel's targets: users' inboxes, phones or e-mail addresses, or the channel's robot. */
function targetsOf(
  channel: ChannelRow,
  robotName: string | null,
  recipients: PushRecipient[],
  request: PushRequest,
): Target[] {
  const direct = (list: readonly string[] | undefined, kind: PushTargetKind): Target[] =>
    (list ?? []).map((address) => ({ kind, address, name: null }));
  let targets: Target[];
  switch (channel.type) {
    case 'robot':
      targets = [{ kind: 'robot', address: channel.robotId ?? '', name: robotName }];
      break;
    case 'hub':
      targets = recipients.map((user) => ({ kind: 'user', address: user.id, name: user.name }));
      break;
    case 'sms':
      targets = [
        ...recipients.flatMap((user): Target[] =>
          user.phone ? [{ kind: 'phone', address: user.phone, name: user.name }] : [],
        ),
        ...direct(request.targets.phones, 'phone'),
      ];
      break;
    case 'email':
      targets = [
        ...recipients.flatMap((user): Target[] =>
          user.email ? [{ kind: 'email', address: user.email, name: user.name }] : [],
        ),
        ...direct(request.targets.emails, 'email'),
      ];
      break;
  }
  const seen = new Set<string>();
  return targets.filter((target) => !seen.has(target.address) && seen.add(target.address));
}

/**
 * The push service: `send` renders a template for each channel and target, stores one delivery
 * per pair and answers at once; the first attempt starts in the background once the send has
 * committed, and the internal job `push.deliver` retries failed attempts with back-off. Sends
 * happen outside transactions: a delivery is claimed (state sending, lease) in one short
 * transaction and its outcome written with its attempt in another.
 */
export class PushService {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();
  private readonly slots = new Slots(PUSH_FIRST_ATTEMPTS);

  constructor(
    private readonly db: Database,
    private readonly repo: PushDeliveryRepository,
    private readonly records: { robots: Robots; channels: PushChannels; templates: PushTemplates },
    private readonly directory: PushDirectory,
    private readonly senders: PushSenders,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Stores the push's deliveries and answers their ids without waiting for any of them; joins
   * the caller's transaction when there is one (the first attempt waits for its commit). An
   * unknown template or channel, or a channel the template says nothing for, is skipped and
   * named in `skipped`, never thrown.
   */
  send(tenantId: string, request: PushRequest): Promise<PushReceipt> {
    return this.db.tenant(tenantId, async () => {
      const skipped: string[] = [];
      const template = await this.records.templates.findByCode(tenantId, request.template);
      if (!template) return { pushId: null, deliveryIds: [], skipped: [`unknown template ${request.template}`] };
      const channels = await this.channelsOf(tenantId, request.channels, skipped);
      const recipients = await this.directory.recipients(tenantId, {
        users: request.targets.users ?? [],
        roles: request.targets.roles ?? [],
        organisations: request.targets.organisations ?? [],
      });
      const robotIds = channels.flatMap((channel) => (channel.robotId ? [channel.robotId] : []));
      const robotName = new Map(
        (await this.records.robots.repo.findByIds(tenantId, robotIds)).map((robot) => [robot.id, robot.name]),
      );
      const pushId = await this.repo.nextId(tenantId);
      const now = this.clock();
      const rows: DeliveryInsert[] = [];
      for (const channel of channels) {
        const rendered = renderForChannel(template, channel.type, request.values ?? {});
        if (!rendered) {
          skipped.push(`template ${template.code} has no ${channel.type} text (channel ${channel.code})`);
          continue;
        }
        const targets = targetsOf(channel, robotName.get(channel.robotId ?? '') ?? null, recipients, request);
        if (targets.length === 0) skipped.push(`channel ${channel.code} reaches none of the targets`);
        for (const target of targets) rows.push(this.deliveryRow(pushId, template, channel, target, rendered, now));
      }
      const inserted = await this.repo.insertMany(tenantId, rows);
      const deliveryIds = inserted.map((row) => row.id);
      if (skipped.length)
        this.log.warn({ tenantId, template: request.template, skipped }, 'push: some deliveries skipped');
      this.db.afterCommit(async () => {
        this.track(this.attemptNow(tenantId, deliveryIds));
      });
      return { pushId: inserted.length ? pushId : null, deliveryIds, skipped };
    });
  }

  private deliveryRow(
    pushId: string,
    template: PushTemplateRow,
    channel: ChannelRow,
    target: Target,
    rendered: RenderedPush,
    now: Date,
  ): DeliveryInsert {
    return {
      pushId,
      templateCode: template.code,
      channelId: channel.id,
      channelCode: channel.code,
      channelName: channel.name,
      channelType: channel.type,
      robotId: channel.robotId,
      targetKind: target.kind,
      target: target.address,
      targetName: target.name,
      title: rendered.title,
      body: rendered.body,
      format: rendered.format,
      state: 'pending',
      attempts: 0,
      maxAttempts: PUSH_MAX_ATTEMPTS,
      nextAttemptAt: now,
    };
  }

  private async channelsOf(tenantId: string, keys: readonly string[], skipped: string[]): Promise<ChannelRow[]> {
    const found = new Map<string, ChannelRow>();
    const byId = new Map(
      (
        await this.records.channels.repo.findByIds(
          tenantId,
          keys.filter((key) => /^\d{1,19}$/.test(key)),
        )
      ).map((row) => [row.id, row]),
    );
    for (const key of keys) {
      const channel = byId.get(key) ?? (await this.records.channels.findByCode(tenantId, key));
      if (channel) found.set(channel.id, channel);
      else skipped.push(`unknown channel ${key}`);
    }
    return [...found.values()];
  }

  /** Keeps a background attempt so `close` can wait for it. */
  private track(work: Promise<unknown>): void {
    const settled = work.catch((error: unknown) => this.log.error({ err: error }, 'push attempt failed'));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  /**
   * The first attempt of a push's deliveries (those the job has not claimed meanwhile). At most
   * {@link PUSH_FIRST_ATTEMPTS} pushes are attempted at once per process; the others wait their
   * turn, so a burst of pushes neither floods the database nor lets robots' answers time out
   * behind it.
   */
  private async attemptNow(tenantId: string, ids: string[]): Promise<void> {
    await this.slots.acquire();
    try {
      const claimed = await this.repo.claimIds(tenantId, ids, this.clock(), PUSH_LEASE_MS);
      await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    } finally {
      this.slots.release();
    }
  }

  /**
   * One job run: claims the due deliveries of every enterprise (a delivery claimed by another
   * process is skipped, `FOR UPDATE SKIP LOCKED`) and attempts them at once. Returns what it
   * handled; a stop requested before the sends leaves the claimed ones to their lease.
   */
  async deliverDue(now = this.clock(), signal?: AbortSignal): Promise<DeliveryRow[]> {
    const claimed = await this.repo.claimDue(now, PUSH_BATCH, PUSH_LEASE_MS);
    if (signal?.aborted) return [];
    // The batch's sends go out together: one slow robot does not hold up the rest.
    return Promise.all(claimed.map((delivery) => this.attempt(delivery)));
  }

  /** The internal job the scheduler runs: due deliveries and retries. */
  job(): InternalJob {
    return {
      name: 'push.deliver',
      schedule: { kind: 'interval', seconds: PUSH_JOB_SECONDS },
      run: async ({ signal }) => {
        const handled = await this.deliverDue(this.clock(), signal);
        const sent = handled.filter((row) => row.state === 'sent').length;
        return handled.length ? `${sent} of ${handled.length} deliveries sent` : undefined;
      },
    };
  }

  /** Sends a claimed delivery once and records the attempt (sent, waiting for the next one, or failed). */
  private async attempt(delivery: DeliveryRow): Promise<DeliveryRow> {
    const attempt = delivery.attempts + 1;
    const result = await this.deliver(delivery).catch((error: unknown) => ({ ok: false, answer: messageOf(error) }));
    const at = this.clock();
    const answer = clip(result.answer);
    const exhausted = !result.ok && attempt >= delivery.maxAttempts;
    const row = await this.repo.record(delivery.tenantId, delivery.id, {
      attempt: { attempt, ok: result.ok, answer, at },
      delivery: {
        state: result.ok ? 'sent' : exhausted ? 'failed' : 'pending',
        attempts: attempt,
        lastAnswer: answer,
        nextAttemptAt: result.ok || exhausted ? null : new Date(at.getTime() + pushRetryDelayMs(attempt)),
        leaseUntil: null,
        sentAt: result.ok ? at : null,
      },
    });
    if (!result.ok) this.log.warn({ deliveryId: delivery.id, attempt, answer }, 'push delivery attempt failed');
    return row ?? delivery;
  }

  private async deliver(delivery: DeliveryRow): Promise<{ ok: boolean; answer: string }> {
    const { tenantId } = delivery;
    switch (delivery.channelType) {
      case 'robot': {
        const robot = delivery.robotId
          ? await this.records.robots.repo.findById(tenantId, delivery.robotId)
          : undefined;
        if (!robot) return { ok: false, answer: 'the robot no longer exists' };
        return this.senders.robot(
          robot,
          { title: delivery.title ?? '', body: delivery.body, format: 'markdown' },
          this.clock(),
          this.stopping.signal,
        );
      }
      case 'email': {
        if (!this.senders.mail) return { ok: false, answer: 'e-mail is not configured on this server' };
        const html = delivery.format === 'html';
        return this.senders.mail.send({
          tenantId,
          to: [delivery.target],
          subject: delivery.title ?? '',
          ...(html ? { html: delivery.body } : { text: delivery.body }),
          source: 'push',
        });
      }
      case 'sms': {
        if (!this.senders.sms) return { ok: false, answer: 'SMS is not configured on this server' };
        const result = await this.senders.sms.send({
          tenantId,
          phone: delivery.target,
          text: delivery.body,
          source: 'push',
        });
        return { ok: result.ok, answer: `${result.provider}: ${result.answer}` };
      }
      case 'hub':
        await this.senders.hub(tenantId, {
          userIds: [delivery.target],
          title: delivery.title ?? delivery.templateCode,
          content: delivery.body,
        });
        return { ok: true, answer: 'delivered to the message centre' };
    }
  }

  async page(tenantId: string, query: z.output<typeof pushDeliveryPageQuerySchema>): Promise<PageResult<PushDelivery>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDeliveryDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async attempts(tenantId: string, deliveryId: string): Promise<PushAttempt[]> {
    if (!(await this.repo.findById(tenantId, deliveryId))) throw notFound();
    const rows = await this.repo.attempts(tenantId, deliveryId);
    return rows.map((row) => ({
      id: row.id,
      attempt: row.attempt,
      ok: row.ok,
      answer: row.answer,
      at: row.at.toISOString(),
    }));
  }

  /** Resolves once the background attempts started so far have been recorded. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Background attempts in progress finish (robots' posts are aborted). */
  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.all([...this.inFlight]);
  }
}
