import {
  addDays,
  instantOfWallMinutes,
  type Language,
  MINUTES_PER_DAY,
  type StationKind,
  wallMinutes,
} from '@takt/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { BarcodeRuleService } from '../barcodes/barcode-rule.service.js';
import type { AccountService } from '../identity/account.service.js';
import type { WorkOrderService } from '../work-orders/work-order.service.js';
import type { ScanActor, ScanRequestOf, ScanService } from './scan.service.js';
import { productionUnits } from './stations.table.js';

/**
 * The demo's production: units of the demo orders scanned through their routings at the demo
 * lines' workstations by the station scanning service (the code behind the scan routes, so every
 * row is what real scans leave), over the last week and both shifts: serials and key parts at
 * the first assembly step, reels (lots) shared by dozens of units, failures at the test and
 * inspection stations with demo bad phenomena, repaired (and tested again) or scrapped, finished
 * fans packed into boxes and boxes onto carriers. Orders of the past days are added and
 * finished; the open orders of today are scanned up to now, so units are still on the line (and
 * a few in repair). Idempotent: an enterprise that has units already is skipped. It runs in the
 * background after the server listens (a few minutes on the embedded database); stopping the
 * server ends it after the current transaction, leaving the history cut short.
 */

/**
 * Units per transaction. The seed runs while the console already serves (the embedded database
 * runs one transaction at a time), so a transaction stays short: about 30 scans.
 */
const UNITS_PER_TRANSACTION = 1;
const BOX_CAPACITY = 20;
const CARRIER_CAPACITY = 4;
/** A new reel (lot) of cable or resistors after this many units. */
const UNITS_PER_REEL = 50;

type LineKind = 'assembly' | 'smt';

interface DemoRun {
  /** An order of the work-orders demo, or one added here (`add`) and finished. */
  order: string;
  /** Planned for the day the run starts. */
  add?: { product: string; quantity: number };
  line: string;
  /** Units to make (orders added here: their plan quantity). */
  units: number;
  /**
   * When the first unit starts: a day before today (-1 = yesterday) and the local hour, so the
   * run ends on its plan day (morning runs in the day shift, afternoon runs into the night
   * shift); `now`: the run is still going, its last units are on the line now.
   */
  startAt: { day: number; hour: number } | 'now';
  /** Seconds between units starting at the first step. */
  taktSeconds: number;
}

/**
 * Per line in time order: finished orders of the past six days (each within its plan day, about
 * ten hours), then the open orders of today, going on now. About 2,400 units in all.
 */
