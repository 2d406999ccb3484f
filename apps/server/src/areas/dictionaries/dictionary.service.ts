import type {
  DictionaryType,
  dictionaryTypeAddSchema,
  dictionaryTypeEditSchema,
  dictionaryTypePageQuerySchema,
  PageResult,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, notFound } from '../../platform/errors.js';
import type { DictionaryRepository, DictionaryTypeRow } from './dictionary.repository.js';

function toDto(row: DictionaryTypeRow): DictionaryType {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    status: row.status,
    isDefault: row.isDefault,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class DictionaryService {
  constructor(
    private readonly db: Database,
    private readonly repo: DictionaryRepository,
  ) {}

  async page(
    tenantId: string,
    query: z.output<typeof dictionaryTypePageQuerySchema>,
  ): Promise<PageResult<DictionaryType>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  add(tenantId: string, input: z.output<typeof dictionaryTypeAddSchema>): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code)) throw conflict('dict.codeTaken', { code: input.code });
      return toDto(await this.repo.insert(tenantId, { ...input, remark: input.remark ?? null }));
    });
  }

  edit(tenantId: string, input: z.output<typeof dictionaryTypeEditSchema>): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('dict.codeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, { ...values, remark: values.remark ?? null });
      if (!row) throw notFound();
      return toDto(row);
    });
  }

  changeStatus(tenantId: string, id: string, status: number): Promise<DictionaryType> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.update(tenantId, id, { status });
      if (!row) throw notFound();
      return toDto(row);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      if (row.isDefault) throw businessRule('dict.defaultUndeletable');
      await this.repo.delete(tenantId, id);
    });
  }
}
