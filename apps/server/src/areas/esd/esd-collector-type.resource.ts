import type { EsdCollectorKind, EsdCollectorType, esdCollectorTypeSchemas } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { esdCollectorTypes } from './esd.table.js';
import { assertLimitsOrdered } from './esd-limits.js';

/** ESD collector types: code, name, kind and the limits their collectors start from; in use while collectors have them. */
export function createEsdCollectorTypes(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof esdCollectorTypes, EsdCollectorType, z.output<typeof esdCollectorTypeSchemas.add>>(
    db,
    references,
    {
      kind: 'esdCollectorType',
      table: esdCollectorTypes,
      codeTaken: 'esd.typeCodeTaken',
      equals: { kind: esdCollectorTypes.kind },
      sortable: { kind: esdCollectorTypes.kind },
      values: async (_tenantId, input) => {
        assertLimitsOrdered(input);
        return {
          kind: input.kind,
          resistanceLower: input.resistanceLower,
          resistanceUpper: input.resistanceUpper,
          voltageLower: input.voltageLower,
          voltageUpper: input.voltageUpper,
          warningThreshold: input.warningThreshold,
          remark: input.remark || null,
        };
      },
      toDtos: async (_tenantId, rows) =>
        rows.map((row) => ({
          ...codedDto(row),
          kind: row.kind as EsdCollectorKind,
          resistanceLower: row.resistanceLower,
          resistanceUpper: row.resistanceUpper,
          voltageLower: row.voltageLower,
          voltageUpper: row.voltageUpper,
          warningThreshold: row.warningThreshold,
          remark: row.remark,
        })),
    },
  );
}

export type EsdCollectorTypeService = ReturnType<typeof createEsdCollectorTypes>;