const DEMO_RUNS: DemoRun[] = [
  {
    order: 'WO-DEMO-S110',
    add: { product: 'SF-CB100', quantity: 320 },
    line: 'SMT-L1',
    units: 320,
    startAt: { day: -6, hour: 8 },
    taktSeconds: 110,
  },
  {
    order: 'WO-DEMO-S111',
    add: { product: 'SF-CB200', quantity: 260 },
    line: 'SMT-L1',
    units: 260,
    startAt: { day: -4, hour: 8 },
    taktSeconds: 130,
  },
  {
    order: 'WO-DEMO-S112',
    add: { product: 'SF-CB100', quantity: 300 },
    line: 'SMT-L1',
    units: 300,
    startAt: { day: -2, hour: 8.5 },
    taktSeconds: 110,
  },
  { order: 'WO-DEMO-S101', line: 'SMT-L1', units: 60, startAt: 'now', taktSeconds: 480 },
  {
    order: 'WO-DEMO-S210',
    add: { product: 'SF-CB200', quantity: 280 },
    line: 'SMT-L2',
    units: 280,
    startAt: { day: -5, hour: 13.5 },
    taktSeconds: 120,
  },
  {
    order: 'WO-DEMO-S211',
    add: { product: 'SF-CB100', quantity: 240 },
    line: 'SMT-L2',
    units: 240,
    startAt: { day: -3, hour: 14 },
    taktSeconds: 130,
  },
  {
    order: 'WO-DEMO-A110',
    add: { product: 'FG-FAN-D12', quantity: 240 },
    line: 'ASM-L1',
    units: 240,
    startAt: { day: -6, hour: 13 },
    taktSeconds: 150,
  },
  {
    order: 'WO-DEMO-A111',
    add: { product: 'FG-FAN-D10', quantity: 200 },
    line: 'ASM-L1',
    units: 200,
    startAt: { day: -4, hour: 9 },
    taktSeconds: 160,
  },
  { order: 'WO-DEMO-A102', line: 'ASM-L1', units: 20, startAt: { day: -2, hour: 8 }, taktSeconds: 1800 },
  { order: 'WO-DEMO-A101', line: 'ASM-L1', units: 80, startAt: 'now', taktSeconds: 360 },
  {
    order: 'WO-DEMO-A210',
    add: { product: 'FG-FAN-F20', quantity: 200 },
    line: 'ASM-L2',
    units: 200,
    startAt: { day: -5, hour: 13 },
    taktSeconds: 180,
  },
  {
    order: 'WO-DEMO-A211',
    add: { product: 'FG-FAN-F20', quantity: 160 },
    line: 'ASM-L2',
    units: 160,
    startAt: { day: -1, hour: 13 },
    taktSeconds: 200,
  },
  { order: 'WO-DEMO-A201', line: 'ASM-L2', units: 40, startAt: 'now', taktSeconds: 720 },
];

interface Step {
  /** The step of the demo routing (R-FAN-D / R-FAN-F, R-CB). */
  stepNo: number;
  process: string;
  /** The workstation (position on the line) and the screen that scans there. */
  station: number;
  kind: 'assembly' | 'passing' | 'encasement';
  /** Minutes after the unit started. */
  minutes: number;
}

const ROUTES: Record<LineKind, Step[]> = {
  assembly: [
    { stepNo: 1, process: 'P050', station: 1, kind: 'assembly', minutes: 0 },
    { stepNo: 2, process: 'P060', station: 2, kind: 'passing', minutes: 7 },
    { stepNo: 3, process: 'P070', station: 3, kind: 'assembly', minutes: 16 },
    { stepNo: 4, process: 'P080', station: 4, kind: 'passing', minutes: 24 },
    { stepNo: 5, process: 'P090', station: 5, kind: 'encasement', minutes: 31 },
  ],
  smt: [
    { stepNo: 1, process: 'P010', station: 1, kind: 'assembly', minutes: 0 },
    { stepNo: 2, process: 'P020', station: 2, kind: 'assembly', minutes: 4 },
    { stepNo: 4, process: 'P040', station: 4, kind: 'passing', minutes: 14 },
  ],
};

