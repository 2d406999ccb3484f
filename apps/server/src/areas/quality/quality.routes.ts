import {
  badPhenomenonApi,
  badPhenomenonImportRoutes,
  badPhenomenonImportRowSchema,
  defectCauseApi,
  defectTypeApi,
  LANGUAGES,
  type RefKind,
  responsibleUnitApi,
  solutionApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../platform/errors.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { refKindName } from '../../platform/references/reference-registry.js';
import { registerCatalogueRoutes } from './coded-catalogue.js';
import type { QualityCatalogues } from './quality.catalogues.js';

const codes = (refs: readonly { code: string }[]) => refs.map((ref) => ref.code).join(', ');

const normalise = (text: string) => text.trim().toLowerCase();
const inAnyLanguage = (key: MessageKey) => LANGUAGES.map((language) => normalise(translate(language, key)));
// Built on first use: the texts are registered when the server starts, after this file is loaded.
let yesNo: { yes: Set<string>; no: Set<string> } | null = null;
const yesAndNo = () =>
  (yesNo ??= {
    yes: new Set(['true', '1', 'y', ...inAnyLanguage('quality.col.yes')]),
    no: new Set(['false', '0', 'n', ...inAnyLanguage('quality.col.no')]),
  });

/** A yes/no cell in any language (blank: the default); anything else is left for the schema to refuse. */
export function flagCell(cell: string): boolean | string | undefined {
  const value = normalise(cell);
  if (value === '') return undefined;
  if (yesAndNo().yes.has(value)) return true;
  if (yesAndNo().no.has(value)) return false;
  return cell;
}

/** Codes separated by commas, semicolons or spaces (either width). */
export function codeListCell(cell: string): string[] {
  return cell.split(/[\s,;，；、]+/).filter((code) => code !== '');
}

export function registerQualityRoutes(app: FastifyInstance, guards: RouteGuards, catalogues: QualityCatalogues) {
  registerCatalogueRoutes(app, guards, defectTypeApi, catalogues.defectTypes);
  registerCatalogueRoutes(app, guards, badPhenomenonApi, catalogues.badPhenomena);
  registerCatalogueRoutes(app, guards, defectCauseApi, catalogues.defectCauses);
  registerCatalogueRoutes(app, guards, responsibleUnitApi, catalogues.responsibleUnits);
  registerCatalogueRoutes(app, guards, solutionApi, catalogues.solutions);

  registerDownload(app, guards, badPhenomenonApi.export, async ({ auth, query, request }) => {
    const rows = await catalogues.badPhenomena.list(auth.tenantId, query);
    const text = (key: MessageKey) => translate(requestLanguage(request), key);
    const data = writeWorkbook([
      {
        name: text('quality.sheet.badPhenomena'),
        columns: [
          { header: text('quality.col.code'), width: 20, value: (row) => row.code },
          { header: text('quality.col.name'), width: 30, value: (row) => row.name },
          { header: text('quality.col.defectType'), width: 20, value: (row) => row.defectType?.code },
          {
            header: text('quality.col.commonlyUsed'),
            width: 12,
            value: (row) => text(row.commonlyUsed ? 'quality.col.yes' : 'quality.col.no'),
          },
          { header: text('quality.col.causes'), width: 30, value: (row) => codes(row.causes) },
          { header: text('quality.col.solutions'), width: 30, value: (row) => codes(row.solutions) },
          { header: text('quality.col.remark'), width: 40, value: (row) => row.remark },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('bad-phenomena', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  const { defectTypes, defectCauses, solutions, badPhenomena } = catalogues;
  /** The ids of `list`'s codes; an unknown code is the row's problem in column `field`. */
  const idsOf = async (
    tenantId: string,
    service: { kind: RefKind; findByCode(tenantId: string, code: string): Promise<{ id: string } | undefined> },
    list: readonly string[],
    field: string,
  ) => {
    const ids: string[] = [];
    for (const code of list) {
      const found = await service.findByCode(tenantId, code);
      if (!found) throw invalid('quality.unknownCode', { field, kind: refKindName(service.kind), code });
      ids.push(found.id);
    }
    return ids;
  };
  registerSheetImport(app, guards, {
    routes: badPhenomenonImportRoutes,
    sheetName: 'quality.sheet.badPhenomena',
    columns: [
      { key: 'code', header: 'quality.col.code', required: true, example: 'BP-BRIDGE' },
      { key: 'name', header: 'quality.col.name', required: true, example: 'Solder bridge' },
      { key: 'defectTypeCode', header: 'quality.col.defectType', required: true, example: 'DT-SOLDER' },
      { key: 'commonlyUsed', header: 'quality.col.commonlyUsed', example: 'Yes' },
      { key: 'causeCodes', header: 'quality.col.causes', example: 'C-REFLOW, C-STENCIL' },
      { key: 'solutionCodes', header: 'quality.col.solutions', example: 'S-RESOLDER' },
      { key: 'remark', header: 'quality.col.remark' },
    ] as const,
    toInput: (cells) => ({
      code: cells.code,
      name: cells.name,
      defectTypeCode: cells.defectTypeCode,
      commonlyUsed: flagCell(cells.commonlyUsed),
      causeCodes: codeListCell(cells.causeCodes),
      solutionCodes: codeListCell(cells.solutionCodes),
      remark: cells.remark === '' ? undefined : cells.remark,
    }),
    schema: badPhenomenonImportRowSchema,
    save: async (auth, { defectTypeCode, causeCodes, solutionCodes, ...fields }) => {
      const tenantId = auth.tenantId;
      const [defectTypeId] = await idsOf(tenantId, defectTypes, [defectTypeCode], 'defectTypeCode');
      return badPhenomena.add(tenantId, {
        ...fields,
        defectTypeId: defectTypeId as string,
        causeIds: await idsOf(tenantId, defectCauses, causeCodes, 'causeCodes'),
        solutionIds: await idsOf(tenantId, solutions, solutionCodes, 'solutionCodes'),
      });
    },
  });
}
