import { type LabelDesign, occupiedBox, type PrintTemplate, type printTemplateAddSchema } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { ResourceService, timesDto } from '../../platform/resources/resource.service.js';
import { printTemplates } from './labels.table.js';

export type PrintTemplateRow = typeof printTemplates.$inferSelect;
/** An add carries the design; an edit leaves it to the designer. A copy takes a stored row's dpi. */
type TemplateInput = Omit<z.output<typeof printTemplateAddSchema>, 'design' | 'dpi'> & {
  design?: LabelDesign;
  dpi: number;
};

export function toTemplateDto({ tenantId: _tenantId, ...row }: PrintTemplateRow): PrintTemplate {
  return { ...row, ...timesDto(row) };
}

/** Tolerance for elements ending exactly on the paper's edge after rounding in the designer. */
const EDGE_MM = 0.05;

/** Every element must lie on the paper (rotation included), or it would print cut off. */
export function assertOnPaper(design: LabelDesign, widthMm: number, heightMm: number): void {
  for (const element of design.elements) {
    const box = occupiedBox(element);
    if (
      box.x < -EDGE_MM ||
      box.y < -EDGE_MM ||
      box.x + box.width > widthMm + EDGE_MM ||
      box.y + box.height > heightMm + EDGE_MM
    )
      throw invalid('labels.elementOutsidePaper', { element: element.id, width: widthMm, height: heightMm });
  }
}

/**
 * Spec 001 §3 "Print template": the records (code unique in the enterprise), on the resource kit.
 * An edit changes the paper but not the design, which must still fit it.
 */
export function createPrintTemplates(db: Database, references: ReferenceRegistry) {
  return new ResourceService<typeof printTemplates, PrintTemplate, TemplateInput>(db, references, {
    kind: 'printTemplate',
    table: printTemplates,
    codeTaken: 'labels.templateCodeTaken',
    equals: { type: printTemplates.type },
    sortable: { type: printTemplates.type, updatedAt: printTemplates.updatedAt },
    values: async (_tenantId, input, current) => {
      const design = current?.design ?? input.design ?? { elements: [] };
      assertOnPaper(design, input.paperWidth, input.paperHeight);
      return {
        type: input.type,
        paperWidth: input.paperWidth,
        paperHeight: input.paperHeight,
        printerAddress: input.printerAddress || null,
        dpi: input.dpi,
        remark: input.remark || null,
        design,
      };
    },
    toDtos: async (_tenantId, rows) => rows.map(toTemplateDto),
  });
}

export type PrintTemplates = ReturnType<typeof createPrintTemplates>;