/** Where units fail and why; a repaired unit is tested again at the step it failed. */
const FAILURES: Record<string, { rate: number; defects: [phenomenon: string, type: string][] }> = {
  P060: {
    rate: 0.03,
    defects: [
      ['BP-NO-SPIN', 'DT-FUNC'],
      ['BP-NOISE', 'DT-FUNC'],
      ['BP-TEST-FAIL', 'DT-FUNC'],
      ['BP-LEAKAGE', 'DT-SAFE'],
    ],
  },
  P080: {
    rate: 0.014,
    defects: [
      ['BP-SCRATCH', 'DT-APP'],
      ['BP-SCREW', 'DT-ASM'],
      ['BP-WOBBLE', 'DT-ASM'],
      ['BP-LABEL', 'DT-PKG'],
    ],
  },
  P040: {
    rate: 0.045,
    defects: [
      ['BP-BRIDGE', 'DT-SOLDER'],
      ['BP-COLD', 'DT-SOLDER'],
      ['BP-MISSING', 'DT-ASM'],
    ],
  },
};
/** Cause, responsible unit and solution of a repair, per bad phenomenon. */
const REPAIRS: Record<string, [cause: string, responsible: string, solution: string]> = {
  'BP-NO-SPIN': ['C-MOTOR', 'RU-SUP-MOTOR', 'S-REPLACE'],
  'BP-NOISE': ['C-MOTOR', 'RU-SUP-MOTOR', 'S-REPLACE'],
  'BP-TEST-FAIL': ['C-FIXTURE', 'RU-ASM', 'S-RETEST'],
  'BP-LEAKAGE': ['C-OPERATOR', 'RU-ASM', 'S-REPLACE'],
  'BP-SCRATCH': ['C-OPERATOR', 'RU-ASM', 'S-REPLACE'],
  'BP-SCREW': ['C-SOP', 'RU-ASM', 'S-TRAIN'],
  'BP-WOBBLE': ['C-OPERATOR', 'RU-ASM', 'S-ADJUST'],
  'BP-LABEL': ['C-OPERATOR', 'RU-ASM', 'S-REPACK'],
  'BP-BRIDGE': ['C-STENCIL', 'RU-SMT', 'S-RESOLDER'],
  'BP-COLD': ['C-REFLOW', 'RU-SMT', 'S-RESOLDER'],
  'BP-MISSING': ['C-PCB', 'RU-SUP-PCB', 'S-REPLACE'],
};
/** Every this many failures one is scrapped at the repair bench, the others are repaired. */
const SCRAP_EVERY = 6;

/**
 * Per product: where its serials come from (the barcode rule its scan configuration names, issued
 * through the barcodes area so counters and issued codes are true; or a prefix of the mask), key
 * part and reel barcodes (they fit the demo scan configurations' masks).
 */
const PRODUCTS: Record<
  string,
  { kind: LineKind; serial: { rule: string } | { prefix: string }; part: string; reel: string }
> = {
  'FG-FAN-D10': { kind: 'assembly', serial: { rule: 'SN-FAN' }, part: 'MD35', reel: 'CBL' },
  'FG-FAN-D12': { kind: 'assembly', serial: { rule: 'SN-FAN' }, part: 'MD35', reel: 'CBL' },
  'FG-FAN-F20': { kind: 'assembly', serial: { rule: 'SN-FAN' }, part: 'MF55', reel: 'CBL' },
  'SF-CB100': { kind: 'smt', serial: { prefix: 'CB100' }, part: 'MCU32', reel: 'R10K' },
  'SF-CB200': { kind: 'smt', serial: { prefix: 'CB200' }, part: 'MCU32', reel: 'R10K' },
};

export interface ProductionSeedDeps {
  db: Database;
  scans: ScanService;
  workOrders: WorkOrderService;
  references: ReferenceRegistry;
  /** Serials of the products whose scan configuration names a barcode rule. */
  barcodeRules: Pick<BarcodeRuleService, 'generate'>;
  /** The demo's operator and technician, looked up by account. */
  accounts: Pick<AccountService, 'usersByAccount'>;
  /** At most this many units per order (tests); all when unset. */
  unitsPerOrder?: number | undefined;
  timeZone(tenantId: string): Promise<string>;
  log: FastifyBaseLogger;
}

/** A small deterministic random source (the demo is the same on every first start). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Year, month and day (two digits each) of an instant in the time zone. */
function localParts(at: Date, timeZone: string): { yy: string; mm: string; dd: string } {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: '2-digit', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return { yy: parts.year ?? '00', mm: parts.month ?? '00', dd: parts.day ?? '00' };
}

interface Refs {
  station(line: string, position: number): string;
  process(code: string): string;
  ref(kind: 'badPhenomenon' | 'defectType' | 'defectCause' | 'responsibleUnit' | 'solution', code: string): string;
}

