import { type BarcodeRule, type barcodeRuleAddSchema, ruleProblems } from '@takt/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import type { BarcodeRuleRepository } from './barcode-rule.repository.js';
import { formatOf, ruleProblemMessage } from './barcode-rule.service.js';
import { barcodeRules } from './barcodes.table.js';

type RuleInput = z.output<typeof barcodeRuleAddSchema>;

/**
 * Barcode rules (spec 001 §3) on the resource kit: a rule's format must be able to make codes
 * (the contracts' element rules); a rule that issued codes cannot be deleted. Generation and its
 * batches are {@link BarcodeRuleService}'s.
 */
export function createBarcodeRules(db: Database, references: ReferenceRegistry, issued: BarcodeRuleRepository) {
  return new ResourceService<typeof barcodeRules, BarcodeRule, RuleInput>(db, references, {
    kind: 'barcodeRule',
    table: barcodeRules,
    codeTaken: 'barcodes.codeTaken',
    sortable: { length: barcodeRules.length },
    conditions: (query) => [query.gs1 ? eq(barcodeRules.gs1, query.gs1 === 'true') : undefined],
    values: async (_tenantId, input) => {
      const { code: _code, name: _name, remark, ...format } = input;
      const [problem] = ruleProblems(format);
      if (problem) {
        const { key, params } = ruleProblemMessage(problem);
        throw invalid(key, params);
      }
      return { remark: remark ?? null, ...format };
    },
    beforeDelete: async (tenantId, row) => {
      const count = await issued.issuedCount(tenantId, row.id);
      if (count > 0) throw conflict('barcodes.hasBatches', { record: `${row.code} ${row.name}`, count });
    },
    toDtos: async (_tenantId, rows) => rows.map((row) => ({ ...codedDto(row), ...formatOf(row), remark: row.remark })),
  });
}

export type BarcodeRules = ReturnType<typeof createBarcodeRules>;
