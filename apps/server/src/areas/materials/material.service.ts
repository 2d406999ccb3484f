import {
  decimalPlaces,
  type Material,
  type MaterialAttribute,
  type MaterialDetail,
  type MaterialType,
  type materialAddSchema,
  type materialEditSchema,
  type materialFilterSchema,
  type materialPageQuerySchema,
  type PageResult,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { MaterialRepository, MaterialWithUnit } from './material.repository.js';
import type { UnitService } from './unit.resource.js';

/** Rows an export writes at most. */
export const MATERIAL_EXPORT_MAX = 20_000;

function toDto({ material: row, unitCode, unitName, unitPrecision }: MaterialWithUnit): Material {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    spec: row.spec,
    type: row.type as MaterialType,
    attribute: row.attribute as MaterialAttribute,
    unitId: row.unitId,
    unitCode,
    unitName,
    unitPrecision,
    safetyStock: Number(row.safetyStock),
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Fields = z.output<typeof materialAddSchema>;

/** Spec 001 §3 "Material". Safety stock carries no more decimals than the unit allows. */
export class MaterialService {
  constructor(
    private readonly db: Database,
    private readonly repo: MaterialRepository,
    private readonly units: UnitService,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(tenantId: string, query: z.output<typeof materialPageQuerySchema>): Promise<PageResult<Material>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async list(tenantId: string, query: z.output<typeof materialFilterSchema>): Promise<Material[]> {
    return (await this.repo.list(tenantId, query, MATERIAL_EXPORT_MAX)).map(toDto);
  }

  detail(tenantId: string, id: string): Promise<MaterialDetail> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.findById(tenantId, id);
      if (!row) throw notFound();
      return { ...toDto(row), usedBy: await this.references.usages(tenantId, 'material', id) };
    });
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  /** The unit exists (locked) and the safety stock fits its precision. */
  private async checkFields(tenantId: string, input: Fields) {
    await this.references.resolveOne(tenantId, 'unit', input.unitId, 'unitId');
    const unit = await this.units.repo.findById(tenantId, input.unitId);
    if (unit && decimalPlaces(input.safetyStock) > unit.precision)
      throw invalid('materials.safetyStockPrecision', { unit: unit.code, precision: unit.precision });
    return {
      code: input.code,
      name: input.name,
      spec: input.spec || null,
      type: input.type,
      attribute: input.attribute,
      unitId: input.unitId,
      safetyStock: String(input.safetyStock),
      remark: input.remark || null,
    };
  }

  add(tenantId: string, input: Fields): Promise<Material> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('materials.materialCodeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, await this.checkFields(tenantId, input));
      return toDto((await this.repo.findById(tenantId, row.id))!);
    });
  }

  edit(tenantId: string, input: z.output<typeof materialEditSchema>): Promise<Material> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('materials.materialCodeTaken', { code: input.code });
      if (!(await this.repo.findById(tenantId, input.id))) throw notFound();
      const row = await this.repo.update(tenantId, input.id, await this.checkFields(tenantId, input));
      if (!row) throw notFound();
      return toDto((await this.repo.findById(tenantId, row.id))!);
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'material', row);
      await this.repo.delete(tenantId, id);
    });
  }
}
