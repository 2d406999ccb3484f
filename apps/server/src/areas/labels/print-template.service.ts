import {
  barcodeDataProblem,
  type LabelDesign,
  labelDate,
  layoutLabel,
  occupiedBox,
  type PageResult,
  type PrintTemplate,
  type printRequestSchema,
  type printTemplateAddSchema,
  type printTemplateCopySchema,
  type printTemplateDesignSchema,
  type printTemplateEditSchema,
  type printTemplatePageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { BarcodeDataError, renderPdf } from './label-pdf.js';
import { renderZpl } from './label-zpl.js';
import type { PrintTemplateRepository, PrintTemplateRow } from './print-template.repository.js';

export function toTemplateDto(row: PrintTemplateRow): PrintTemplate {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    paperWidth: row.paperWidth,
    paperHeight: row.paperHeight,
    design: row.design,
    printerAddress: row.printerAddress,
    dpi: row.dpi,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

export type PrintInput = z.output<typeof printRequestSchema>;
export interface RenderedLabels {
  template: PrintTemplateRow;
  data: Buffer | string;
  labelCount: number;
}

/** Spec 001 §3 "Print template": records, the designer's save, and PDF/ZPL rendering. */
export class PrintTemplateService {
  constructor(
    private readonly db: Database,
    private readonly repo: PrintTemplateRepository,
    private readonly references: ReferenceRegistry,
  ) {}

  async page(
    tenantId: string,
    query: z.output<typeof printTemplatePageQuerySchema>,
  ): Promise<PageResult<PrintTemplate>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toTemplateDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async row(tenantId: string, id: string): Promise<PrintTemplateRow> {
    const row = await this.repo.findById(tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  async detail(tenantId: string, id: string): Promise<PrintTemplate> {
    return toTemplateDto(await this.row(tenantId, id));
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  private async assertCodeFree(tenantId: string, code: string, id?: string) {
    const existing = await this.repo.findByCode(tenantId, code);
    if (existing && existing.id !== id) throw conflict('labels.templateCodeTaken', { code });
  }

  add(tenantId: string, input: z.output<typeof printTemplateAddSchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      await this.assertCodeFree(tenantId, input.code);
      assertOnPaper(input.design, input.paperWidth, input.paperHeight);
      const row = await this.repo.insert(tenantId, {
        ...input,
        printerAddress: input.printerAddress || null,
        remark: input.remark || null,
      });
      return toTemplateDto(row);
    });
  }

  edit(tenantId: string, input: z.output<typeof printTemplateEditSchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      const current = await this.row(tenantId, input.id);
      await this.assertCodeFree(tenantId, input.code, input.id);
      assertOnPaper(current.design, input.paperWidth, input.paperHeight);
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, {
        ...values,
        printerAddress: values.printerAddress || null,
        remark: values.remark || null,
      });
      return toTemplateDto(row!);
    });
  }

  design(tenantId: string, input: z.output<typeof printTemplateDesignSchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      await this.row(tenantId, input.id);
      assertOnPaper(input.design, input.paperWidth, input.paperHeight);
      const row = await this.repo.update(tenantId, input.id, {
        paperWidth: input.paperWidth,
        paperHeight: input.paperHeight,
        design: input.design,
      });
      return toTemplateDto(row!);
    });
  }

  copy(tenantId: string, input: z.output<typeof printTemplateCopySchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      const source = await this.row(tenantId, input.id);
      await this.assertCodeFree(tenantId, input.code);
      const { tenantId: _t, id: _i, createdAt: _c, updatedAt: _u, ...values } = source;
      return toTemplateDto(await this.repo.insert(tenantId, { ...values, code: input.code, name: input.name }));
    });
  }

  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.row(tenantId, id);
      await this.references.assertUnused(tenantId, 'printTemplate', row);
      await this.repo.delete(tenantId, id);
    });
  }

  private layouts(template: PrintTemplateRow, input: PrintInput) {
    const today = labelDate(new Date());
    const paper = { widthMm: template.paperWidth, heightMm: template.paperHeight };
    const layouts = input.records.map((record) => layoutLabel(paper, template.design, record, today));
    for (const layout of layouts)
      for (const item of layout.items)
        if (item.kind === 'barcode' && barcodeDataProblem(item.symbology, item.data))
          throw invalid('labels.barcodeData', { data: item.data, symbology: item.symbology });
    return layouts;
  }

  /** The labels as a PDF, one page per label (runs outside any transaction: rendering takes time). */
  async pdf(tenantId: string, input: PrintInput): Promise<RenderedLabels> {
    const template = await this.row(tenantId, input.id);
    try {
      const data = await renderPdf(this.layouts(template, input), input.copies);
      return { template, data, labelCount: input.records.length * input.copies };
    } catch (error) {
      if (error instanceof BarcodeDataError)
        throw invalid('labels.barcodeData', { data: error.data, symbology: error.symbology });
      throw error;
    }
  }

  async zpl(tenantId: string, input: PrintInput): Promise<RenderedLabels> {
    const template = await this.row(tenantId, input.id);
    const data = renderZpl(this.layouts(template, input), template.dpi, input.copies);
    return { template, data, labelCount: input.records.length * input.copies };
  }
}
