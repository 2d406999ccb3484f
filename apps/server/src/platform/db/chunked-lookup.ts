/**
 * Values one lookup names at most: each value of an `inArray` list is a bind parameter, and a
 * statement holds at most 65,535 of them (an export's 20,000 rows stay well within).
 */
export const LOOKUP_CHUNK = 500;

/** Runs `lookup` over the distinct `keys`, at most `chunkSize` of them a statement, and answers all it found. */
export async function lookupInChunks<K, T>(
  keys: readonly K[],
  lookup: (chunk: K[]) => Promise<readonly T[]>,
  chunkSize = LOOKUP_CHUNK,
): Promise<T[]> {
  const wanted = [...new Set(keys)];
  const found: T[] = [];
  for (let start = 0; start < wanted.length; start += chunkSize)
    for (const record of await lookup(wanted.slice(start, start + chunkSize))) found.push(record);
  return found;
}

/** The records of the distinct `ids` (blanks left out) by id, looked up a chunk at a time. */
export async function findByIds<T extends { id: string }>(
  ids: readonly (string | null | undefined)[],
  lookup: (chunk: string[]) => Promise<readonly T[]>,
): Promise<Map<string, T>> {
  const records = await lookupInChunks(
    ids.filter((id): id is string => !!id),
    lookup,
  );
  return new Map(records.map((record) => [record.id, record]));
}
