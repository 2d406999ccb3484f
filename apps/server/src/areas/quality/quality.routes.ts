import {
  badPhenomenonApi,
  defectCauseApi,
  defectTypeApi,
  responsibleUnitApi,
  solutionApi,
  XLSX_CONTENT_TYPE,
} from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerCatalogueRoutes } from './coded-catalogue.js';
import type { QualityCatalogues } from './quality.catalogues.js';

const codes = (refs: readonly { code: string }[]) => refs.map((ref) => ref.code).join(', ');

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
        name: text('quality.export.sheet'),
        columns: [
          { header: text('quality.export.code'), width: 20, value: (row) => row.code },
          { header: text('quality.export.name'), width: 30, value: (row) => row.name },
          { header: text('quality.export.defectType'), width: 20, value: (row) => row.defectType?.code },
          {
            header: text('quality.export.commonlyUsed'),
            width: 12,
            value: (row) => text(row.commonlyUsed ? 'quality.export.yes' : 'quality.export.no'),
          },
          { header: text('quality.export.causes'), width: 30, value: (row) => codes(row.causes) },
          { header: text('quality.export.solutions'), width: 30, value: (row) => codes(row.solutions) },
          { header: text('quality.export.remark'), width: 40, value: (row) => row.remark },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('bad-phenomena', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });
}
