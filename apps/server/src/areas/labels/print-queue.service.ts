import {
  type PageResult,
  PRINT_JOB_ERROR_MAX,
  PRINT_JOB_MAX_ATTEMPTS,
  type PrintJob,
  type printJobPageQuerySchema,
} from '@takt/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { PrintJobRepository, PrintJobRow } from './print-job.repository.js';
import type { PrintInput, PrintTemplateService } from './print-template.service.js';
import type { PrinterTransport } from './printer-client.js';

export function toJobDto(row: PrintJobRow): PrintJob {
  return {
    id: row.id,
    templateId: row.templateId,
    templateCode: row.templateCode,
    templateName: row.templateName,
    printerAddress: row.printerAddress,
    labelCount: row.labelCount,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A sender holds a claimed job this long; a process that dies mid-send frees it when it runs out. */
export const SEND_LEASE_MS = 60_000;
/** Jobs one worker tick sends at most. */
export const TICK_BATCH = 20;

/** Wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … capped at 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Direct printing and the print queue: a direct print is sent to the template's network printer
 * at once; one that fails waits in the queue ('Printing failed, added to retry queue') and the
 * worker retries it with back-off. Sends happen outside database transactions: a job is claimed
 * (state sending, lease) in one short transaction and its outcome written in another.
 */
export class PrintQueueService {
  constructor(
    private readonly repo: PrintJobRepository,
    private readonly templates: PrintTemplateService,
    private readonly send: PrinterTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  async page(tenantId: string, query: z.output<typeof printJobPageQuerySchema>): Promise<PageResult<PrintJob>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toJobDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** Call outside any transaction. Throws the spec's messages when the labels could not be printed. */
  async printDirect(tenantId: string, userId: string, input: PrintInput, now = new Date()): Promise<PrintJob> {
    const { template, data, labelCount } = await this.templates.zpl(tenantId, input);
    if (!template.printerAddress) throw businessRule('labels.clientNotConnected');
    const job = await this.repo.insert(tenantId, {
      templateId: template.id,
      templateCode: template.code,
      templateName: template.name,
      printerAddress: template.printerAddress,
      labelCount,
      payload: String(data),
      state: 'sending',
      attempts: 0,
      maxAttempts: PRINT_JOB_MAX_ATTEMPTS,
      leaseUntil: new Date(now.getTime() + SEND_LEASE_MS),
      createdBy: userId,
    });
    const sent = await this.attempt(job, now);
    if (sent.state !== 'done') throw businessRule('labels.printFailedQueued');
    return toJobDto(sent);
  }

  /** Sends a claimed job once and records the outcome (done, waiting for the next attempt, or failed). */
  private async attempt(job: PrintJobRow, now: Date): Promise<PrintJobRow> {
    const attempts = job.attempts + 1;
    try {
      await this.send(job.printerAddress, job.payload);
      const done = await this.repo.update(job.tenantId, job.id, {
        state: 'done',
        attempts,
        lastError: null,
        nextAttemptAt: null,
        leaseUntil: null,
        finishedAt: new Date(),
      });
      return done ?? job;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, PRINT_JOB_ERROR_MAX);
      const exhausted = attempts >= job.maxAttempts;
      this.log.warn({ jobId: job.id, attempts, err: message }, 'print job send failed');
      const failed = await this.repo.update(job.tenantId, job.id, {
        state: exhausted ? 'failed' : 'pending',
        attempts,
        lastError: message,
        nextAttemptAt: exhausted ? null : new Date(now.getTime() + retryDelayMs(attempts)),
        leaseUntil: null,
        finishedAt: exhausted ? new Date() : null,
      });
      return failed ?? job;
    }
  }

  /** A manual retry: sends now (a failed job gets a new round of attempts). Call outside any transaction. */
  async retry(tenantId: string, id: string, now = new Date()): Promise<PrintJob> {
    const existing = await this.repo.findById(tenantId, id);
    if (!existing) throw notFound();
    const claimed = await this.repo.claimOne(tenantId, id, now, SEND_LEASE_MS);
    if (!claimed) throw conflict('labels.jobNotRetryable');
    const job =
      claimed.attempts >= claimed.maxAttempts
        ? ((await this.repo.update(tenantId, id, { maxAttempts: claimed.attempts + PRINT_JOB_MAX_ATTEMPTS })) ??
          claimed)
        : claimed;
    const sent = await this.attempt(job, now);
    if (sent.state !== 'done') throw businessRule('labels.printFailedQueued');
    return toJobDto(sent);
  }

  async cancel(tenantId: string, id: string, now = new Date()): Promise<PrintJob> {
    const existing = await this.repo.findById(tenantId, id);
    if (!existing) throw notFound();
    const row = await this.repo.cancel(tenantId, id, now);
    if (!row) throw conflict('labels.jobNotCancellable');
    return toJobDto(row);
  }

  /**
   * One worker tick: claims the due jobs of every enterprise (a job claimed by another server
   * process is skipped, `FOR UPDATE SKIP LOCKED`) and sends them. Returns the jobs it handled.
   */
  async tick(now = new Date()): Promise<PrintJobRow[]> {
    const claimed = await this.repo.claimDue(now, TICK_BATCH, SEND_LEASE_MS);
    const handled: PrintJobRow[] = [];
    for (const job of claimed) handled.push(await this.attempt(job, now));
    return handled;
  }
}
