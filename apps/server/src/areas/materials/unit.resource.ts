import type { CodedRef, Unit, unitSchemas } from '@takt/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import { materials, units } from './materials.table.js';

/** Material codes named in a refused precision change before "…". */
const CODES_SHOWN = 5;

export type UnitRow = typeof units.$inferSelect;

/** Materials in the unit whose safety stock has more than `precision` decimals (at most `limit`). */
export function materialsFinerThan(
  db: Database,
  tenantId: string,
  unitId: string,
  precision: number,
  limit: number,
): Promise<CodedRef[]> {
  return db.tenant(tenantId, (tx) =>
    tx
      .select({ id: materials.id, code: materials.code, name: materials.name })
      .from(materials)
      .where(
        and(
          eq(materials.tenantId, tenantId),
          eq(materials.unitId, unitId),
          sql`${materials.safetyStock} <> round(${materials.safetyStock}, ${precision}::int)`,
        ),
      )
      .orderBy(asc(materials.code))
      .limit(limit),
  );
}

export function unitToDto(row: UnitRow): Unit {
  return { id: row.id, code: row.code, name: row.name, precision: row.precision, remark: row.remark, ...timesDto(row) };
}

/**
 * Units of measure on the resource kit. A unit's precision cannot drop below the decimals of a
 * safety stock counted in it; a unit in use by a material or product cannot be deleted.
 */
export function createUnits(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof units, Unit, z.output<typeof unitSchemas.add>>(db, references, {
    kind: 'unit',
    table: units,
    codeTaken: 'materials.unitCodeTaken',
    sortable: { precision: units.precision },
    values: async (tenantId, input, current) => {
      if (current && input.precision < current.precision) {
        const finer = await materialsFinerThan(db, tenantId, current.id, input.precision, CODES_SHOWN + 1);
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
      return { precision: input.precision, remark: input.remark ?? null };
    },
    toDtos: async (_tenantId, rows) => rows.map(unitToDto),
  });
}

export type UnitService = ReturnType<typeof createUnits>;