export async function seedProductionDemo(
  deps: ProductionSeedDeps,
  tenantId: string,
  signal?: AbortSignal,
): Promise<void> {
  const { db, scans, workOrders, references, log } = deps;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const existing = await db.tenant(tenantId, (tx) =>
    tx.select({ id: productionUnits.id }).from(productionUnits).where(eq(productionUnits.tenantId, tenantId)).limit(1),
  );
  if (existing.length > 0) return;

  // What the demo factory provides; an enterprise without it (another layout) gets no production.
  const codes = new Map<string, string>();
  const find = async (kind: Parameters<ReferenceRegistry['findByCode']>[1], code: string) => {
    const key = `${kind}:${code}`;
    if (!codes.has(key)) {
      const found = await references.findByCode(tenantId, kind, code);
      if (found) codes.set(key, found.id);
    }
    return codes.get(key);
  };
  const lines = [...new Set(DEMO_RUNS.map((run) => run.line))];
  for (const line of lines)
    for (let position = 1; position <= 6; position++) await find('station', `${line}-S0${position}`);
  for (const steps of Object.values(ROUTES)) for (const step of steps) await find('process', step.process);
  for (const failure of Object.values(FAILURES)) {
    for (const [phenomenon, type] of failure.defects) {
      await find('badPhenomenon', phenomenon);
      await find('defectType', type);
      const [cause, responsible, solution] = REPAIRS[phenomenon]!;
      await find('defectCause', cause);
      await find('responsibleUnit', responsible);
      await find('solution', solution);
    }
  }
  await find('solution', 'S-SCRAP');
  const serialRules = Object.values(PRODUCTS).flatMap(({ serial }) => ('rule' in serial ? [serial.rule] : []));
  for (const rule of serialRules) await find('barcodeRule', rule);
  const missing = (kind: string, code: string) => !codes.has(`${kind}:${code}`);
  if (
    lines.some((line) => [1, 2, 3, 4, 5].some((position) => missing('station', `${line}-S0${position}`))) ||
    Object.values(ROUTES).some((steps) => steps.some((step) => missing('process', step.process))) ||
    serialRules.some((rule) => missing('barcodeRule', rule))
  )
    return;
  const refs: Refs = {
    station: (line, position) => codes.get(`station:${line}-S0${position}`)!,
    process: (code) => codes.get(`process:${code}`)!,
    ref: (kind, code) => codes.get(`${kind}:${code}`) ?? '',
  };

  const people = await deps.accounts.usersByAccount(tenantId, ['operator', 'admin']);
  const person = (account: string) => people.find((row) => row.account === account) ?? people[0];
  const operator = person('operator');
  const technician = person('admin');
  if (!operator || !technician) return;

  const timeZone = await deps.timeZone(tenantId);
  const now = Date.now();
  const today = Math.floor(wallMinutes(new Date(now), timeZone) / MINUTES_PER_DAY);
  // A run going on now started so long ago that its last units have just begun.
  const beginOf = (run: DemoRun) =>
    run.startAt === 'now'
      ? now - run.units * run.taktSeconds * 1000 - 5 * 60_000
      : instantOfWallMinutes((today + run.startAt.day) * MINUTES_PER_DAY + run.startAt.hour * 60, timeZone).getTime();
  const planDate = (run: DemoRun) => addDays('1970-01-01', run.startAt === 'now' ? today : today + run.startAt.day);

  const orderIds = await demoOrders(deps, tenantId, find, planDate);
  if (!orderIds) return;

  const actors = {
    operator: { userId: operator.id, name: operator.name },
    technician: { userId: technician.id, name: technician.name },
  };
  const issueSerials: SerialIssuer = async (rule, count, inputs, at) =>
    (
      await deps.barcodeRules.generate(
        tenantId,
        actors.operator,
        { ruleId: codes.get(`barcodeRule:${rule}`)!, count, ...inputs },
        { at },
      )
    ).codes;
  const world = new DemoLine(scans, tenantId, refs, timeZone, actors, issueSerials);
  // In time order, so reels, boxes and carriers are used up in the order the days went.
  const limit = deps.unitsPerOrder ?? Number.POSITIVE_INFINITY;
  const runs = DEMO_RUNS.map((run) => ({ ...run, units: Math.min(run.units, limit) })).sort(
    (a, b) => beginOf(a) - beginOf(b),
  );
  try {
    for (const run of runs) {
      const orderId = orderIds.get(run.order);
      const order = orderId ? await workOrders.forScan(tenantId, orderId) : null;
      if (!order) continue;
      const product = [...Object.keys(PRODUCTS)].find((code) => codes.get(`product:${code}`) === order.productId);
      if (!product) continue;
      const begin = beginOf(run);
      const units = Array.from({ length: run.units }, (_, i) => begin + i * run.taktSeconds * 1000);
      const serials = await world.serials(product, order.code, units);
      for (let first = 0; first < units.length; first += UNITS_PER_TRANSACTION) {
        if (signal?.aborted) {
          log.warn({ units: world.units, scans: world.scanCount }, 'demo production cut short: the server stopped');
          return;
        }
        // Requests waiting for the database go first.
        await new Promise((resolve) => setImmediate(resolve));
        await db.tenant(tenantId, async () => {
          for (let i = first; i < Math.min(first + UNITS_PER_TRANSACTION, units.length); i++)
            await world.unit({
              orderId: order.id,
              product,
              line: run.line,
              start: units[i]!,
              serial: serials[i]!,
              now,
            });
        });
      }
      if (run.add) {
        await db.tenant(tenantId, () => world.closeBoxes(run.line, order.id, now));
        await workOrders.batch(tenantId, 'complete', [order.id], 'en-US');
      }
    }
  } catch (error) {
    // A refused scan means the demo and the scan rules disagree: keep what is there and say so.
    log.error({ err: error }, 'demo production stopped');
  }
  const used = process.cpuUsage(cpu);
  log.info(
    {
      units: world.units,
      scans: world.scanCount,
      ms: Math.round(performance.now() - started),
      cpuMs: Math.round((used.user + used.system) / 1000),
    },
    'demo production seeded',
  );
}

