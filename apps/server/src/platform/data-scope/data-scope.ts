import { type AnyColumn, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

/**
 * The rows a caller may see of things that belong to an organisation (spec 000 §6 data scopes).
 * `all`: no filter. `limited`: rows whose organisation is one of `orgIds` (already expanded to
 * every organisation the scope covers, descendants included where the scope says so), or whose
 * owner is `ownerId` (the "own data" scope).
 */
export type DataScope = { kind: 'all' } | { kind: 'limited'; orgIds: readonly string[]; ownerId: string | null };

export interface DataScopeSubject {
  tenantId: string;
  userId: string;
  adminType: number;
}

/** Works out a signed-in user's data scope from their roles and data grants. */
export interface DataScopeResolver {
  resolve(subject: DataScopeSubject): Promise<DataScope>;
}

/**
 * The WHERE condition that keeps a query inside a scope, or undefined for `all`. `org` is the
 * row's organisation column; `owner` (optional) the column naming the user who owns the row.
 * A limited scope with neither organisations nor an owner matches nothing.
 */
export function dataScopeCondition(scope: DataScope, columns: { org: AnyColumn; owner?: AnyColumn }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const parts: SQL[] = [];
  if (scope.orgIds.length > 0) parts.push(inArray(columns.org, [...scope.orgIds]));
  if (scope.ownerId !== null && columns.owner) parts.push(eq(columns.owner, scope.ownerId));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : or(...parts);
}
