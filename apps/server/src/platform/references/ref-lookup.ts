import type { CodedRef, RefKind } from '@takt/contracts';
import type { ReferenceRegistry } from './reference-registry.js';

/** Another area's records by id, as the registry shows them (code and name), for display only. */
export async function lookupRefs(
  references: ReferenceRegistry,
  tenantId: string,
  kind: RefKind,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, CodedRef>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const found = await references.options(tenantId, { kind, ids: wanted, limit: wanted.length });
  return new Map(found.map((ref) => [ref.id, ref]));
}

/** A reference shown as "code name" in messages. */
export const refLabel = (ref: CodedRef | undefined, id: string) => (ref ? `${ref.code} ${ref.name}` : id);

/** Code and name of a looked-up reference (the id and an empty name when it is gone). */
export function refParts(map: Map<string, CodedRef>, id: string): { code: string; name: string } {
  const ref = map.get(id);
  return ref ? { code: ref.code, name: ref.name } : { code: id, name: '' };
}