/** The demo orders the runs scan: the work-orders demo's, plus the finished ones of the past days (added and issued here). */
async function demoOrders(
  deps: ProductionSeedDeps,
  tenantId: string,
  find: (kind: 'workOrder' | 'product' | 'line', code: string) => Promise<string | undefined>,
  planDate: (run: DemoRun) => string,
): Promise<Map<string, string> | null> {
  const ids = new Map<string, string>();
  for (const code of Object.keys(PRODUCTS)) await find('product', code);
  for (const run of DEMO_RUNS) {
    const productCode = run.add?.product;
    let id = await find('workOrder', run.order);
    if (!id && run.add && productCode) {
      const productId = await find('product', productCode);
      const lineId = await find('line', run.line);
      if (!productId || !lineId) continue;
      const added = await deps.workOrders.add(tenantId, {
        code: run.order,
        type: 'normal',
        productId,
        lineId,
        planQuantity: run.add.quantity,
        planDate: planDate(run),
        notes: null,
        salesOrder: null,
        planId: null,
      });
      await deps.workOrders.batch(tenantId, 'issue', [added.id], 'en-US');
      id = added.id;
    }
    if (id) ids.set(run.order, id);
  }
  return ids.size > 0 ? ids : null;
}

interface UnitPlan {
  orderId: string;
  product: string;
  line: string;
  /** When the unit starts at the first step (ms). */
  start: number;
  serial: string;
  now: number;
}

/** `count` codes of a barcode rule, issued as at `at`. */
type SerialIssuer = (
  rule: string,
  count: number,
  inputs: { productCode: string; orderNumber: string },
  at: Date,
) => Promise<string[]>;

/** Scans units through their routing, one after another, keeping serial counters, reels, boxes and carriers. */
class DemoLine {
  units = 0;
  scanCount = 0;
  private readonly rand = random(20261123);
  private readonly serialCounts = new Map<string, number>();
  private readonly parts = new Map<string, number>();
  private readonly boxes = new Map<string, { code: string; count: number; lastAt: number }>();
  private readonly carriers = new Map<string, { code: string; count: number }>();
  private boxNo = 0;
  private failures = 0;
  private carrierNo = 0;
  private clientId = 0;

