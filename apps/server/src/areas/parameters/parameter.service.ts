import {
  PARAM_VALUE_RULES,
  type PageResult,
  type SysParam,
  type sysParamAddSchema,
  type sysParamEditSchema,
  type sysParamPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import { TenantCache } from '../../platform/cache/tenant-cache.js';
import type { Database } from '../../platform/db/database.js';
import { businessRule, conflict, invalid, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { ParameterRepository, SysParamRow } from './parameter.repository.js';

function toDto(row: SysParamRow): SysParam {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    isSystem: row.isSystem,
    category: row.category,
    value: row.value,
    remark: row.remark,
    sort: row.sort,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A value must meet its code's rule (e.g. the default password's 6–12 characters). */
function checkValue(code: string, value: string): void {
  const rule = PARAM_VALUE_RULES[code];
  if (rule && (value.length < rule.min || value.length > rule.max)) {
    throw invalid('parameters.valueLength', { code, min: rule.min, max: rule.max });
  }
}

/**
 * System parameters of an enterprise. Other areas read values through `value(tenantId, code)`
 * (cached per enterprise in each process, dropped on change across processes).
 */
export class ParameterService {
  private readonly cache: TenantCache<Map<string, string>>;

  constructor(
    private readonly db: Database,
    private readonly repo: ParameterRepository,
    bus: EventBus,
  ) {
    this.cache = new TenantCache('parameters', db, bus, async (tenantId) => {
      const rows = await this.repo.values(tenantId);
      return new Map(rows.map((row) => [row.code, row.value]));
    });
  }

  /** A parameter's value, or null when the enterprise has no parameter with that code. */
  async value(tenantId: string, code: string): Promise<string | null> {
    return (await this.cache.get(tenantId)).get(code) ?? null;
  }

  /** The session-level lookup for pages: secrets (such as the default password) read as absent. */
  publicValue(tenantId: string, code: string): Promise<string | null> {
    if (PARAM_VALUE_RULES[code]?.secret) return Promise.resolve(null);
    return this.value(tenantId, code);
  }

  async page(tenantId: string, query: z.output<typeof sysParamPageQuerySchema>): Promise<PageResult<SysParam>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async detail(tenantId: string, id: string): Promise<SysParam> {
    const row = await this.repo.findById(tenantId, id);
    if (!row) throw notFound();
    return toDto(row);
  }

  add(tenantId: string, input: z.output<typeof sysParamAddSchema>): Promise<SysParam> {
    return this.db.tenant(tenantId, async () => {
      checkValue(input.code, input.value);
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('parameters.codeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, { ...input, remark: input.remark ?? null });
      this.cache.changed(tenantId);
      return toDto(row);
    });
  }

  edit(tenantId: string, input: z.output<typeof sysParamEditSchema>): Promise<SysParam> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.repo.findById(tenantId, input.id);
      if (!current) throw notFound();
      if (current.isSystem && (current.code !== input.code || current.category !== input.category)) {
        throw businessRule('parameters.systemFixed');
      }
      checkValue(input.code, input.value);
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('parameters.codeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, { ...values, remark: values.remark ?? null });
      if (!row) throw notFound();
      this.cache.changed(tenantId);
      return toDto(row);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      if (row.isSystem) throw businessRule('parameters.systemUndeletable');
      await this.repo.delete(tenantId, id);
      this.cache.changed(tenantId);
    });
  }
}
