import {
  type BarcodeBatch,
  type BarcodeBatchDetail,
  type BarcodeIssued,
  BarcodeRenderError,
  type BarcodeRuleFormat,
  type barcodeBatchPageQuerySchema,
  type barcodeGenerateSchema,
  type barcodePreviewSchema,
  type GenerationContext,
  isTimeZone,
  type PageResult,
  periodKey,
  type RenderProblem,
  type RuleProblem,
  renderCode,
  ruleProblems,
  SystemParamCodes,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { MessageKey, MessageParams } from '../../platform/i18n/messages.js';
import type { BarcodeBatchRow, BarcodeRuleRepository, BarcodeRuleRow } from './barcode-rule.repository.js';

/** A text to show the user: key and params of the area's messages. */
export interface Problem {
  key: MessageKey;
  params: MessageParams;
}

export function ruleProblemMessage(problem: RuleProblem): Problem {
  const { problem: name, field: _field, ...params } = problem;
  return { key: `barcodes.problem.${name}` as MessageKey, params };
}

export function renderProblemMessage(detail: RenderProblem): Problem {
  if (detail.problem === 'inputRequired')
    return { key: `barcodes.render.inputRequired.${detail.field}` as MessageKey, params: {} };
  if (detail.problem === 'inputTooLong')
    return { key: `barcodes.render.inputTooLong.${detail.field}` as MessageKey, params: { width: detail.width } };
  const { problem: name, field: _field, ...params } = detail;
  return { key: `barcodes.render.${name}` as MessageKey, params };
}

function renderError(error: unknown): unknown {
  if (!(error instanceof BarcodeRenderError)) return error;
  const { key, params } = renderProblemMessage(error.detail);
  return error.detail.problem === 'serialExhausted' ? conflict(key, params) : invalid(key, params);
}

export function formatOf(row: BarcodeRuleRow): BarcodeRuleFormat {
  return {
    prefix: row.prefix,
    length: row.length,
    stackingMode: row.stackingMode as BarcodeRuleFormat['stackingMode'],
    separator: row.separator as BarcodeRuleFormat['separator'],
    gs1: row.gs1,
    checkDigit: row.checkDigit,
    serialStart: row.serialStart,
    serialStep: row.serialStep,
    elements: row.elements,
  };
}

function batchDto(row: { batch: BarcodeBatchRow; ruleCode: string; ruleName: string }): BarcodeBatch {
  const { batch } = row;
  return {
    id: batch.id,
    ruleId: batch.ruleId,
    ruleCode: row.ruleCode,
    ruleName: row.ruleName,
    count: batch.count,
    firstCode: batch.firstCode,
    lastCode: batch.lastCode,
    periodKey: batch.periodKey,
    firstCount: batch.firstCount,
    lastCount: batch.lastCount,
    productCode: batch.productCode,
    orderNumber: batch.orderNumber,
    text: batch.text,
    createdBy: batch.createdBy,
    createdByName: batch.createdByName,
    createdAt: batch.createdAt.toISOString(),
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * Which of these codes already name something of the enterprise in another area (a unit's
 * serial, a box's or carrier's code): one query for the whole list.
 */
export type CodesInUseCheck = (tenantId: string, codes: readonly string[]) => Promise<string[]>;

/** Codes looked at in one query while skipping codes in use (at least the number still missing). */
const SKIP_WINDOW_MAX = 1000;

/** The codes of counts `after` + 1 … `after` + `size`, ending early where the count runs out of digits (none: that error). */
function renderWindow(format: BarcodeRuleFormat, context: GenerationContext, after: number, size: number): string[] {
  const codes: string[] = [];
  for (let n = after + 1; n <= after + size; n++) {
    try {
      codes.push(renderCode(format, context, n));
    } catch (error) {
      const exhausted = error instanceof BarcodeRenderError && error.detail.problem === 'serialExhausted';
      if (!exhausted || codes.length === 0) throw error;
      break;
    }
  }
  return codes;
}

/** The server's own zone: where `mes.timezone` is unset or unknown. */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Gap-free generation by barcode rules (spec 001 §5; the rules are `barcode-rule.resource.ts`'s).
 * Codes are made by the contracts' pure generator at the time of the request in the enterprise
 * time zone (system parameter `mes.timezone`, else the server's zone).
 */
export class BarcodeRuleService {
  private readonly inUseChecks: CodesInUseCheck[] = [];

  constructor(
    private readonly db: Database,
    private readonly repo: BarcodeRuleRepository,
    private readonly parameters: { value(tenantId: string, code: string): Promise<string | null> },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Registers a check of which codes already name something (production registers units, boxes and carriers). */
  onCodesInUse(check: CodesInUseCheck): void {
    this.inUseChecks.push(check);
  }

  private async codesInUse(tenantId: string, codes: readonly string[]): Promise<Set<string>> {
    const used = new Set<string>();
    for (const check of this.inUseChecks) for (const code of await check(tenantId, codes)) used.add(code);
    return used;
  }

  /**
   * The next `count` codes after count `after` that name nothing yet (see {@link onCodesInUse}),
   * with the counts of the first and last of them: a code in use is skipped and its count
   * consumed. Each round checks its codes in one query; the rounds grow while codes are in use.
   */
  private async freeCodes(
    tenantId: string,
    format: BarcodeRuleFormat,
    context: GenerationContext,
    after: number,
    count: number,
  ): Promise<{ codes: string[]; firstCount: number; lastCount: number }> {
    const codes: string[] = [];
    let firstCount = 0;
    let next = after + 1;
    let size = count;
    while (codes.length < count) {
      const window = renderWindow(format, context, next - 1, size);
      const used = await this.codesInUse(tenantId, window);
      for (const code of window) {
        const n = next++;
        if (used.has(code)) continue;
        if (codes.push(code) === 1) firstCount = n;
        if (codes.length === count) break;
      }
      const missing = count - codes.length;
      size = Math.max(missing, Math.min(size * 2, SKIP_WINDOW_MAX));
    }
    return { codes, firstCount, lastCount: next - 1 };
  }

  async timeZone(tenantId: string): Promise<string> {
    const zone = await this.parameters.value(tenantId, SystemParamCodes.MES_TIMEZONE);
    return zone && isTimeZone(zone) ? zone : SERVER_TIME_ZONE;
  }

  /**
   * The next codes of a saved rule, or of an edited one (`rule`; with `id` its counters are
   * used), consuming nothing. A rule or input that cannot make codes answers with the reason.
   */
  preview(
    tenantId: string,
    input: z.output<typeof barcodePreviewSchema>,
  ): Promise<{ codes: string[]; problem: Problem | null }> {
    return this.db.tenant(tenantId, async () => {
      let format = input.rule ?? undefined;
      if (input.id) {
        const row = await this.repo.findById(tenantId, input.id);
        if (!row) throw notFound();
        format ??= formatOf(row);
      }
      if (!format) throw invalid('error.validation', { details: 'id / rule' });
      const [problem] = ruleProblems(format);
      if (problem) return { codes: [], problem: ruleProblemMessage(problem) };
      const context: GenerationContext = { ...input, time: this.clock(), timeZone: await this.timeZone(tenantId) };
      try {
        const key = periodKey(format, context);
        const after = input.id ? await this.repo.counterValue(tenantId, input.id, key) : 0;
        return { codes: (await this.freeCodes(tenantId, format, context, after, input.count)).codes, problem: null };
      } catch (error) {
        if (error instanceof BarcodeRenderError) return { codes: [], problem: renderProblemMessage(error.detail) };
        throw error;
      }
    });
  }

  /**
   * Issues `count` consecutive codes in one transaction: the counter range is taken with one
   * upsert (queued on the counter row across server processes), the codes are rendered and
   * recorded with their batch; any failure rolls the range back, so no count is skipped. A code
   * that already names a unit, box or carrier is skipped: its count is consumed (the counter,
   * still locked, is advanced past it) and the batch goes on with the next. `at`: the time the
   * codes are made for (the demo's history), else now.
   */
  generate(
    tenantId: string,
    user: { userId: string; name: string },
    input: z.output<typeof barcodeGenerateSchema>,
    { at }: { at?: Date } = {},
  ): Promise<BarcodeBatchDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, input.ruleId, true);
      if (!row) throw notFound();
      const format = formatOf(row);
      const context: GenerationContext = {
        productCode: blankToNull(input.productCode),
        orderNumber: blankToNull(input.orderNumber),
        text: blankToNull(input.text),
        time: at ?? this.clock(),
        timeZone: await this.timeZone(tenantId),
      };
      let key: string;
      try {
        key = periodKey(format, context);
        renderCode(format, context, 1); // inputs checked before a count is taken
      } catch (error) {
        throw renderError(error);
      }
      const taken = await this.repo.takeCounts(tenantId, row.id, key, input.count);
      const { codes, firstCount, lastCount } = await this.freeCodes(
        tenantId,
        format,
        context,
        taken - input.count,
        input.count,
      ).catch((error: unknown) => {
        throw renderError(error);
      });
      if (lastCount > taken) await this.repo.takeCounts(tenantId, row.id, key, lastCount - taken);
      const batch = await this.repo.insertBatch(tenantId, {
        ruleId: row.id,
        periodKey: key,
        count: input.count,
        firstCount,
        lastCount,
        firstCode: codes[0] ?? '',
        lastCode: codes.at(-1) ?? '',
        productCode: context.productCode ?? null,
        orderNumber: context.orderNumber ?? null,
        text: context.text ?? null,
        createdBy: user.userId,
        createdByName: user.name,
      });
      const reissued = await this.repo.insertCodes(tenantId, batch.id, codes);
      if (reissued) throw conflict('barcodes.codeIssued', { code: reissued });
      return { ...batchDto({ batch, ruleCode: row.code, ruleName: row.name }), codes };
    });
  }

  async batchPage(
    tenantId: string,
    query: z.output<typeof barcodeBatchPageQuerySchema>,
  ): Promise<PageResult<BarcodeBatch>> {
    const { rows, totalRows } = await this.repo.batchPage(tenantId, query);
    return { rows: rows.map(batchDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** One generation with its codes in order (labels print and reprint from it). */
  batchDetail(tenantId: string, id: string): Promise<BarcodeBatchDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findBatch(tenantId, id);
      if (!row) throw notFound();
      return { ...batchDto(row), codes: await this.repo.batchCodes(tenantId, id) };
    });
  }

  /** Whether a (scanned) code was issued by a generation of the enterprise. */
  async issued(tenantId: string, code: string): Promise<BarcodeIssued> {
    const row = await this.repo.findCode(tenantId, code);
    return {
      code,
      issued: Boolean(row),
      batchId: row?.batchId ?? null,
      ruleId: row?.ruleId ?? null,
      ruleCode: row?.ruleCode ?? null,
      createdAt: row?.createdAt.toISOString() ?? null,
    };
  }
}
