import type { PageResult, Unit, unitAddSchema, unitEditSchema, unitPageQuerySchema } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { UnitRepository, UnitRow } from './unit.repository.js';

/** Material codes named in a refused precision change before "…". */
const CODES_SHOWN = 5;

export function unitToDto(row: UnitRow): Unit {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    precision: row.precision,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Units of measure. A unit in use by a material or product cannot be deleted. */
export class UnitService {
  constructor(
    private readonly db: Database,
    private readonly repo: UnitRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof unitPageQuerySchema>): Promise<PageResult<Unit>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(unitToDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  add(tenantId: string, input: z.output<typeof unitAddSchema>): Promise<Unit> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('materials.unitCodeTaken', { code: input.code });
      return unitToDto(await this.repo.insert(tenantId, { ...input, remark: input.remark ?? null }));
    });
  }

  edit(tenantId: string, input: z.output<typeof unitEditSchema>): Promise<Unit> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('materials.unitCodeTaken', { code: input.code });
      const current = await this.repo.findById(tenantId, input.id);
      if (!current) throw notFound();
      if (input.precision < current.precision) {
        const finer = await this.repo.materialsFinerThan(tenantId, input.id, input.precision, CODES_SHOWN + 1);
        if (finer.length > 0) {
          const codes = finer.slice(0, CODES_SHOWN).map((m) => m.code);
          if (finer.length > CODES_SHOWN) codes.push('…');
          throw conflict('materials.unitPrecisionInUse', {
            unit: current.code,
            precision: input.precision,
            codes: codes.join(', '),
          });
        }
      }
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, { ...values, remark: values.remark ?? null });
      if (!row) throw notFound();
      return unitToDto(row);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'unit', row);
      await this.repo.delete(tenantId, id);
    });
  }
}
