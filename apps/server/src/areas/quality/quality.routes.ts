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
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { invalid } from '../../platform/errors.js';
import { registerSheetImport } from '../../platform/excel/sheet-import.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { refKindName } from '../../platform/references/reference-registry.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
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
  registerResourceRoutes(app, guards, defectTypeApi, catalogues.defectTypes);
  registerResourceRoutes(app, guards, badPhenomenonApi, catalogues.badPhenomena, {
    sheet: 'quality.sheet.badPhenomena',
    fileName: 'bad-phenomena',
    columns: [
      { header: 'quality.col.code', width: 20, value: (row) => row.code },
      { header: 'quality.col.name', width: 30, value: (row) => row.name },
      { header: 'quality.col.defectType', width: 20, value: (row) => row.defectType?.code },
      {
        header: 'quality.col.commonlyUsed',
        width: 12,
        value: (row, text) => text(row.commonlyUsed ? 'quality.col.yes' : 'quality.col.no'),
      },
      { header: 'quality.col.causes', width: 30, value: (row) => codes(row.causes) },
      { header: 'quality.col.solutions', width: 30, value: (row) => codes(row.solutions) },
      { header: 'quality.col.remark', width: 40, value: (row) => row.remark },
    ],
  });
  registerResourceRoutes(app, guards, defectCauseApi, catalogues.defectCauses);
  registerResourceRoutes(app, guards, responsibleUnitApi, catalogues.responsibleUnits);
  registerResourceRoutes(app, guards, solutionApi, catalogues.solutions);

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
