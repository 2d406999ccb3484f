import { type AnyColumn, and, count, eq, ilike, is, type SQL } from 'drizzle-orm';
import { type PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './database.js';
import { likePattern, type PageRequest, pageOffset, pageOrder } from './paging.js';

/** What one list query needs besides its rows' select: the shared paged select of every list page. */
export interface PageSpec<F extends string> {
  /**
   * The table the rows come from; the total counts its rows that match `where`. A list whose
   * rows are grouped, or filtered on a joined table's columns, gives a select of them instead
   * (`tx.select(…).from(…).groupBy(…).$dynamic()`): the total counts its rows with `where`.
   */
  table: PgTable | PgSelect;
  /** The list's conditions, the tenant's included (see {@link listConditions}). */
  where: SQL | undefined;
  /** The sort whitelist: the contract's sort fields and their columns. */
  sortable: Record<F, AnyColumn>;
  /** The order when the caller names no sort field. */
  defaultOrder: SQL;
  /**
   * Keeps rows with equal sort keys in one order across pages: the id, going the sort's way, or
   * an order that stays as given (`asc(id)`).
   */
  tieBreaker: AnyColumn | SQL;
}

/**
 * One page of rows and the number of all matching rows (`totalRows`). `rows` is the list's
 * select with its joins (`tx.select(…).from(…).innerJoin(…).$dynamic()`); `where` may name
 * only the columns of `spec.table` when that is a table, since the total is counted on it alone.
 */
export async function selectPage<Q extends PgSelect, F extends string>(
  tx: Tx,
  rows: Q,
  request: PageRequest<F>,
  spec: PageSpec<F>,
): Promise<{ rows: Awaited<Q>; totalRows: number }> {
  const page = await rows
    .where(spec.where)
    .orderBy(...pageOrder(request, spec.sortable, spec.defaultOrder, spec.tieBreaker))
    .limit(request.pageSize)
    .offset(pageOffset(request));
  const [total] = is(spec.table, PgTable)
    ? await tx.select({ n: count() }).from(spec.table).where(spec.where)
    : await tx.select({ n: count() }).from(spec.table.where(spec.where).as('counted'));
  return { rows: page as Awaited<Q>, totalRows: Number(total?.n ?? 0) };
}

/**
 * The conditions of a list: `always` (the tenant's, and any the list adds), then for each filter
 * of `query` that has a value, its column containing the text (`contains`: case-insensitive,
 * pattern characters literal) or equal to it (`equals`).
 */
export function listConditions<Q extends object>(
  query: Q,
  filters: { contains?: Partial<Record<keyof Q, AnyColumn>>; equals?: Partial<Record<keyof Q, AnyColumn>> },
  ...always: (SQL | undefined)[]
): SQL | undefined {
  const conditions = [...always];
  const values = query as Record<keyof Q, unknown>;
  for (const [key, column] of Object.entries(filters.contains ?? {}) as [keyof Q, AnyColumn][]) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') conditions.push(ilike(column, likePattern(value)));
  }
  for (const [key, column] of Object.entries(filters.equals ?? {}) as [keyof Q, AnyColumn][]) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') conditions.push(eq(column, value));
  }
  return and(...conditions);
}
