import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { ProcessRepository } from './process.repository.js';
import { ProcessService } from './process.service.js';
import { registerProcessRoutes } from './processes.routes.js';

const coded = (row: { id: string; code: string; name: string }) => ({ id: row.id, code: row.code, name: row.name });

/** Processes and routings (craft routes) with versions: builds the area's services, registers its reference providers and routes. */
export function createProcessesArea(ctx: MasterDataContext) {
  const processRepo = new ProcessRepository(ctx.db);
  const processes = new ProcessService(ctx.db, processRepo, ctx.references);

  ctx.references.provide('process', {
    byIds: async (tenantId, ids, options) => (await processRepo.byIds(tenantId, ids, options?.lock)).map(coded),
    search: async (tenantId, keyword, limit) => (await processRepo.search(tenantId, keyword, limit)).map(coded),
  });
  ctx.references.usedBy('process', 'process', async (tenantId, id, limit) =>
    (await processRepo.returningTo(tenantId, id, limit)).map(coded),
  );

  return {
    processes,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerProcessRoutes(app, guards, processes);
    },
  };
}
