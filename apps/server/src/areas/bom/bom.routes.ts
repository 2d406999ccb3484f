import {
  type BomDetail,
  bomApi,
  bomImportRoutes,
  bomImportRowSchema,
  LANGUAGES,
  scanConfigApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { BomService } from './bom.service.js';
import type { ScanConfigService } from './scan-config.service.js';

type ExportRow = { bom: BomDetail; line: BomDetail['lines'][number] | null };

export function registerBomRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { boms: BomService; scanConfigs: ScanConfigService },
): void {
  const { boms, scanConfigs } = services;

  registerRoute(app, guards, bomApi.page, ({ auth, query }) => boms.page(auth.tenantId, query));
  // The list answers headers, every other route the BOM with its lines: only those are the kit's.
  registerRoute(app, guards, bomApi.detail, ({ auth, query }) => boms.resource.detail(auth.tenantId, query.id));
  registerRoute(app, guards, bomApi.add, ({ auth, body }) => boms.resource.add(auth.tenantId, body));
  registerRoute(app, guards, bomApi.edit, ({ auth, body }) => boms.resource.edit(auth.tenantId, body));
  registerRoute(app, guards, bomApi.delete, async ({ auth, body }) => {
    await boms.resource.delete(auth.tenantId, body.id);
    return null;
  });
  registerRoute(app, guards, bomApi.scanInForce, ({ auth, query }) => scanConfigs.forBom(auth.tenantId, query.id));
  registerRoute(app, guards, bomApi.copy, ({ auth, body }) => boms.copy(auth.tenantId, body));

  registerDownload(app, guards, bomApi.export, async ({ auth, query, request }) => {
    const details = await boms.resource.list(auth.tenantId, query);
    const text = (key: MessageKey) => translate(requestLanguage(request), key);
    const yesNo = (value: boolean) => text(value ? 'bom.yes' : 'bom.no');
    const rows = details.flatMap((bom): ExportRow[] =>
      bom.lines.length === 0 ? [{ bom, line: null }] : bom.lines.map((line) => ({ bom, line })),
    );
    const data = writeWorkbook<ExportRow>([
      {
        name: text('bom.sheet'),
        columns: [
          { header: text('bom.col.code'), width: 18, value: (row) => row.bom.code },
          { header: text('bom.col.name'), width: 24, value: (row) => row.bom.name },
          { header: text('bom.col.version'), width: 10, value: (row) => row.bom.version },
          { header: text('bom.col.productCode'), width: 18, value: (row) => row.bom.productCode },
          { header: text('bom.col.productName'), width: 24, value: (row) => row.bom.productName },
          { header: text('bom.col.enabled'), width: 8, value: (row) => yesNo(row.bom.enabled) },
          { header: text('bom.col.lineNo'), width: 8, value: (row) => row.line?.lineNo },
          { header: text('bom.col.materialCode'), width: 18, value: (row) => row.line?.materialCode },
          { header: text('bom.col.materialName'), width: 24, value: (row) => row.line?.materialName },
          { header: text('bom.col.quantity'), width: 10, value: (row) => row.line?.quantity },
          { header: text('bom.col.processCode'), width: 14, value: (row) => row.line?.processCode },
          { header: text('bom.col.processName'), width: 20, value: (row) => row.line?.processName },
          { header: text('bom.col.designators'), width: 24, value: (row) => row.line?.designators },
          {
            header: text('bom.col.keyMaterial'),
            width: 10,
            value: (row) => (row.line ? yesNo(row.line.keyMaterial) : null),
          },
          { header: text('bom.col.remark'), width: 24, value: (row) => row.line?.remark ?? row.bom.remark },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('boms', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  // A yes/no cell: the export's Yes/No in any language, or true/false, 1/0.
  const yes = new Set(['true', '1', 'y', ...LANGUAGES.map((language) => translate(language, 'bom.yes').toLowerCase())]);
  const no = new Set(['false', '0', 'n', ...LANGUAGES.map((language) => translate(language, 'bom.no').toLowerCase())]);
  const flag = (cell: string) => {
    const text = cell.trim().toLowerCase();
    if (text === '') return undefined;
    return yes.has(text) ? true : no.has(text) ? false : cell;
  };
  const optional = (cell: string) => (cell === '' ? undefined : cell);
  registerSheetImport(app, guards, {
    routes: bomImportRoutes,
    sheetName: 'bom.sheet',
    columns: [
      { key: 'code', header: 'bom.col.code', required: true, example: 'BOM-FG-01' },
      { key: 'name', header: 'bom.col.name', required: true, example: 'Desk fan BOM' },
      { key: 'version', header: 'bom.col.version', example: 'V1' },
      { key: 'productCode', header: 'bom.col.productCode', required: true, example: 'FG-01' },
      { key: 'enabled', header: 'bom.col.enabled', example: 'Yes' },
      { key: 'materialCode', header: 'bom.col.materialCode', required: true, example: 'RM-MOTOR' },
      { key: 'quantity', header: 'bom.col.quantity', required: true, example: '1' },
      { key: 'processCode', header: 'bom.col.processCode', example: 'P050' },
      { key: 'designators', header: 'bom.col.designators', example: '' },
      { key: 'keyMaterial', header: 'bom.col.keyMaterial', example: 'Yes' },
      { key: 'remark', header: 'bom.col.remark' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      name: cells.name,
      version: optional(cells.version),
      productCode: cells.productCode,
      enabled: flag(cells.enabled),
      materialCode: cells.materialCode,
      quantity: cells.quantity === '' ? undefined : Number(cells.quantity),
      processCode: optional(cells.processCode),
      designators: optional(cells.designators),
      keyMaterial: flag(cells.keyMaterial),
      remark: optional(cells.remark),
    }),
    schema: bomImportRowSchema,
    save: (auth, row) => boms.importLine(auth.tenantId, row),
  });

  // The kit registers the list, detail, add, edit and delete; the other routes are the service's.
  registerResourceRoutes(app, guards, scanConfigApi, scanConfigs.resource);
  registerRoute(app, guards, scanConfigApi.derivedPage, ({ auth, query }) =>
    scanConfigs.derivedPage(auth.tenantId, query),
  );
  registerRoute(app, guards, scanConfigApi.bomDefaults, ({ auth, query }) =>
    scanConfigs.bomDefaults(auth.tenantId, query.productId, query.processId),
  );
  registerRoute(app, guards, scanConfigApi.copy, ({ auth, body }) => scanConfigs.copy(auth.tenantId, body));
}