  constructor(
    private readonly scans: ScanService,
    private readonly tenantId: string,
    private readonly refs: Refs,
    private readonly timeZone: string,
    private readonly people: { operator: ScanActor; technician: ScanActor },
    private readonly issueSerials: SerialIssuer,
  ) {}

  private async scan<K extends StationKind>(
    kind: K,
    at: number,
    request: Omit<ScanRequestOf[K], 'clientScanId' | 'scannedAt'>,
    actor = this.people.operator,
  ) {
    this.scanCount++;
    this.clientId++;
    // Ids of the demo: stable and recognisable (a version-4 layout with a counter).
    const clientScanId = `d0000000-0000-4000-8000-${pad(this.clientId, 12)}`;
    return this.scans.scan(
      this.tenantId,
      actor,
      kind,
      { ...request, clientScanId, scannedAt: new Date(at).toISOString() } as ScanRequestOf[K],
      'en-US' satisfies Language,
      { trustedTime: true },
    );
  }

  private next(map: Map<string, number>, key: string): number {
    const value = (map.get(key) ?? 0) + 1;
    map.set(key, value);
    return value;
  }

  /**
   * The serials of units starting at `starts` (ascending): from the product's barcode rule, one
   * generation per day the run spans, made at its first unit's start (as a line prints its day's
   * labels); else the prefix, month and a monthly count.
   */
  async serials(product: string, orderNumber: string, starts: readonly number[]): Promise<string[]> {
    const source = PRODUCTS[product]!.serial;
    if ('prefix' in source)
      return starts.map((start) => {
        const { yy, mm } = localParts(new Date(start), this.timeZone);
        return `${source.prefix}-${yy}${mm}${pad(this.next(this.serialCounts, `${source.prefix}${yy}${mm}`), 4)}`;
      });
    const days = new Map<string, number[]>();
    for (const start of starts) {
      const { yy, mm, dd } = localParts(new Date(start), this.timeZone);
      const day = days.get(`${yy}${mm}${dd}`) ?? [];
      day.push(start);
      days.set(`${yy}${mm}${dd}`, day);
    }
    const serials: string[] = [];
    for (const day of days.values())
      serials.push(
        ...(await this.issueSerials(source.rule, day.length, { productCode: product, orderNumber }, new Date(day[0]!))),
      );
    return serials;
  }

  private barcodes(product: string, at: Date): [part: string, reel: string] {
    const { yy, mm } = localParts(at, this.timeZone);
    const { part, reel } = PRODUCTS[product]!;
    const partNo = this.next(this.parts, part);
    const reelNo = Math.floor((this.next(this.parts, `${reel}:units`) - 1) / UNITS_PER_REEL) + 1;
    return [`${part}-${yy}${mm}-${pad(partNo, 5)}`, `${reel}-R${yy}${mm}-${pad(reelNo, 2)}`];
  }

