import type { Language, newBoxSchema, PackageState, ScanOutcome, StationKind } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BarcodeRuleService } from '../barcodes/barcode-rule.service.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';
import { AssemblyMaterials } from './assembly-materials.service.js';
import { Packing } from './packing.service.js';
import { PassingAndRepair } from './passing-and-repair.service.js';
import type { ProgressAnnouncer } from './progress-announcer.service.js';
import { pickCounts } from './scan-answers.rules.js';
import {
  type AssemblyScan,
  type Draft,
  type EncasementScan,
  type MaintainScan,
  noDelta,
  type OutcomeBody,
  type PackScan,
  type PassingScan,
  type ReturnScan,
  type ScanActor,
  type ScanOptions,
  type ScanRequestOf,
  scanTime,
  type UnbindRequest,
  type UnpackRequest,
} from './scan-draft.rules.js';
import { scanFingerprint } from './scan-fingerprint.util.js';
import type { ScanMasterData } from './scan-master-data.service.js';
import { ScanUnits } from './scan-units.service.js';
import { ScanUsage } from './scan-usage.service.js';
import type { ProductionRepository } from './stations.repository.js';

export type {
  AssemblyScan,
  EncasementScan,
  MaintainScan,
  PackScan,
  PassingScan,
  ReturnScan,
  ScanActor,
  ScanOptions,
  ScanRequestOf,
  UnbindRequest,
  UnpackRequest,
} from './scan-draft.rules.js';

/** What the scan path needs of the work-orders area (its service joins the scan's transaction). */
export type ScanOrders = Pick<WorkOrderService, 'forScan' | 'applyProgress' | 'scanRefusal' | 'settings'>;

export interface ScanServiceDeps {
  orders: ScanOrders;
  references: ReferenceRegistry;
  barcodeRules: Pick<BarcodeRuleService, 'generate'>;
  announcer: Pick<ProgressAnnouncer, 'announce'>;
  /**
   * The workstation's ESD state at the scan (the ESD area's interlock, inside the scan's
   * transaction): kept on every event of the scan as `detail.esd`; it throws to refuse the scan.
   */
  esdState?: (tenantId: string, stationId: string) => Promise<string | null>;
}

/**
 * Station scanning. Each scan runs in one transaction: its client scan id is claimed first
 * (a retry finds the stored answer; a concurrent twin waits for this one and then finds it),
 * then the master data is read, then the unit is locked (`FOR UPDATE`; a new serial is inserted
 * with `ON CONFLICT DO NOTHING` and locked), then boxes and carriers, and the order's counters
 * are changed last in one atomic UPDATE (the work-orders area's `applyProgress`). Every lock is
 * taken in that order, so concurrent scans queue instead of deadlocking. A refusal throws: the
 * transaction rolls back and nothing, the claimed id included, is kept.
 *
 * This class is the frame (claim, time, station, events, order counts, stored answer); what
 * each station kind does lives in the unit steps (scan-units.service.ts), the assembly materials
 * (assembly-materials.service.ts), packing (packing.service.ts) and passing and repair (passing-and-repair.service.ts).
 */
export class ScanService {
  /** What remains to scan at a process, and the materials check (the unit look-up uses it too). */
  readonly materials: AssemblyMaterials;
  readonly packing: Packing;
  private readonly repairs: PassingAndRepair;
  private readonly usage: ScanUsage;

  constructor(
    private readonly db: Database,
    private readonly repo: ProductionRepository,
    private readonly master: ScanMasterData,
    private readonly deps: ScanServiceDeps,
  ) {
    const units = new ScanUnits(repo, master, deps.orders);
    this.materials = new AssemblyMaterials(repo, units);
    this.packing = new Packing(db, repo, master, units, this.materials, deps);
    this.repairs = new PassingAndRepair(repo, units, this.materials, this.packing, deps.references);
    this.usage = new ScanUsage(db, deps.references);
  }

  /** One scan of a station kind (the routes call this; so can the demo seed and the benchmark). */
  scan<K extends StationKind>(
    tenantId: string,
    actor: ScanActor,
    kind: K,
    request: ScanRequestOf[K],
    language: Language = 'en-US',
    options: ScanOptions = {},
  ): Promise<ScanOutcome> {
    return this.run(tenantId, actor, kind, request, language, options, (draft) => {
      switch (kind) {
        case 'assembly':
          return this.materials.scan(draft, request as AssemblyScan);
        case 'passing':
          return this.repairs.passing(draft, request as PassingScan);
        case 'encasement':
          return this.packing.encase(draft, request as EncasementScan);
        case 'pack':
          return this.packing.pack(draft, request as PackScan);
        case 'maintain':
          return this.repairs.maintain(draft, request as MaintainScan);
        default:
          return this.repairs.returnToLine(draft, request as ReturnScan);
      }
    });
  }

