import {
  barcodeDataProblem,
  labelDate,
  layoutLabel,
  type PrintTemplate,
  type printRequestSchema,
  type printTemplateCopySchema,
  type printTemplateDesignSchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/errors.js';
import { BarcodeDataError, renderPdf } from './label-pdf.js';
import { renderZpl } from './label-zpl.js';
import { assertOnPaper, type PrintTemplateRow, type PrintTemplates } from './print-template.resource.js';

export type PrintInput = z.output<typeof printRequestSchema>;
export interface RenderedLabels {
  template: PrintTemplateRow;
  data: Buffer | string;
  labelCount: number;
}

/** The print template's own calls besides its records: the designer's save, the copy, PDF/ZPL rendering. */
export class PrintTemplateService {
  constructor(
    private readonly db: Database,
    private readonly templates: PrintTemplates,
  ) {}

  async row(tenantId: string, id: string): Promise<PrintTemplateRow> {
    const row = await this.templates.repo.findById(tenantId, id);
    if (!row) throw notFound();
    return row;
  }

  design(tenantId: string, input: z.output<typeof printTemplateDesignSchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      await this.row(tenantId, input.id);
      assertOnPaper(input.design, input.paperWidth, input.paperHeight);
      const { id, ...values } = input;
      return this.templates.change(tenantId, id, values);
    });
  }

  /** A new template with the source's type, paper, design, printer and remark under a code and name of its own. */
  copy(tenantId: string, input: z.output<typeof printTemplateCopySchema>): Promise<PrintTemplate> {
    return this.db.tenant(tenantId, async () => {
      const { tenantId: _t, id: _i, createdAt: _c, updatedAt: _u, ...source } = await this.row(tenantId, input.id);
      return this.templates.add(tenantId, { ...source, code: input.code, name: input.name });
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
