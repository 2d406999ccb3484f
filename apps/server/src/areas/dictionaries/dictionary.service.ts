import {
  type DictItem,
  type DictionaryType,
  type DictionaryValue,
  DictStatus,
  type DictTitles,
  type DictTreeNode,
  type DictTypeOption,
  type dictionaryTypeAddSchema,
  type dictionaryTypeEditSchema,
  type dictionaryTypePageQuerySchema,
  type dictionaryValueAddSchema,
  type dictionaryValueEditSchema,
  type dictionaryValuePageQuerySchema,
  type Language,
  type PageResult,
} from '@takt/contracts';
import type { z } from 'zod';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { DictionaryRepository, DictionaryTypeRow, DictionaryValueRow } from './dictionary.repository.js';

/** The name in the wanted language: its title there, else the base name. */
export function resolveLabel(item: { name: string; titles: DictTitles }, language: Language): string {
  return item.titles[language]?.trim() || item.name;
}

/** Drops blank titles so "no title" has one spelling. */
function cleanTitles(titles: DictTitles | undefined): DictTitles {
  return Object.fromEntries(Object.entries(titles ?? {}).filter(([, text]) => text?.trim())) as DictTitles;
}

function typeDto(row: DictionaryTypeRow, language: Language): DictionaryType {
  return {
    id: row.id,
    name: row.name,
    titles: row.titles as Record<string, string>,
    label: resolveLabel(row, language),
    code: row.code,
    sort: row.sort,
    status: row.status,
    isDefault: row.isDefault,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valueDto(row: DictionaryValueRow, typeCode: string, language: Language): DictionaryValue {
  return {
    id: row.id,
    typeId: row.typeId,
    typeCode,
    name: row.name,
    titles: row.titles as Record<string, string>,
    label: resolveLabel(row, language),
    code: row.code,
    sort: row.sort,
    status: row.status,
    color: row.color,
    isDefault: row.isDefault,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What each process keeps per enterprise: types by code with their values in display order. */
interface Dictionaries {
  types: DictionaryTypeRow[];
  byCode: Map<string, { type: DictionaryTypeRow; values: DictionaryValueRow[] }>;
}

/**
 * Dictionary types and their values. Pages look dictionaries up by type code (`items`), served
 * from a per-enterprise cache that every change drops in every process.
 */
export class DictionaryService {
  private readonly cache: TenantCache<Dictionaries>;

  constructor(
    private readonly db: Database,
    private readonly repo: DictionaryRepository,
    bus: EventBus,
  ) {
    this.cache = new TenantCache('dictionaries', db, bus, async (tenantId) => {
      const { types, values } = await this.repo.everything(tenantId);
      const byCode = new Map(types.map((type) => [type.code, { type, values: [] as DictionaryValueRow[] }]));
      const byId = new Map(types.map((type) => [type.id, byCode.get(type.code)!]));
      for (const value of values) byId.get(value.typeId)?.values.push(value);
      return { types, byCode };
    });
  }

  // Lookups (any signed-in page).

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

  private itemsOf(entry: { type: DictionaryTypeRow; values: DictionaryValueRow[] }, language: Language): DictItem[] {
    const typeEnabled = entry.type.status === DictStatus.ENABLED;
    return entry.values.map((value) => ({
      code: value.code,
      label: resolveLabel(value, language),
      color: value.color,
      sort: value.sort,
      enabled: typeEnabled && value.status === DictStatus.ENABLED,
    }));
  }

  // Types.

  async page(
    tenantId: string,
    query: z.output<typeof dictionaryTypePageQuerySchema>,
    language: Language,
  ): Promise<PageResult<DictionaryType>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return {
      rows: rows.map((row) => typeDto(row, language)),
      totalRows,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  add(tenantId: string, input: z.output<typeof dictionaryTypeAddSchema>, language: Language): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code)) {
        throw conflict('dictionaries.codeTaken', { code: input.code });
      }
      const row = await this.repo.insert(tenantId, {
        ...input,
        titles: cleanTitles(input.titles),
        remark: input.remark ?? null,
      });
      this.cache.changed(tenantId);
      return typeDto(row, language);
    });
  }

  edit(
    tenantId: string,
    input: z.output<typeof dictionaryTypeEditSchema>,
    language: Language,
  ): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id);
      if (!current) throw notFound();
      if (current.isDefault && current.code !== input.code) throw businessRule('dictionaries.defaultCodeFixed');
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('dictionaries.codeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, {
        ...values,
        titles: values.titles === undefined ? current.titles : cleanTitles(values.titles),
        remark: values.remark ?? null,
      });
      if (!row) throw notFound();
      this.cache.changed(tenantId);
      return typeDto(row, language);
    });
  }

  changeStatus(tenantId: string, id: string, status: number, language: Language): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.update(tenantId, id, { status });
      if (!row) throw notFound();
      this.cache.changed(tenantId);
      return typeDto(row, language);
    });
  }

  /** Refused for default types and for types that still have values (the message says how many). */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      if (row.isDefault) throw businessRule('dictionaries.defaultUndeletable');
      const values = await this.repo.countValues(tenantId, id);
      if (values > 0) throw businessRule('dictionaries.typeHasValues', { count: values });
      await this.repo.delete(tenantId, id);
      this.cache.changed(tenantId);
    });
  }

  // Values.

  valuePage(
    tenantId: string,
    query: z.output<typeof dictionaryValuePageQuerySchema>,
    language: Language,
  ): Promise<PageResult<DictionaryValue>> {
    return this.db.tenant(tenantId, async () => {
      const type = await this.repo.findById(tenantId, query.typeId);
      if (!type) throw notFound('dictionaries.noSuchDictionary');
      const { rows, totalRows } = await this.repo.valuePage(tenantId, query);
      return {
        rows: rows.map((row) => valueDto(row, type.code, language)),
        totalRows,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    });
  }

  addValue(
    tenantId: string,
    input: z.output<typeof dictionaryValueAddSchema>,
    language: Language,
  ): Promise<DictionaryValue> {
    return this.db.tenant(tenantId, async () => {
      const type = await this.repo.findById(tenantId, input.typeId);
      if (!type) throw notFound('dictionaries.noSuchDictionary');
      if (await this.repo.findValueByCode(tenantId, type.id, input.code)) {
        throw conflict('dictionaries.valueCodeTaken', { code: input.code });
      }
      const row = await this.repo.insertValue(tenantId, {
        ...input,
        titles: cleanTitles(input.titles),
        color: input.color ?? null,
        remark: input.remark ?? null,
      });
      this.cache.changed(tenantId);
      return valueDto(row, type.code, language);
    });
  }

  editValue(
    tenantId: string,
    input: z.output<typeof dictionaryValueEditSchema>,
    language: Language,
  ): Promise<DictionaryValue> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findValueById(tenantId, input.id);
      if (!current) throw notFound();
      if (current.isDefault && current.code !== input.code) throw businessRule('dictionaries.defaultCodeFixed');
      const existing = await this.repo.findValueByCode(tenantId, current.typeId, input.code);
      if (existing && existing.id !== input.id) throw conflict('dictionaries.valueCodeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.updateValue(tenantId, id, {
        ...values,
        titles: values.titles === undefined ? current.titles : cleanTitles(values.titles),
        color: values.color ?? null,
        remark: values.remark ?? null,
      });
      if (!row) throw notFound();
      this.cache.changed(tenantId);
      return valueDto(row, await this.typeCodeOf(tenantId, row.typeId), language);
    });
  }

  changeValueStatus(tenantId: string, id: string, status: number, language: Language): Promise<DictionaryValue> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.updateValue(tenantId, id, { status });
      if (!row) throw notFound();
      this.cache.changed(tenantId);
      return valueDto(row, await this.typeCodeOf(tenantId, row.typeId), language);
    });
  }

  deleteValue(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findValueById(tenantId, id);
      if (!row) throw notFound();
      if (row.isDefault) throw businessRule('dictionaries.defaultUndeletable');
      await this.repo.deleteValue(tenantId, id);
      this.cache.changed(tenantId);
    });
  }

  private async typeCodeOf(tenantId: string, typeId: string): Promise<string> {
    return (await this.repo.findById(tenantId, typeId))?.code ?? '';
  }
}
