import { noticeAdminApi, noticeApi } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import { type RouteGuards, registerRoute } from '../../platform/http/register-route.js';
import { requestLanguage } from '../../platform/http/request-context.js';
import type { NoticeService } from './notice.service.js';

export function registerNoticeRoutes(app: FastifyInstance, guards: RouteGuards, service: NoticeService): void {
  registerRoute(app, guards, noticeApi.received, ({ auth, query, request }) =>
    service.received(auth, query, requestLanguage(request)),
  );
  registerRoute(app, guards, noticeApi.unread, ({ auth, query }) => service.unread(auth, query));
  registerRoute(app, guards, noticeApi.read, ({ auth, query }) => service.read(auth, query.id));
  registerRoute(app, guards, noticeApi.add, ({ auth, body }) => service.add(auth, body));
  registerRoute(app, guards, noticeApi.publish, async ({ auth, body }) => {
    const { result, deliver } = await service.publish(auth, body.id);
    guards.db.afterCommit(deliver);
    return result;
  });
  registerRoute(app, guards, noticeApi.withdraw, ({ auth, body }) => service.withdraw(auth, body.id));
  registerRoute(app, guards, noticeAdminApi.page, ({ auth, query }) => service.page(auth, query));
  registerRoute(app, guards, noticeAdminApi.detail, ({ auth, query }) => service.detail(auth, query.id));
  registerRoute(app, guards, noticeAdminApi.edit, ({ auth, body }) => service.edit(auth, body));
  registerRoute(app, guards, noticeAdminApi.delete, async ({ auth, body }) => {
    await service.delete(auth, body.id);
    return null;
  });
}
