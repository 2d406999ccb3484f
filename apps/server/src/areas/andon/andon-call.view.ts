import type { AndonCall, AndonTimeliness } from '@takt/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { organisations } from '../organisations/organisation.table.js';
import { andonAlarmTypes, andonCalls } from './andon.table.js';

export type AndonCallRow = typeof andonCalls.$inferSelect;

/** What a call's DTO takes from elsewhere: the factory's names and codes, and its type's colour. */
export interface AndonCallNames {
  orgs: Map<string, { code: string; name: string }>;
  typeColors: Map<string, string>;
}

const seconds = (from: Date, to: Date | null) =>
  to === null ? null : Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * One step's timeliness: the stored verdict once the step is done; while it is open, `overtime`
 * as soon as the target has passed (so monitors show lateness live), else `pending`.
 */
export function timelinessOf(
  stored: boolean | null,
  calledAt: Date,
  targetMinutes: number,
  now: Date,
  cancelled = false,
): AndonTimeliness {
  if (stored !== null) return stored ? 'timely' : 'overtime';
  // A withdrawn call was never owed a response or a fix.
  if (cancelled) return 'pending';
  return isLate(calledAt, targetMinutes, now) ? 'overtime' : 'pending';
}

/** Whether `at` is past the target counted from the call (exactly on the target is still timely). */
export function isLate(calledAt: Date, targetMinutes: number, at: Date): boolean {
  return at.getTime() - calledAt.getTime() > targetMinutes * 60_000;
}

/** A call row as the API shows it. */
export function toAndonCall(row: AndonCallRow, names: AndonCallNames, now: Date): AndonCall {
  const org = (id: string | null) => (id === null ? undefined : names.orgs.get(id));
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: row.id,
    code: row.code,
    itemId: row.itemId,
    itemCode: row.itemCode,
    itemName: row.itemName,
    typeId: row.typeId,
    typeName: row.typeName,
    typeColor: names.typeColors.get(row.typeId) ?? null,
    level: row.level,
    workshopId: row.workshopId,
    workshopName: org(row.workshopId)?.name ?? null,
    lineId: row.lineId,
    lineName: org(row.lineId)?.name ?? null,
    stationId: row.stationId,
    stationCode: org(row.stationId)?.code ?? null,
    stationName: org(row.stationId)?.name ?? null,
    source: row.source as AndonCall['source'],
    sourceRef: row.sourceRef,
    note: row.note,
    photoIds: row.photoIds,
    state: row.state as AndonCall['state'],
    cancelled: row.cancelled,
    calledAt: row.calledAt.toISOString(),
    calledByName: row.calledByName,
    respondedAt: iso(row.respondedAt),
    responderId: row.responderId,
    responderName: row.responderName,
    responseChannel: row.responseChannel as AndonCall['responseChannel'],
    arrivedAt: iso(row.arrivedAt),
    arrivalProof: row.arrivalProof as AndonCall['arrivalProof'],
    endedAt: iso(row.endedAt),
    resolverName: row.resolverName,
    cause: row.cause,
    action: row.action,
    responseMinutes: row.responseMinutes,
    resolutionMinutes: row.resolutionMinutes,
    responseTimeliness: timelinessOf(row.responseTimely, row.calledAt, row.responseMinutes, now, row.cancelled),
    resolutionTimeliness: timelinessOf(row.resolutionTimely, row.calledAt, row.resolutionMinutes, now, row.cancelled),
    escalatedLevel: row.escalatedLevel,
    responseSeconds: seconds(row.calledAt, row.respondedAt),
    arrivalSeconds: seconds(row.calledAt, row.arrivedAt),
    resolutionSeconds: seconds(row.calledAt, row.endedAt),
  };
}

/** The names and colours the rows refer to, in two lookups whatever the number of rows. */
export async function namesOf(tx: Tx, tenantId: string, rows: readonly AndonCallRow[]): Promise<AndonCallNames> {
  const orgIds = [
    ...new Set(rows.flatMap((row) => [row.workshopId, row.lineId, row.stationId].filter((id) => id !== null))),
  ];
  const typeIds = [...new Set(rows.map((row) => row.typeId))];
  const orgRows = orgIds.length
    ? await tx
        .select({ id: organisations.id, code: organisations.code, name: organisations.name })
        .from(organisations)
        .where(and(eq(organisations.tenantId, tenantId), inArray(organisations.id, orgIds)))
    : [];
  const typeRows = typeIds.length
    ? await tx
        .select({ id: andonAlarmTypes.id, color: andonAlarmTypes.color })
        .from(andonAlarmTypes)
        .where(and(eq(andonAlarmTypes.tenantId, tenantId), inArray(andonAlarmTypes.id, typeIds)))
    : [];
  return {
    orgs: new Map(orgRows.map((row) => [row.id, { code: row.code, name: row.name }])),
    typeColors: new Map(typeRows.map((row) => [row.id, row.color])),
  };
}

/** Call rows as DTOs, in their order (records pages, exports, the open list). */
export async function viewCalls(
  tx: Tx,
  tenantId: string,
  rows: readonly AndonCallRow[],
  now: Date = new Date(),
): Promise<AndonCall[]> {
  const names = await namesOf(tx, tenantId, rows);
  return rows.map((row) => toAndonCall(row, names, now));
}

/** One call's row (locked for update when asked), or undefined when the enterprise has no such call. */
export async function findCallRow(
  tx: Tx,
  tenantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AndonCallRow | undefined> {
  const query = tx
    .select()
    .from(andonCalls)
    .where(and(eq(andonCalls.tenantId, tenantId), eq(andonCalls.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}
