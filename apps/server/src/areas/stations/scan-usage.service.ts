import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { EventInsert } from './stations.repository.js';
import { productionPackages, scanUsage } from './stations.table.js';

/** Keys this process knows to be recorded (committed); the set is dropped whole when it grows past this. */
const KNOWN_MAX = 100_000;

/** What a scan names that it keeps from deletion, with the field a vanished one is reported under. */
const USED_KINDS = { station: 'stationId', process: 'processId', shift: 'shiftId' } as const;
type UsedKind = keyof typeof USED_KINDS;

/**
 * Records the first scan that used each workstation, process and shift (`scan_usage`), which keeps
 * them from being deleted (stations.references.ts). A scan at a workstation, process and shift
 * this process has seen recorded adds no statement; otherwise one `INSERT … ON CONFLICT DO
 * NOTHING`. A row this scan inserts also locks its record `FOR KEY SHARE` until the scan commits,
 * like any record saved with a reference: a delete that got there first makes the scan fail (the
 * record is gone), one that locks the record `FOR UPDATE` later waits for the scan and then finds
 * the row.
 */
export class ScanUsage {
  private readonly known = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly references: ReferenceRegistry,
  ) {}

  /** Inside the scan's transaction, after its events are written. */
  async record(tenantId: string, events: readonly EventInsert[]): Promise<void> {
    const wanted = new Map<string, { kind: UsedKind; refId: string; event: EventInsert }>();
    for (const event of events) {
      for (const [kind, refId] of [
        ['station', event.stationId],
        ['process', event.processId],
        ['shift', event.shiftId],
      ] as const) {
        if (!refId) continue;
        const key = `${tenantId}:${kind}:${refId}`;
        if (!this.known.has(key) && !wanted.has(key)) wanted.set(key, { kind, refId, event });
      }
    }
    if (wanted.size === 0) return;
    const rows: (typeof scanUsage.$inferInsert)[] = [];
    for (const { kind, refId, event } of wanted.values())
      rows.push({
        tenantId,
        kind,
        refId,
        unitId: event.unitId ?? null,
        packageId: event.unitId ? null : await this.packageOf(tenantId, event),
        scannedAt: event.scannedAt ?? new Date(),
      });
    const inserted = await this.db.tenant(tenantId, (tx) =>
      tx
        .insert(scanUsage)
        .values(rows)
        .onConflictDoNothing()
        .returning({ kind: scanUsage.kind, refId: scanUsage.refId }),
    );
    for (const [kind, field] of Object.entries(USED_KINDS) as [UsedKind, string][]) {
      const ids = inserted.filter((row) => row.kind === kind).map((row) => row.refId);
      await this.references.resolve(tenantId, kind, ids, field);
    }
    this.db.afterCommit(async () => {
      if (this.known.size + wanted.size > KNOWN_MAX) this.known.clear();
      for (const key of wanted.keys()) this.known.add(key);
    });
  }

  /** The carrier (else the box) of a scan without a unit: a box packed onto a carrier. */
  private async packageOf(tenantId: string, event: EventInsert): Promise<string | null> {
    const detail = event.detail ?? {};
    const code = detail.carrierCode ?? detail.boxCode;
    if (typeof code !== 'string') return null;
    const [row] = await this.db.tenant(tenantId, (tx) =>
      tx
        .select({ id: productionPackages.id })
        .from(productionPackages)
        .where(and(eq(productionPackages.tenantId, tenantId), eq(productionPackages.code, code))),
    );
    return row?.id ?? null;
  }
}
