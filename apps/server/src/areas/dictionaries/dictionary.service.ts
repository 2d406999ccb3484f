import { type DictItem, DictStatus, type DictTreeNode, type DictTypeOption, type Language } from '@takt/contracts';
import { asc, eq } from 'drizzle-orm';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { dictionaryTypes, dictionaryValues } from './dictionary.table.js';
import { createDictionaryTypes, type DictionaryTypes, resolveLabel } from './dictionary-type.resource.js';
import { DictionaryValueResource } from './dictionary-value.resource.js';

type TypeRow = typeof dictionaryTypes.$inferSelect;
type ValueRow = typeof dictionaryValues.$inferSelect;

/** What each process keeps per enterprise: types by code with their values in display order. */
interface Dictionaries {
  types: TypeRow[];
  byCode: Map<string, { type: TypeRow; values: ValueRow[] }>;
}

/**
 * Dictionary types and their values (the lists' resources). Pages look dictionaries up by type
 * code (`items`), served from a per-enterprise cache that every change drops in every process.
 */
export class DictionaryService {
  readonly types: DictionaryTypes;
  readonly values: DictionaryValueResource;
  private readonly cache: TenantCache<Dictionaries>;

  constructor(
    private readonly db: Database,
    references: ReferenceRegistry,
    bus: EventBus,
  ) {
    const changed = (tenantId: string) => this.cache.changed(tenantId);
    this.types = createDictionaryTypes(db, references, changed);
    this.values = new DictionaryValueResource(db, references, this.types, changed);
    this.cache = new TenantCache('dictionaries', db, bus, async (tenantId) => {
      const { types, values } = await this.everything(tenantId);
      const byCode = new Map(types.map((type) => [type.code, { type, values: [] as ValueRow[] }]));
      const byId = new Map(types.map((type) => [type.id, byCode.get(type.code)!]));
      for (const value of values) byId.get(value.typeId)?.values.push(value);
      return { types, byCode };
    });
  }

  /** A dictionary's values as labels and options; unknown code: 'There is no such dictionary available'. */
  async items(tenantId: string, typeCode: string, language: Language): Promise<DictItem[]> {
    const entry = (await this.cache.get(tenantId)).byCode.get(typeCode);
    if (!entry) throw notFound('dictionaries.noSuchDictionary');
    return this.itemsOf(entry, language);
  }

  async dropDown(tenantId: string, language: Language): Promise<DictTypeOption[]> {
    const { types } = await this.cache.get(tenantId);
    return types
      .filter((type) => type.status === DictStatus.ENABLED)
      .map((type) => ({ id: type.id, code: type.code, label: resolveLabel(type, language) }));
  }

  async tree(tenantId: string, language: Language): Promise<DictTreeNode[]> {
    const { types, byCode } = await this.cache.get(tenantId);
    return types.map((type) => ({
      id: type.id,
      code: type.code,
      label: resolveLabel(type, language),
      enabled: type.status === DictStatus.ENABLED,
      items: this.itemsOf(byCode.get(type.code)!, language),
    }));
  }

  private itemsOf(entry: { type: TypeRow; values: ValueRow[] }, language: Language): DictItem[] {
    const typeEnabled = entry.type.status === DictStatus.ENABLED;
    return entry.values.map((value) => ({
      code: value.code,
      label: resolveLabel(value, language),
      color: value.color,
      sort: value.sort,
      enabled: typeEnabled && value.status === DictStatus.ENABLED,
    }));
  }

  /** Every type and every value of the enterprise, in display order (what the lookup cache holds). */
  private everything(tenantId: string) {
    return this.db.tenant(tenantId, async (tx) => {
      const types = await tx
        .select()
        .from(dictionaryTypes)
        .where(eq(dictionaryTypes.tenantId, tenantId))
        .orderBy(asc(dictionaryTypes.sort), asc(dictionaryTypes.id));
      const values = await tx
        .select()
        .from(dictionaryValues)
        .where(eq(dictionaryValues.tenantId, tenantId))
        .orderBy(asc(dictionaryValues.sort), asc(dictionaryValues.id));
      return { types, values };
    });
  }
}
