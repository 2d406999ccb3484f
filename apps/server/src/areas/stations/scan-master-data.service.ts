import type { BarcodeRule, CodedRef, Process, RefKind, RoutingStep, ScanConfigDetail } from '@takt/contracts';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { createBarcodesModule } from '../barcodes/index.js';
import type { createBomModule } from '../bom/index.js';
import type { createFactoryModule } from '../factory/index.js';
import type { createProcessesModule } from '../processes/index.js';
import type { createShiftsModule } from '../shifts/index.js';

/**
 * How long a station, a process, a scan configuration or a barcode rule read by a scan is
 * reused by the scans that follow in this process. Master data changes seldom and a change
 * reaching the stations a few seconds later is harmless; reading it afresh for every scan is
 * most of a scan's cost. Routing versions are immutable and kept for good.
 */
export const MASTER_DATA_TTL_MS = 5_000;
/** The shift of a line is reused while a scan falls inside the same shift occurrence, for at most this long. */
const SHIFT_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;

/** Resolved values only: an in-flight load belongs to one request's transaction. */
class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }
}

export interface ScanStation {
  id: string;
  code: string;
  name: string;
  lineId: string;
  lineName: string | null;
  processes: CodedRef[];
  /** Other lines whose units it repairs. */
  servedLines: CodedRef[];
}

export interface MasterDataDeps {
  references: ReferenceRegistry;
  factory: ReturnType<typeof createFactoryModule>;
  shifts: ReturnType<typeof createShiftsModule>;
  processes: ReturnType<typeof createProcessesModule>;
  bom: ReturnType<typeof createBomModule>;
  barcodes: ReturnType<typeof createBarcodesModule>;
}

/** The master data a scan reads, through the owning areas' services, briefly cached. */
export class ScanMasterData {
  private readonly stations = new TtlCache<ScanStation>(MASTER_DATA_TTL_MS);
  private readonly processes = new TtlCache<Process>(MASTER_DATA_TTL_MS);
  private readonly configs = new TtlCache<ScanConfigDetail | null>(MASTER_DATA_TTL_MS);
  private readonly rules = new TtlCache<BarcodeRule>(MASTER_DATA_TTL_MS);
  private readonly refs = new TtlCache<CodedRef>(MASTER_DATA_TTL_MS);
  private readonly steps = new Map<string, RoutingStep[]>();
  private readonly shifts = new Map<string, { shiftId: string | null; from: number; to: number; expires: number }>();

  constructor(private readonly deps: MasterDataDeps) {}

  /** A workstation of the enterprise (404 otherwise) with its line and processes. */
  station(tenantId: string, stationId: string): Promise<ScanStation> {
    return this.stations.get(`${tenantId}:${stationId}`, async () => {
      const station = await this.deps.factory.factory.detail(
        'station',
        { tenantId, scope: { kind: 'all' } },
        stationId,
      );
      return {
        id: station.id,
        code: station.code,
        name: station.name,
        lineId: station.lineId,
        lineName: station.lineName,
        processes: station.processes,
        servedLines: station.servedLines,
      };
    });
  }

  /** The workstations of a line configured with a process (not cached: for refusals, not for scans). */
  async stationsWith(tenantId: string, lineId: string, processId: string): Promise<CodedRef[]> {
    const stations = await this.deps.factory.factory.list('station', { tenantId, scope: { kind: 'all' } }, { lineId });
    return stations
      .filter((station) => station.processes.some((process) => process.id === processId))
      .map((station) => ({ id: station.id, code: station.code, name: station.name }));
  }

  process(tenantId: string, processId: string): Promise<Process> {
    return this.processes.get(`${tenantId}:${processId}`, () =>
      this.deps.processes.processes.detail(tenantId, processId),
    );
  }

  /** The steps of a routing version (immutable once a work order pins it). */
  async routingSteps(
    tenantId: string,
    routingId: string,
    versionId: string,
    versionNo: number,
  ): Promise<RoutingStep[]> {
    const key = `${tenantId}:${versionId}`;
    const cached = this.steps.get(key);
    if (cached) return cached;
    const detail = await this.deps.processes.routings.detail(tenantId, routingId, versionNo);
    if (detail.versionId !== versionId)
      throw new Error(`routing ${routingId} v${versionNo} is not version ${versionId}`);
    if (this.steps.size >= MAX_ENTRIES) this.steps.delete(this.steps.keys().next().value!);
    this.steps.set(key, detail.steps);
    return detail.steps;
  }

  scanConfig(tenantId: string, productId: string, processId: string): Promise<ScanConfigDetail | null> {
    return this.configs.get(`${tenantId}:${productId}:${processId}`, () =>
      this.deps.bom.scanConfigs.forProductProcess(tenantId, productId, processId),
    );
  }

  barcodeRule(tenantId: string, ruleId: string): Promise<BarcodeRule> {
    return this.rules.get(`${tenantId}:${ruleId}`, () => this.deps.barcodes.records.detail(tenantId, ruleId));
  }

  /** Code and name of a record (a product, a line …) of the enterprise; the id itself when it is gone. */
  ref(tenantId: string, kind: RefKind, id: string): Promise<CodedRef> {
    return this.refs.get(`${tenantId}:${kind}:${id}`, async () => {
      const [found] = await this.deps.references.options(tenantId, { kind, ids: [id], limit: 1 });
      return found ?? { id, code: id, name: '' };
    });
  }

  /** Code and name of several records of a kind (not cached: for look-ups, not for scans). */
  refsOf(tenantId: string, kind: RefKind, ids: readonly string[]): Promise<CodedRef[]> {
    return this.deps.references.options(tenantId, { kind, ids: [...ids], limit: ids.length });
  }

  /** The shift line `lineId` is on at `at` (null: none), for reports; resolved once per shift occurrence. */
  async shiftId(tenantId: string, lineId: string, at: Date): Promise<string | null> {
    const key = `${tenantId}:${lineId}`;
    const now = Date.now();
    const time = at.getTime();
    const hit = this.shifts.get(key);
    if (hit && hit.expires > now && time >= hit.from && time < hit.to) return hit.shiftId;
    const resolved = await this.deps.shifts.resolver.resolve(tenantId, lineId, at);
    const shiftId = resolved.shift?.id ?? null;
    // A line without a regime has no shift at any time; between two shifts the answer holds
    // for this instant only.
    const always = resolved.regime === null;
    const from = always ? Number.NEGATIVE_INFINITY : (resolved.shiftStart?.getTime() ?? time);
    const to = always ? Number.POSITIVE_INFINITY : (resolved.shiftEnd?.getTime() ?? time);
    if (this.shifts.size >= MAX_ENTRIES) this.shifts.delete(this.shifts.keys().next().value!);
    this.shifts.set(key, { shiftId, from, to, expires: now + SHIFT_TTL_MS });
    return shiftId;
  }

  timeZone(tenantId: string): Promise<string> {
    return this.deps.shifts.resolver.timeZone(tenantId);
  }
}