  async unit(plan: UnitPlan): Promise<void> {
    const { orderId, product, line, now, serial } = plan;
    const kind = PRODUCTS[product]!.kind;
    const steps = ROUTES[kind];
    const jitter = () => (this.rand() - 0.5) * 60_000;
    let delay = 0;
    const [part, reel] = this.barcodes(product, new Date(plan.start));
    this.units++;
    for (const step of steps) {
      let at = plan.start + step.minutes * 60_000 + delay + (step.minutes ? jitter() : 0);
      if (at > now - 60_000) return;
      const stationId = this.refs.station(line, step.station);
      const processId = this.refs.process(step.process);
      const base = { stationId, processId, workOrderId: orderId, serial };
      if (step.kind === 'assembly') {
        await this.scan('assembly', at, base);
        if (step.process === 'P050' || step.process === 'P020') {
          await this.scan('assembly', at + 15_000, { ...base, barcode: part });
          await this.scan('assembly', at + 30_000, { ...base, barcode: reel });
        }
        continue;
      }
      if (step.kind === 'encasement') {
        await this.encase(line, orderId, serial, base, at);
        continue;
      }
      const failure = FAILURES[step.process];
      if (failure && this.rand() < failure.rate) {
        const [phenomenon, type] = failure.defects[Math.floor(this.rand() * failure.defects.length)]!;
        await this.scan('passing', at, {
          ...base,
          result: 'fail',
          defects: [
            {
              badPhenomenonId: this.refs.ref('badPhenomenon', phenomenon),
              defectTypeId: this.refs.ref('defectType', type),
            },
          ],
        });
        const repairAt = at + (30 + this.rand() * 150) * 60_000;
        if (repairAt > now - 60_000) return; // still waiting at the repair bench
        this.failures++;
        const scrap = this.failures % SCRAP_EVERY === 3;
        const [cause, responsible, solution] = REPAIRS[phenomenon]!;
        await this.scan(
          'maintain',
          repairAt,
          {
            stationId: this.repairStation(line),
            serial,
            outcome: scrap ? 'scrapped' : 'repaired',
            causeId: this.refs.ref('defectCause', cause) || null,
            responsibleUnitId: this.refs.ref('responsibleUnit', responsible) || null,
            solutionId: this.refs.ref('solution', scrap ? 'S-SCRAP' : solution) || null,
            returnStepNo: scrap ? null : step.stepNo,
          },
          this.people.technician,
        );
        if (scrap) return;
        delay += repairAt + 10 * 60_000 - at;
        at = repairAt + 10 * 60_000;
        if (at > now - 60_000) return;
      }
      await this.scan('passing', at, { ...base, result: 'pass', defects: [] });
    }
  }

  /** Each line repairs at its own repair station: S05 on the SMT lines, S06 on the assembly lines. */
  private repairStation(line: string): string {
    return this.refs.station(line, line.startsWith('SMT') ? 5 : 6);
  }

  private async encase(
    line: string,
    orderId: string,
    serial: string,
    base: { stationId: string; processId: string; workOrderId: string },
    at: number,
  ): Promise<void> {
    const key = `${line}:${orderId}`;
    let box = this.boxes.get(key);
    if (!box) {
      this.boxNo++;
      box = { code: `BX-${line}-${pad(this.boxNo, 5)}`, count: 0, lastAt: at };
      this.boxes.set(key, box);
    }
    await this.scan('encasement', at, { ...base, boxCode: box.code, capacity: BOX_CAPACITY, serial });
    box.count++;
    box.lastAt = at;
    if (box.count >= BOX_CAPACITY) {
      // Full and sealed by the scan: onto the line's carrier.
      this.boxes.delete(key);
      await this.pack(line, box.code, base.stationId, at + 60_000);
    }
  }

  private async pack(line: string, boxCode: string, stationId: string, at: number): Promise<void> {
    let carrier = this.carriers.get(line);
    if (!carrier) {
      this.carrierNo++;
      carrier = { code: `CR-${line}-${pad(this.carrierNo, 4)}`, count: 0 };
      this.carriers.set(line, carrier);
    }
    await this.scan('pack', at, { stationId, carrierCode: carrier.code, capacity: CARRIER_CAPACITY, boxCode });
    carrier.count++;
    if (carrier.count >= CARRIER_CAPACITY) this.carriers.delete(line);
  }

  /** At the end of a finished order: its last box is sealed and packed. */
  async closeBoxes(line: string, orderId: string, now: number): Promise<void> {
    const box = this.boxes.get(`${line}:${orderId}`);
    if (!box || box.lastAt > now - 10 * 60_000) return;
    const stationId = this.refs.station(line, 5);
    await this.scans.seal(this.tenantId, stationId, 'box', box.code);
    this.boxes.delete(`${line}:${orderId}`);
    await this.pack(line, box.code, stationId, Math.min(box.lastAt + 120_000, now - 60_000));
  }
}
