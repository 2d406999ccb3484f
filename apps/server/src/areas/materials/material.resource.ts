import {
  decimalPlaces,
  type Material,
  type MaterialAttribute,
  type MaterialType,
  type materialSchemas,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { materials } from './materials.table.js';
import type { UnitService } from './unit.resource.js';

/** Rows an export writes at most. */
export const MATERIAL_EXPORT_MAX = 20_000;

/**
 * Spec 001 §3 "Material" on the resource kit: the unit is checked (and locked) through the
 * registry, the safety stock carries no more decimals than the unit allows, the detail names the
 * records that use the material.
 */
export function createMaterials(db: Database, references: ReferenceRegistry, units: UnitService) {
  return new ResourceService<typeof materials, Material, z.output<typeof materialSchemas.add>>(db, references, {
    kind: 'material',
    table: materials,
    codeTaken: 'materials.materialCodeTaken',
    contains: { code: materials.code, name: materials.name, spec: materials.spec },
    equals: { type: materials.type, attribute: materials.attribute, unitId: materials.unitId },
    sortable: {
      spec: materials.spec,
      type: materials.type,
      attribute: materials.attribute,
      safetyStock: materials.safetyStock,
    },
    detailUsedBy: true,
    exportMax: MATERIAL_EXPORT_MAX,
    values: async (tenantId, input) => {
      await references.resolveOne(tenantId, 'unit', input.unitId, 'unitId');
      const unit = await units.repo.findById(tenantId, input.unitId);
      if (unit && decimalPlaces(input.safetyStock) > unit.precision)
        throw invalid('materials.safetyStockPrecision', { unit: unit.code, precision: unit.precision });
      return {
        spec: input.spec || null,
        type: input.type,
        attribute: input.attribute,
        unitId: input.unitId,
        safetyStock: String(input.safetyStock),
        remark: input.remark || null,
      };
    },
    toDtos: async (tenantId, rows) => {
      const unitOf = new Map(
        (await units.repo.findByIds(tenantId, [...new Set(rows.map((row) => row.unitId))])).map((unit) => [
          unit.id,
          unit,
        ]),
      );
      return rows.map((row) => {
        const unit = unitOf.get(row.unitId);
        return {
          ...codedDto(row),
          spec: row.spec,
          type: row.type as MaterialType,
          attribute: row.attribute as MaterialAttribute,
          unitId: row.unitId,
          unitCode: unit?.code ?? '',
          unitName: unit?.name ?? '',
          unitPrecision: unit?.precision ?? 0,
          safetyStock: Number(row.safetyStock),
          remark: row.remark,
        };
      });
    },
  });
}

export type MaterialService = ReturnType<typeof createMaterials>;
