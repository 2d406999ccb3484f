import { PARAM_VALUE_RULES, type SysParam, type sysParamAddSchema } from '@takt/contracts';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { businessRule, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { systemParameters } from './parameter.table.js';

/** An add's body; an edit's has no `isSystem` (only the product's own parameters are system ones). */
type ParameterInput = Omit<z.output<typeof sysParamAddSchema>, 'isSystem'> & { isSystem?: boolean };

/** A value must meet its code's rule (e.g. the default password's 6–12 characters). */
function checkValue(code: string, value: string): void {
  const rule = PARAM_VALUE_RULES[code];
  if (rule && (value.length < rule.min || value.length > rule.max)) {
    throw invalid('parameters.valueLength', { code, min: rule.min, max: rule.max });
  }
}

/**
 * System parameters (spec 000 §3) on the resource kit: a system parameter's code and category
 * are fixed and it cannot be deleted; `changed` runs after every change (the values' cache).
 */
export function createParameterResource(
  db: Database,
  references: ReferenceRegistry,
  changed: (tenantId: string) => void,
) {
  const t = systemParameters;
  return new ResourceService<typeof t, SysParam, ParameterInput>(db, references, {
    table: t,
    codeTaken: 'parameters.codeTaken',
    contains: { name: t.name, code: t.code, category: t.category },
    equals: { isSystem: t.isSystem },
    sortable: { category: t.category, sort: t.sort },
    // By sort, then in the order they were added (the id), as the list always showed them.
    leadingOrder: [asc(t.sort), asc(t.id)],
    values: async (_tenantId, input, current) => {
      if (current?.isSystem && (current.code !== input.code || current.category !== input.category)) {
        throw businessRule('parameters.systemFixed');
      }
      checkValue(input.code, input.value);
      const own = { category: input.category, value: input.value, remark: input.remark ?? null, sort: input.sort };
      return current ? own : { ...own, isSystem: input.isSystem };
    },
    toDtos: async (_tenantId, rows) =>
      rows.map((row) => ({
        ...codedDto(row),
        isSystem: row.isSystem,
        category: row.category,
        value: row.value,
        remark: row.remark,
        sort: row.sort,
      })),
    beforeDelete: (_tenantId, row) => {
      if (row.isSystem) throw businessRule('parameters.systemUndeletable');
    },
    onChanged: changed,
  });
}
