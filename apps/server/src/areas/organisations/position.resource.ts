import type { Position, positionAddSchema } from '@takt/contracts';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { positions } from './position.table.js';

/**
 * Spec 000 §3 "Position" on the resource kit: code unique in the enterprise, a sort and a remark.
 * Users carry no position yet, so nothing references one and nothing blocks a delete.
 */
export function createPositions(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof positions, Position, z.output<typeof positionAddSchema>>(db, references, {
    table: positions,
    codeTaken: 'organisations.positionCodeTaken',
    sortable: { sort: positions.sort },
    // Equal sorts keep the order they were added in (ids come from a sequence).
    leadingOrder: [asc(positions.sort), asc(positions.id)],
    values: async (_tenantId, input) => ({ sort: input.sort, remark: input.remark ?? null }),
    toDtos: async (_tenantId, rows) => rows.map((row) => ({ ...codedDto(row), sort: row.sort, remark: row.remark })),
  });
}

export type PositionService = ReturnType<typeof createPositions>;
