import { organisationApi, positionApi, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import type { DataScopeResolver } from '../../platform/data-scope/data-scope.js';
import { writeWorkbook } from '../../platform/excel/excel.js';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import { type MessageKey, translate } from '../../platform/i18n/messages.js';
import { registerResourceRoutes } from '../../platform/resources/resource.routes.js';
import type { OrganisationService, OrgCaller } from './organisation.service.js';
import type { PositionService } from './position.resource.js';

export function registerOrganisationRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  services: { organisations: OrganisationService; positions: PositionService; dataScopes: DataScopeResolver },
): void {
  const { organisations, positions, dataScopes } = services;
  const caller = async (auth: AuthContext): Promise<OrgCaller> => ({
    tenantId: auth.tenantId,
    scope: await dataScopes.resolve(auth),
  });

  registerRoute(app, guards, organisationApi.tree, async ({ auth }) => organisations.tree(await caller(auth)));
  registerRoute(app, guards, organisationApi.page, async ({ auth, query }) =>
    organisations.page(await caller(auth), query),
  );
  registerRoute(app, guards, organisationApi.detail, async ({ auth, query }) =>
    organisations.detail(await caller(auth), query.id),
  );
  registerRoute(app, guards, organisationApi.add, async ({ auth, body }) =>
    organisations.add(await caller(auth), body),
  );
  registerRoute(app, guards, organisationApi.edit, async ({ auth, body }) =>
    organisations.edit(await caller(auth), body),
  );
  registerRoute(app, guards, organisationApi.delete, async ({ auth, body }) => {
    await organisations.delete(await caller(auth), body.id);
    return null;
  });

  registerDownload(app, guards, organisationApi.export, async ({ auth, query, request }) => {
    const rows = await organisations.list(await caller(auth), query);
    const text = (key: MessageKey) => translate(requestLanguage(request), key);
    const data = writeWorkbook([
      {
        name: text('organisations.sheet'),
        columns: [
          { header: text('organisations.col.name'), width: 30, value: (row) => row.name },
          { header: text('organisations.col.code'), width: 20, value: (row) => row.code },
          {
            header: text('organisations.col.type'),
            width: 14,
            value: (row) => text(`organisations.type.${row.type}` as MessageKey),
          },
          { header: text('organisations.col.parent'), width: 30, value: (row) => row.parentName },
          { header: text('organisations.col.sort'), width: 8, value: (row) => row.sort },
        ],
        rows,
      },
    ]);
    return { data, fileName: stampedName('organisations', 'xlsx'), contentType: XLSX_CONTENT_TYPE };
  });

  registerResourceRoutes(app, guards, positionApi, positions);
  registerRoute(app, guards, positionApi.list, ({ auth }) => positions.list(auth.tenantId, {}));
}
