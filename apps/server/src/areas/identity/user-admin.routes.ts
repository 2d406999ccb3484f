import { UserState, userApi, XLSX_CONTENT_TYPE } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { registerDownload, stampedName } from '../../platform/http/register-download.js';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { UserAdminService } from './user-admin.service.js';

/** User administration: `/user/*` of spec 000 §7 except import and self-service. */
export function registerUserAdminRoutes(app: FastifyInstance, guards: RouteGuards, service: UserAdminService): void {
  registerRoute(app, guards, userApi.page, ({ auth, query }) => service.page(auth, query));
  registerRoute(app, guards, userApi.single, ({ auth, query }) => service.single(auth, query.id));
  registerRoute(app, guards, userApi.simple, ({ auth, query }) => service.simple(auth, query.id));
  registerRoute(app, guards, userApi.userName, ({ auth, query }) => service.userNames(auth, query.ids));
  registerRoute(app, guards, userApi.selector, ({ auth, query }) => service.selector(auth, query));
  registerRoute(app, guards, userApi.basicList, ({ auth, query }) => service.basicList(auth, query));
  registerRoute(app, guards, userApi.ownData, ({ auth, query }) => service.ownData(auth, query.id));
  registerRoute(app, guards, userApi.verifyPassword, ({ auth, query }) =>
    service.verifyOwnPassword(auth, query.password),
  );
  registerRoute(app, guards, userApi.add, ({ auth, body }) => service.add(auth, body));
  registerRoute(app, guards, userApi.edit, ({ auth, body }) => service.edit(auth, body));
  registerRoute(app, guards, userApi.changeState, ({ auth, body }) =>
    service.changeState(auth, body.id, body.status === UserState.DISABLED ? UserState.DISABLED : UserState.NORMAL),
  );
  registerRoute(app, guards, userApi.resetPassword, async ({ auth, query }) => {
    await service.resetPassword(auth, query.id);
    return null;
  });
  registerRoute(app, guards, userApi.authRole, ({ auth, body }) => service.authRole(auth, body.id, body.roleIds));
  registerRoute(app, guards, userApi.grantData, ({ auth, body }) => service.grantData(auth, body.id, body.orgIds));
  registerRoute(app, guards, userApi.delete, async ({ auth, query }) => {
    await service.delete(auth, query.id);
    return null;
  });

  const workbook = (data: Buffer) => ({ data, fileName: stampedName('users', 'xlsx'), contentType: XLSX_CONTENT_TYPE });
  registerDownload(app, guards, userApi.export, async ({ auth, query, request }) =>
    workbook(await service.exportWorkbook(auth, requestLanguage(request), { filter: query })),
  );
  registerDownload(app, guards, userApi.exporterUser, async ({ auth, body, request }) =>
    workbook(await service.exportWorkbook(auth, requestLanguage(request), { ids: body.ids })),
  );
}