  /** Assembly: takes a material out of a unit; its barcode is cancelled for good. */
  unbind(
    tenantId: string,
    actor: ScanActor,
    request: UnbindRequest,
    language: Language = 'en-US',
    options: ScanOptions = {},
  ) {
    return this.run(tenantId, actor, 'unbind', request, language, options, (draft) =>
      this.materials.unbind(draft, request),
    );
  }

  /** Encasement: takes a unit out of its box; it waits at the packing step again. */
  unpack(
    tenantId: string,
    actor: ScanActor,
    request: UnpackRequest,
    language: Language = 'en-US',
    options: ScanOptions = {},
  ) {
    return this.run(tenantId, actor, 'unpack', request, language, options, (draft) =>
      this.packing.unpack(draft, request),
    );
  }

  /** Seals a box or a carrier before it is full (a sealed one is answered as it is). */
  seal(tenantId: string, stationId: string, kind: 'box' | 'carrier', code: string): Promise<PackageState> {
    return this.packing.seal(tenantId, stationId, kind, code);
  }

  /** The next box code of a barcode rule (a generation of one code, counted like any other). */
  newBox(tenantId: string, actor: ScanActor, input: z.output<typeof newBoxSchema>): Promise<{ code: string }> {
    return this.packing.newBox(tenantId, actor, input);
  }

  // ── the frame of every scan ────────────────────────────────────────────────────────────

  private run(
    tenantId: string,
    actor: ScanActor,
    /** The scan kind, or unbind / unpack: part of what the client scan id stands for. */
    operation: string,
    request: { clientScanId: string; stationId: string; scannedAt?: string | undefined },
    language: Language,
    options: ScanOptions,
    work: (draft: Draft) => Promise<OutcomeBody>,
  ): Promise<ScanOutcome> {
    return this.db.tenant(tenantId, async () => {
      const { clientScanId, stationId } = request;
      const fingerprint = scanFingerprint(operation, request);
      if (!(await this.repo.claimRequest(tenantId, clientScanId, stationId, fingerprint))) {
        // The same request again is answered as before; another request under its id is refused.
        const stored = await this.repo.storedRequest(tenantId, clientScanId);
        const same = stored && stored.stationId === stationId && (stored.fingerprint ?? fingerprint) === fingerprint;
        if (!same) throw conflict('production.scanIdReused', { id: clientScanId });
        return { ...(stored.response as ScanOutcome), replayed: true };
      }
      const at = scanTime(request.scannedAt, options);
      const station = await this.master.station(tenantId, stationId);
      const esd = (await this.deps.esdState?.(tenantId, station.id)) ?? null;
      const shiftId = await this.master.shiftId(tenantId, station.lineId, at);
      const draft: Draft = {
        tenantId,
        actor,
        language,
        station,
        at,
        clientScanId,
        shiftId,
        events: [],
        delta: noDelta(),
        leftover: false,
      };
      const body = await work(draft);
      if (esd !== null) for (const event of draft.events) event.detail = { ...event.detail, esd };
      await this.repo.insertEvents(tenantId, draft.events);
      // The workstation and process of a first scan there are kept from being deleted.
      await this.usage.record(tenantId, draft.events);
      const orderId = body.order?.id ?? body.unit?.workOrderId ?? null;
      let order = body.order;
      const { input, good, bad, scrap } = draft.delta;
      if (orderId && (input || good || bad || scrap)) {
        // Last: the order's row is the one every scan of the order queues on.
        // The order completes itself only when none of its units is left in process or in repair.
        const counts = await this.deps.orders.applyProgress(tenantId, orderId, draft.delta, at, {
          unitsOpen: () => this.repo.hasOpenUnits(tenantId, orderId),
          leftover: draft.leftover,
        });
        if (!counts) {
          const current = await this.deps.orders.forScan(tenantId, orderId);
          throw this.deps.orders.scanRefusal(current?.status ?? 'closed') ?? notFound();
        }
        if (order) order = { ...order, ...pickCounts(counts), status: counts.status };
      }
      const outcome: ScanOutcome = {
        clientScanId,
        replayed: false,
        scannedAt: at.toISOString(),
        ...body,
        order,
      };
      await this.repo.saveResponse(tenantId, clientScanId, outcome as unknown as Record<string, unknown>);
      if (orderId) this.db.afterCommit(async () => this.deps.announcer.announce(tenantId, [orderId]));
      return outcome;
    });
  }
}
