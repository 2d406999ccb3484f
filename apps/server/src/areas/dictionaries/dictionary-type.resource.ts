import {
  type DictionaryType,
  type DictTitles,
  type dictionaryTypeAddSchema,
  FALLBACK_LANGUAGE,
  type Language,
} from '@takt/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { businessRule } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { dictionaryTypes, dictionaryValues } from './dictionary.table.js';

/** The name in the wanted language: its title there, else the base name. */
export function resolveLabel(
  item: { name: string; titles: DictTitles },
  language: Language = FALLBACK_LANGUAGE,
): string {
  return item.titles[language]?.trim() || item.name;
}

/** A type's or value's titles as saved: an edit without titles keeps them; blank ones drop, so "no title" has one spelling. */
export function savedTitles(titles: DictTitles | undefined, current?: { titles: DictTitles }): DictTitles {
  if (current && titles === undefined) return current.titles;
  return Object.fromEntries(Object.entries(titles ?? {}).filter(([, text]) => text?.trim())) as DictTitles;
}

/** Default types and values ship with the product: their code is fixed (spec 000 §5). */
export function refuseDefaultRecode(current: { isDefault: boolean; code: string } | undefined, code: string): void {
  if (current?.isDefault && current.code !== code) throw businessRule('dictionaries.defaultCodeFixed');
}

/** …and they cannot be deleted. */
export function refuseDefaultDelete(row: { isDefault: boolean }): void {
  if (row.isDefault) throw businessRule('dictionaries.defaultUndeletable');
}

function valueCount(db: Database, tenantId: string, typeId: string): Promise<number> {
  return db.tenant(tenantId, async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(dictionaryValues)
      .where(and(eq(dictionaryValues.tenantId, tenantId), eq(dictionaryValues.typeId, typeId)));
    return Number(row?.n ?? 0);
  });
}

/**
 * Dictionary types on the resource kit: titles in four languages answered in the reader's, a
 * type with values not deletable (the refusal says how many); `changed` drops the lookups' cache.
 */
export function createDictionaryTypes(
  db: Database,
  references: ReferenceRegistry,
  changed: (tenantId: string) => void,
) {
  const t = dictionaryTypes;
  return new ResourceService<typeof t, DictionaryType, z.output<typeof dictionaryTypeAddSchema>>(db, references, {
    table: t,
    codeTaken: 'dictionaries.codeTaken',
    equals: { status: t.status },
    sortable: { sort: t.sort, status: t.status },
    // Newest first, then in the order they were added (the id), as the list always showed them.
    leadingOrder: [desc(t.createdAt), asc(t.id)],
    values: async (_tenantId, input, current) => {
      refuseDefaultRecode(current, input.code);
      return { titles: savedTitles(input.titles, current), sort: input.sort, remark: input.remark ?? null };
    },
    toDtos: async (_tenantId, rows, { language }) =>
      rows.map((row) => ({
        ...codedDto(row),
        titles: row.titles as Record<string, string>,
        label: resolveLabel(row, language),
        sort: row.sort,
        status: row.status,
        isDefault: row.isDefault,
        remark: row.remark,
      })),
    beforeDelete: async (tenantId, row) => {
      refuseDefaultDelete(row);
      const values = await valueCount(db, tenantId, row.id);
      if (values > 0) throw businessRule('dictionaries.typeHasValues', { count: values });
    },
    onChanged: changed,
  });
}

export type DictionaryTypes = ReturnType<typeof createDictionaryTypes>;
