import type { EquipmentType, equipmentTypeSchemas } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { equipmentTypes } from './equipment.table.js';

/** Equipment types (spec 001 §3): code and name unique per enterprise, a remark. */
export function createEquipmentTypes(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof equipmentTypes, EquipmentType, z.output<typeof equipmentTypeSchemas.add>>(
    db,
    references,
    {
      kind: 'equipmentType',
      table: equipmentTypes,
      values: async (_tenantId, input) => ({ remark: input.remark || null }),
      toDtos: async (_tenantId, rows) => rows.map((row) => ({ ...codedDto(row), remark: row.remark })),
    },
  );
}
