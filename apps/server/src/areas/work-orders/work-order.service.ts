import {
  type CodedRef,
  DEFAULT_WORK_SETTINGS,
  isTimeZone,
  type Language,
  type OrderProgress,
  type PageResult,
  type RefKind,
  SCANNABLE_ORDER_STATUSES,
  SystemParamCodes,
  WORK_ORDER_CODE_MAX,
  type WorkOrder,
  type WorkOrderAction,
  type WorkOrderBatchAction,
  type WorkOrderBatchItem,
  type WorkOrderBatchResult,
  type WorkOrderImportRow,
  type WorkOrderRefusal,
  type WorkOrderStatus,
  type WorkOrderType,
  type WorkSettings,
  type workOrderAddSchema,
  type workOrderEditSchema,
  type workOrderListQuerySchema,
  type workOrderPageQuerySchema,
  workOrderTransition,
  type workSettingsEditSchema,
  zonedDate,
} from '@takt/contracts';
import type { z } from 'zod';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { AppError, businessRule, conflict, invalid, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { Hub } from '../../platform/hub/hub.js';
import { type NestedMessage, translate } from '../../platform/i18n/messages.js';
import { lookupRefs } from '../../platform/references/ref-lookup.js';
import { type ReferenceRegistry, refKindName } from '../../platform/references/reference-registry.js';
import type { ResourceRepository, RowOf } from '../../platform/resources/resource.repository.js';
import type { ProductService } from '../materials/product.resource.js';
import { DEFAULT_MES_TIMEZONE } from '../parameters/parameter.defaults.js';
import type { RoutingService } from '../processes/routing.service.js';
import type {
  ProgressDelta,
  WorkOrderInsert,
  WorkOrderRepository,
  WorkOrderRow,
  WorkSettingsRow,
} from './work-order.repository.js';
import { createWorkOrders } from './work-order.resource.js';
import type { productionPlans } from './work-orders.table.js';

type AddInput = z.output<typeof workOrderAddSchema>;
type EditInput = z.output<typeof workOrderEditSchema>;
type ListQuery = z.output<typeof workOrderListQuerySchema>;

/** What a station scan needs to know of its order (see {@link WorkOrderService.forScan}). */
export interface ScanOrder {
  id: string;
  code: string;
  type: WorkOrderType;
  status: WorkOrderStatus;
  productId: string;
  lineId: string;
  routingId: string;
  /** The routing version pinned on issue (null only while initial, which is not scannable). */
  routingVersionId: string | null;
  routingVersionNo: number | null;
  planQuantity: number;
  inputQuantity: number;
  goodQuantity: number;
  badQuantity: number;
  scrapQuantity: number;
}

/** How a scan's counts are applied (see {@link WorkOrderService.applyProgress}). */
export interface ProgressOptions {
  /**
   * Whether the order still has units in process or in repair. Given, the order completes
   * itself (setting `autoComplete`) only once good units reach the plan AND none is left (the
   * last open unit scrapped completes it too); it is asked with the order's row locked, so two
   * scans finishing an order's last units see each other. Without it the order completes on
   * good units reaching the plan alone.
   */
  unitsOpen?: () => Promise<boolean>;
  /** The scan deals with a unit already started (pass, fail, repair, scrap): a completed order is counted too and stays completed. */
  leftover?: boolean;
}

/** An order's counts after {@link WorkOrderService.applyProgress}. */
export interface ScanProgress {
  id: string;
  code: string;
  status: WorkOrderStatus;
  planQuantity: number;
  inputQuantity: number;
  goodQuantity: number;
  badQuantity: number;
  scrapQuantity: number;
  /** The order moved from issued to in production with this call. */
  started: boolean;
  /** The order completed itself with this call (setting `autoComplete`). */
  completed: boolean;
}

export interface WorkOrderServiceDeps {
  references: ReferenceRegistry;
  routings: Pick<RoutingService, 'detail'>;
  products: Pick<ProductService, 'list'>;
  parameters: { value(tenantId: string, code: string): Promise<string | null> };
  hub: Pick<Hub, 'publish'>;
  bus: EventBus;
}

function settingsOf(row: WorkSettingsRow): WorkSettings {
  return {
    boxCapacity: row.boxCapacity,
    carrierCapacity: row.carrierCapacity,
    autoComplete: row.autoComplete,
    allowOverProduction: row.allowOverProduction,
    autoAdvance: row.autoAdvance,
    boxRuleId: row.boxRuleId,
    carrierRuleId: row.carrierRuleId,
  };
}

const at = (value: Date | null) => (value ? value.toISOString() : null);
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const actionName = (action: WorkOrderAction): NestedMessage => ({ messageKey: `workOrders.action.${action}` });
const statusName = (status: WorkOrderStatus): NestedMessage => ({ messageKey: `workOrders.status.${status}` });

/** The refusal of `action` on an order (status and reason from the state machine). */
export function refusalError(code: string, action: WorkOrderAction, reason: WorkOrderRefusal, status: WorkOrderStatus) {
  if (reason === 'closed') return conflict('workOrders.closed');
  if (reason === 'completed') return conflict('workOrders.refused.completed', { code, action: actionName(action) });
  return conflict('workOrders.refused.state', { code, status: statusName(status), action: actionName(action) });
}

/**
 * Work orders (spec 001 §3–§5): fields, the state machine (contracts' `workOrderTransition`),
 * batch actions answered per order, generated codes, the production settings, and the interface
 * production execution scans through (`forScan`, `applyProgress`, `scanRefusal`, `progress`,
 * `openOnLine`, `settings`), all of which join the caller's transaction.
 */
export class WorkOrderService {
  /** Read by every scan that counts; changed only on the settings page. */
  private readonly settingsCache: TenantCache<WorkSettings>;
  /** The list, the record's code and saves: the resource kit's; numbering, the state machine and plans stay here. */
  readonly resource: ReturnType<typeof createWorkOrders>;

  constructor(
    private readonly db: Database,
    private readonly repo: WorkOrderRepository,
    private readonly plans: ResourceRepository<typeof productionPlans>,
    private readonly deps: WorkOrderServiceDeps,
  ) {
    this.settingsCache = new TenantCache('workSettings', db, deps.bus, async (tenantId) => {
      const row = await repo.settings(tenantId);
      return row ? settingsOf(row) : { ...DEFAULT_WORK_SETTINGS };
    });
    this.resource = createWorkOrders(db, deps.references, {
      values: async (tenantId, input, current) => ({
        ...(await this.checkFields(tenantId, input, current)),
        ...(!current && { status: 'initial' satisfies WorkOrderStatus, createdBy: input.createdBy ?? null }),
      }),
      afterSave: async (tenantId, _id, input) => {
        if (input.planId) await this.refreshPlan(tenantId, input.planId);
      },
      toDtos: (tenantId, rows) => this.toDtos(tenantId, rows),
      onChanged: (tenantId) => this.announce(tenantId),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Interface for production execution
  // -------------------------------------------------------------------------------------------

  /**
   * The order a scan names, or null when the enterprise has no such order. With `lock`, the row
   * is locked `FOR UPDATE` for the rest of the caller's transaction (not needed for counting:
   * {@link applyProgress} is one atomic statement).
   */
  forScan(tenantId: string, id: string, options: { lock?: boolean } = {}): Promise<ScanOrder | null> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id, options);
      if (!row) return null;
      return {
        id: row.id,
        code: row.code,
        type: row.type as WorkOrderType,
        status: row.status as WorkOrderStatus,
        productId: row.productId,
        lineId: row.lineId,
        routingId: row.routingId,
        routingVersionId: row.routingVersionId,
        routingVersionNo: row.routingVersionNo,
        planQuantity: row.planQuantity,
        inputQuantity: row.inputQuantity,
        goodQuantity: row.goodQuantity,
        badQuantity: row.badQuantity,
        scrapQuantity: row.scrapQuantity,
      };
    });
  }

  /**
   * Adds a scan's quantities to its order in one atomic UPDATE, only while the order is issued
   * or in production (the first scan moves issued → in production and stamps `startedAt`).
   * Returns the new counts, or null when the order does not exist or is not scannable (use
   * {@link scanRefusal} for the reason). Throws 422 `workOrders.overProduction` when `input`
   * would pass the plan quantity and the enterprise forbids over-production. Completes the
   * order when good units reach the plan quantity and the enterprise's setting says so (see
   * {@link ProgressOptions.unitsOpen}). Runs in the caller's transaction.
   */
  applyProgress(
    tenantId: string,
    id: string,
    delta: ProgressDelta,
    at?: Date,
    options: ProgressOptions = {},
  ): Promise<ScanProgress | null> {
    return this.db.tenant(tenantId, async () => {
      const settings = await this.settings(tenantId);
      const { unitsOpen } = options;
      const applied = await this.repo.applyProgress(tenantId, id, delta, {
        capInput: !settings.allowOverProduction,
        autoComplete: settings.autoComplete && unitsOpen === undefined,
        at,
        leftover: options.leftover ?? false,
      });
      if (!applied) {
        const current = await this.repo.findById(tenantId, id);
        if (current && SCANNABLE_ORDER_STATUSES.includes(current.status as WorkOrderStatus))
          throw businessRule('workOrders.overProduction', { code: current.code, quantity: current.planQuantity });
        return null;
      }
      const { previousStatus } = applied;
      let { row } = applied;
      // Asked only now, with the order's row locked by the update above, so two scans finishing
      // an order's last units see each other.
      const finishing = (delta.good ?? 0) > 0 || (delta.scrap ?? 0) > 0;
      if (
        settings.autoComplete &&
        unitsOpen &&
        finishing &&
        row.status === 'in_production' &&
        row.goodQuantity >= row.planQuantity &&
        !(await unitsOpen())
      ) {
        row = (await this.repo.completeCounted(tenantId, id, at)) ?? row;
      }
      const started = previousStatus === 'issued';
      const completed = row.status === 'completed' && previousStatus !== 'completed';
      if (started || completed) this.announce(tenantId);
      return {
        id: row.id,
        code: row.code,
        status: row.status as WorkOrderStatus,
        planQuantity: row.planQuantity,
        inputQuantity: row.inputQuantity,
        goodQuantity: row.goodQuantity,
        badQuantity: row.badQuantity,
        scrapQuantity: row.scrapQuantity,
        started,
        completed,
      };
    });
  }

  /**
   * Why an order of this status cannot be scanned (an AppError to throw: 422 with the text in
   * the reader's language), or null when it can. Closed: the spec's 'This work order has been
   * closed and cannot be operated again'.
   */
  scanRefusal(status: WorkOrderStatus): AppError | null {
    switch (status) {
      case 'issued':
      case 'in_production':
        return null;
      case 'closed':
        return businessRule('workOrders.closed');
      case 'initial':
        return businessRule('workOrders.scan.initial');
      case 'paused':
        return businessRule('workOrders.scan.paused');
      case 'completed':
        return businessRule('workOrders.scan.completed');
    }
  }

  /** The orders' progress with their products' code and name (ids of other enterprises are left out). */
  progress(tenantId: string, ids: readonly string[]): Promise<OrderProgress[]> {
    return this.db.tenant(tenantId, async () => {
      const rows = await this.repo.findByIds(tenantId, [...new Set(ids)]);
      const products = await this.lookup(
        tenantId,
        'product',
        rows.map((row) => row.productId),
      );
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        type: row.type as WorkOrderType,
        status: row.status as WorkOrderStatus,
        lineId: row.lineId,
        productId: row.productId,
        productCode: products.get(row.productId)?.code ?? row.productId,
        productName: products.get(row.productId)?.name ?? '',
        planQuantity: row.planQuantity,
        inputQuantity: row.inputQuantity,
        goodQuantity: row.goodQuantity,
        badQuantity: row.badQuantity,
        scrapQuantity: row.scrapQuantity,
      }));
    });
  }

  /** The issued, in-production and paused orders of a line (station screens pick from these). */
  openOnLine(tenantId: string, lineId: string): Promise<WorkOrder[]> {
    return this.db.tenant(tenantId, async () => this.toDtos(tenantId, await this.repo.openOnLine(tenantId, lineId)));
  }

  /**
   * The issued, in-production and paused orders of these lines (all lines when none; an empty
   * list: none), in production first: at most `limit`, with how many each line has.
   */
  releasedOn(
    tenantId: string,
    lineIds: readonly string[] | undefined,
    limit: number,
  ): Promise<{ rows: WorkOrder[]; countByLine: Map<string, number> }> {
    if (lineIds?.length === 0) return Promise.resolve({ rows: [], countByLine: new Map() });
    return this.db.tenant(tenantId, async () => {
      const { rows, countByLine } = await this.repo.releasedOn(tenantId, lineIds, limit);
      return { rows: await this.toDtos(tenantId, rows), countByLine };
    });
  }

  /** The enterprise's production settings (defaults until saved). */
  settings(tenantId: string): Promise<WorkSettings> {
    return this.settingsCache.get(tenantId);
  }

  async editSettings(tenantId: string, input: z.output<typeof workSettingsEditSchema>): Promise<WorkSettings> {
    for (const field of ['boxRuleId', 'carrierRuleId'] as const) {
      const id = input[field];
      if (id) await this.deps.references.resolveOne(tenantId, 'barcodeRule', id, field);
    }
    const row = await this.repo.saveSettings(tenantId, {
      ...input,
      boxRuleId: input.boxRuleId ?? null,
      carrierRuleId: input.carrierRuleId ?? null,
    });
    this.settingsCache.changed(tenantId);
    return settingsOf(row);
  }

  /** Whether any order was issued on the routing version (routing edits then make a new one). */
  pinsVersion(tenantId: string, routingId: string, versionId: string): Promise<boolean> {
    return this.repo.pinsVersion(tenantId, routingId, versionId);
  }

  // -------------------------------------------------------------------------------------------
  // Pages
  // -------------------------------------------------------------------------------------------

  /** The enterprise time zone: system parameter `mes.timezone`, Asia/Shanghai when unset or unknown. */
  async timeZone(tenantId: string): Promise<string> {
    const value = (await this.deps.parameters.value(tenantId, SystemParamCodes.MES_TIMEZONE))?.trim();
    return value && isTimeZone(value) ? value : DEFAULT_MES_TIMEZONE;
  }

  /** Today's date (`yyyyMMdd`) in the enterprise time zone. */
  async today(tenantId: string): Promise<{ iso: string; compact: string }> {
    const date = zonedDate(new Date(), await this.timeZone(tenantId));
    const compact = `${date.year}${pad(date.month, 2)}${pad(date.day, 2)}`;
    return { iso: `${date.year}-${pad(date.month, 2)}-${pad(date.day, 2)}`, compact };
  }

  /**
   * A generated code: `prefix` + today (enterprise time zone) + the day's count, from the
   * counter row advanced in this transaction (concurrent requests wait on the row, so codes are
   * unique and a rolled-back request gives its number back). Codes typed by hand that happen to
   * take a number are skipped.
   */
  async generateCode(tenantId: string, prefix: 'WO' | 'PP', taken: (code: string) => Promise<boolean>) {
    return this.db.tenant(tenantId, async () => {
      const { iso, compact } = await this.today(tenantId);
      for (;;) {
        const value = await this.repo.nextCounter(tenantId, prefix, iso);
        const code = `${prefix}${compact}${pad(value, 4)}`;
        if (code.length > WORK_ORDER_CODE_MAX) throw new Error('work order code counter overflow');
        if (!(await taken(code))) return code;
      }
    });
  }

  /** The list of orders; scope `current` goes by the enterprise's day. */
  async page(tenantId: string, query: z.output<typeof workOrderPageQuerySchema>): Promise<PageResult<WorkOrder>> {
    return this.db.tenant(tenantId, async () =>
      this.resource.page(tenantId, { ...query, timeZone: await this.timeZone(tenantId) }),
    );
  }

  detail(tenantId: string, id: string): Promise<WorkOrder> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound('workOrders.notFound');
      return (await this.toDtos(tenantId, [row]))[0]!;
    });
  }

  exportRows(tenantId: string, query: ListQuery): Promise<WorkOrder[]> {
    return this.db.tenant(tenantId, async () =>
      this.resource.list(tenantId, { ...query, timeZone: await this.timeZone(tenantId) }),
    );
  }

  /** Adds an initial order; a blank code is numbered (`WO` + today + the day's count). */
  add(tenantId: string, input: AddInput, createdBy: string | null = null): Promise<WorkOrder> {
    return this.db.tenant(tenantId, async () => {
      const code =
        input.code ||
        (await this.generateCode(tenantId, 'WO', async (code) => !!(await this.resource.findByCode(tenantId, code))));
      return this.resource.add(tenantId, { ...input, code, createdBy });
    });
  }

  /** Edits an order the state machine lets be edited; a blank code keeps the order's. */
  edit(tenantId: string, input: EditInput): Promise<WorkOrder> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id, { lock: true });
      if (!current) throw notFound('workOrders.notFound');
      const move = workOrderTransition(current.status as WorkOrderStatus, 'edit');
      if (!move.ok) throw refusalError(current.code, 'edit', move.reason, current.status as WorkOrderStatus);
      const order = await this.resource.edit(tenantId, { ...input, code: input.code || current.code });
      if (current.planId && current.planId !== order.planId) await this.refreshPlan(tenantId, current.planId);
      return order;
    });
  }

  /**
   * One batch action: every order on its own (in a savepoint of the request's transaction, in
   * the order given), so one refusal does not stop the others. Each order is answered with its
   * code, whether it was done, and why not in `language`.
   */
  batch(
    tenantId: string,
    action: WorkOrderBatchAction,
    ids: readonly string[],
    language: Language,
  ): Promise<WorkOrderBatchResult> {
    return this.db.tenant(tenantId, async (tx) => {
      const wanted = [...new Set(ids)];
      const codes = new Map((await this.repo.findByIds(tenantId, wanted)).map((row) => [row.id, row.code]));
      const items: WorkOrderBatchItem[] = [];
      for (const id of wanted) {
        try {
          const status = await tx.transaction(() => this.apply(tenantId, id, action));
          items.push({
            id,
            code: codes.get(id) ?? '',
            ok: true,
            message: translate(language, 'workOrders.done'),
            status,
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const status = (await this.repo.findById(tenantId, id))?.status as WorkOrderStatus | undefined;
          items.push({
            id,
            code: codes.get(id) ?? '',
            ok: false,
            message: translate(language, error.messageKey, error.params),
            status: status ?? null,
          });
        }
      }
      const succeeded = items.filter((item) => item.ok).length;
      if (succeeded > 0) this.announce(tenantId);
      return { succeeded, refused: items.length - succeeded, items };
    });
  }

  /** Applies one action to one order; returns its new status (null when deleted). */
  private async apply(tenantId: string, id: string, action: WorkOrderBatchAction): Promise<WorkOrderStatus | null> {
    const row = await this.repo.findById(tenantId, id, { lock: true });
    if (!row) throw notFound('workOrders.notFound');
    const status = row.status as WorkOrderStatus;
    const move = workOrderTransition(status, action);
    if (!move.ok) throw refusalError(row.code, action, move.reason, status);
    const now = new Date();
    const values: Partial<WorkOrderInsert> = { status: move.next ?? status, statusChangedAt: now };
    switch (action) {
      case 'delete':
        if (row.inputQuantity > 0) throw conflict('workOrders.refused.produced', { code: row.code });
        await this.deps.references.assertUnused(tenantId, 'workOrder', { id: row.id, code: row.code, name: '' });
        await this.repo.delete(tenantId, id);
        if (row.planId) await this.refreshPlan(tenantId, row.planId);
        return null;
      case 'issue': {
        // The routing row is locked against a concurrent edit (FOR KEY SHARE against its FOR
        // UPDATE) until the order commits, so the version pinned is the one the edit will see in use.
        await this.deps.references.resolveOne(tenantId, 'routing', row.routingId, 'routingId');
        const routing = await this.deps.routings.detail(tenantId, row.routingId);
        if (!routing.currentVersionId || routing.stepCount === 0)
          throw conflict('workOrders.routingNoVersion', { routing: routing.code });
        Object.assign(values, {
          routingVersionId: routing.currentVersionId,
          routingVersionNo: routing.currentVersionNo,
          issuedAt: now,
        });
        break;
      }
      case 'complete':
      case 'close':
        values.finishedAt = now;
        break;
      default:
        break;
    }
    const updated = await this.repo.update(tenantId, id, values);
    return updated!.status as WorkOrderStatus;
  }

  /**
   * One imported row (spec 001 §5): product and line named by name (or code); the order number
   * as given (checked like the form's, with the row's other fields, by the import's schema).
   */
  importRow(tenantId: string, row: WorkOrderImportRow, createdBy: string | null): Promise<WorkOrder> {
    return this.db.tenant(tenantId, async () => {
      const product = await this.byName(tenantId, 'product', row.productName, 'productName');
      const line = await this.byName(tenantId, 'line', row.lineName, 'lineName');
      return this.add(
        tenantId,
        {
          code: row.code,
          type: row.type,
          productId: product.id,
          lineId: line.id,
          planQuantity: row.planQuantity,
          planDate: row.planDate,
          notes: row.notes ?? null,
          salesOrder: row.salesOrder ?? null,
        },
        createdBy,
      );
    });
  }

  /** A record named by exact code, else by exact name (one only). */
  async byName(tenantId: string, kind: RefKind, name: string, field: string): Promise<CodedRef> {
    const byCode = await this.deps.references.findByCode(tenantId, kind, name);
    if (byCode) return byCode;
    const wanted = name.trim().toLowerCase();
    const found = (await this.deps.references.options(tenantId, { kind, keyword: name, limit: 500 })).filter(
      (ref) => ref.name.trim().toLowerCase() === wanted,
    );
    if (found.length === 0) throw invalid('workOrders.import.unknown', { field, kind: refKindName(kind), name });
    if (found.length > 1) throw invalid('workOrders.import.ambiguous', { field, kind: refKindName(kind), name });
    return found[0]!;
  }

  /** Tells every open page of the enterprise (any process) that orders changed, once this transaction commits. */
  announce(tenantId: string): void {
    this.db.afterCommit(() =>
      this.deps.hub.publish({ target: { tenantId }, event: 'RefreshTable', data: { table: 'workOrder' } }),
    );
  }

  // -------------------------------------------------------------------------------------------
  // Internals
  // -------------------------------------------------------------------------------------------

  /** Checks (and locks) product, line, routing and plan; the routing defaults to the product's. */
  private async checkFields(tenantId: string, input: AddInput, current?: WorkOrderRow) {
    const product = await this.deps.references.resolveOne(tenantId, 'product', input.productId, 'productId');
    await this.deps.references.resolveOne(tenantId, 'line', input.lineId, 'lineId');
    let routingId = input.routingId ?? null;
    if (!routingId) {
      const [found] = (await this.deps.products.list(tenantId, { code: product.code })).filter(
        (candidate) => candidate.id === product.id,
      );
      routingId = found?.routingId ?? null;
      if (!routingId) throw invalid('workOrders.noRouting', { field: 'routingId', product: product.code });
    }
    await this.deps.references.resolveOne(tenantId, 'routing', routingId, 'routingId');
    const planId = input.planId ?? null;
    if (planId) await this.checkPlan(tenantId, planId, product, input.planQuantity, current);
    return {
      type: input.type,
      productId: product.id,
      lineId: input.lineId,
      routingId,
      planId,
      planQuantity: input.planQuantity,
      planDate: input.planDate,
      notes: input.notes || null,
      salesOrder: input.salesOrder || null,
    } satisfies Partial<WorkOrderInsert>;
  }

  /** An order made from a plan: the plan is open, of the same product, and not exceeded. */
  private async checkPlan(
    tenantId: string,
    planId: string,
    product: CodedRef,
    quantity: number,
    current?: WorkOrderRow,
  ) {
    const plan = await this.plans.findById(tenantId, planId, 'update');
    if (!plan)
      throw invalid('references.missing', { field: 'planId', kind: refKindName('productionPlan'), ids: planId });
    if (plan.status === 'closed' && current?.planId !== planId)
      throw conflict('workOrders.planClosed', { plan: plan.code });
    if (plan.productId !== product.id)
      throw invalid('workOrders.planProduct', {
        field: 'planId',
        plan: plan.code,
        product: await this.productLabel(tenantId, plan),
      });
    const totals = await this.repo.planTotals(tenantId, [planId]);
    const ordered = (totals.get(planId)?.quantity ?? 0) - (current?.planId === planId ? current.planQuantity : 0);
    if (ordered + quantity > plan.planQuantity)
      throw conflict('workOrders.planExceeded', {
        plan: plan.code,
        remaining: Math.max(0, plan.planQuantity - ordered),
        planQuantity: plan.planQuantity,
        ordered,
        requested: quantity,
      });
  }

  private async productLabel(tenantId: string, plan: RowOf<typeof productionPlans>) {
    const ref = (await this.lookup(tenantId, 'product', [plan.productId])).get(plan.productId);
    return ref ? `${ref.code} ${ref.name}` : plan.productId;
  }

  /** Recomputes a plan's ordered quantity from its orders. */
  async refreshPlan(tenantId: string, planId: string): Promise<void> {
    const totals = await this.repo.planTotals(tenantId, [planId]);
    await this.plans.update(tenantId, planId, { orderedQuantity: totals.get(planId)?.quantity ?? 0 });
  }

  private lookup(tenantId: string, kind: RefKind, ids: readonly (string | null)[]) {
    return lookupRefs(this.deps.references, tenantId, kind, ids);
  }

  async toDtos(tenantId: string, rows: readonly WorkOrderRow[]): Promise<WorkOrder[]> {
    const products = await this.lookup(
      tenantId,
      'product',
      rows.map((row) => row.productId),
    );
    const lines = await this.lookup(
      tenantId,
      'line',
      rows.map((row) => row.lineId),
    );
    const routings = await this.lookup(
      tenantId,
      'routing',
      rows.map((row) => row.routingId),
    );
    const planIds = [...new Set(rows.map((row) => row.planId).filter((id): id is string => !!id))];
    const plans = new Map((await this.plans.findByIds(tenantId, planIds)).map((plan) => [plan.id, plan.code]));
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      type: row.type as WorkOrder['type'],
      status: row.status as WorkOrderStatus,
      productId: row.productId,
      productCode: products.get(row.productId)?.code ?? row.productId,
      productName: products.get(row.productId)?.name ?? '',
      lineId: row.lineId,
      lineCode: lines.get(row.lineId)?.code ?? row.lineId,
      lineName: lines.get(row.lineId)?.name ?? '',
      routingId: row.routingId,
      routingCode: routings.get(row.routingId)?.code ?? row.routingId,
      routingName: routings.get(row.routingId)?.name ?? '',
      routingVersionId: row.routingVersionId,
      routingVersionNo: row.routingVersionNo,
      planId: row.planId,
      planCode: row.planId ? (plans.get(row.planId) ?? null) : null,
      planQuantity: row.planQuantity,
      planDate: row.planDate,
      notes: row.notes,
      salesOrder: row.salesOrder,
      inputQuantity: row.inputQuantity,
      goodQuantity: row.goodQuantity,
      badQuantity: row.badQuantity,
      scrapQuantity: row.scrapQuantity,
      issuedAt: at(row.issuedAt),
      startedAt: at(row.startedAt),
      finishedAt: at(row.finishedAt),
      statusChangedAt: row.statusChangedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
}
