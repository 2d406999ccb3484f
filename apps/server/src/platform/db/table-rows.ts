import { getTableColumns, type InferInsertModel, type InferSelectModel, type SQL, sql, type Table } from 'drizzle-orm';

/**
 * For the hottest statements (a station scan's): whole rows read with `select *` or `returning *`
 * and turned into what drizzle's own select gives, and SET lists from partial rows. A statement
 * written as a `sql` template costs about a microsecond to build; drizzle's query builder costs
 * 20–80 µs for the same statement, which made up a fifth of a scan's CPU (bench/scan.ts profile).
 */

/** The rows of a `tx.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Column = ReturnType<typeof getTableColumns>[string];

function columnsOf(table: Table, what: string): (key: string) => Column {
  const columns = getTableColumns(table) as Record<string, Column>;
  return (key) => {
    const column = columns[key];
    if (!column) throw new Error(`${what}: ${key} is not a column`);
    return column;
  };
}

/** A value as the column sends it to the database (null stays null). */
const encode = (column: Column, value: unknown) => (value === null ? null : column.mapToDriverValue(value));

/**
 * Maps a raw row to the table's row, through each column's own decoding. The raw row names its
 * columns as the database does (`select *`, `returning *`), or with `by: 'key'` as the table's
 * fields (a `json_build_object` with the fields' names); a column it lacks reads as null.
 */
export function rowReader<T extends Table>(
  table: T,
  { by }: { by: 'name' | 'key' } = { by: 'name' },
): (raw: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table));
  return (raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = raw[by === 'name' ? column.name : key];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
}

/** `col = value, …` for the fields of `changes` that are set (undefined ones are left out). */
export function setList<T extends Table>(table: T, changes: Partial<InferInsertModel<T>>): SQL {
  const column = columnsOf(table, 'setList');
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    parts.push(sql`${sql.identifier(column(key).name)} = ${encode(column(key), value)}`);
  }
  return sql.join(parts, sql`, `);
}

/**
 * `(col, …) values (…), (…)` for rows of `table`: the columns any row sets, `default` where a row
 * leaves one out (the table's SQL defaults apply, as with drizzle's insert).
 */
export function valuesList<T extends Table>(table: T, rows: readonly Partial<InferInsertModel<T>>[]): SQL {
  const column = columnsOf(table, 'valuesList');
  const keys = [
    ...new Set(
      rows.flatMap((row) => Object.entries(row).flatMap(([key, value]) => (value === undefined ? [] : [key]))),
    ),
  ];
  const names = sql.join(
    keys.map((key) => sql.identifier(column(key).name)),
    sql`, `,
  );
  const tuples = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const cells = keys.map((key) =>
      values[key] === undefined ? sql`default` : sql`${encode(column(key), values[key])}`,
    );
    return sql`(${sql.join(cells, sql`, `)})`;
  });
  return sql`(${names}) values ${sql.join(tuples, sql`, `)}`;
}
