import type { CodedRef } from '@takt/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { OrgType, organisations } from '../organisations/organisation.table.js';

/** A line's workstations in their order (the organisation tree's sort, then code): what channels are allotted to. */
export async function stationsOfLine(tx: Tx, tenantId: string, lineId: string): Promise<CodedRef[]> {
  return tx
    .select({ id: organisations.id, code: organisations.code, name: organisations.name })
    .from(organisations)
    .where(
      and(
        eq(organisations.tenantId, tenantId),
        eq(organisations.pid, lineId),
        eq(organisations.type, OrgType.WORKSTATION),
      ),
    )
    .orderBy(asc(organisations.sort), asc(organisations.code), asc(organisations.id));
}

/** Lines (or any organisations) by id, for a list's line column. */
export async function orgsByIds(tx: Tx, tenantId: string, ids: readonly string[]): Promise<Map<string, CodedRef>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: organisations.id, code: organisations.code, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.tenantId, tenantId), inArray(organisations.id, wanted)));
  return new Map(rows.map((row) => [row.id, row]));
}
