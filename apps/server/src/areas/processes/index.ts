import type { ProcessType } from '@takt/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createProcesses } from './process.resource.js';
import { processesMessages } from './processes.messages.js';
import { registerProcessImport, registerProcessRoutes, registerRoutingRoutes } from './processes.routes.js';
import { processes as processTable } from './processes.table.js';
import { RoutingRepository } from './routing.repository.js';
import { RoutingService } from './routing.service.js';

const coded = (row: { id: string; code: string; name: string }) => ({ id: row.id, code: row.code, name: row.name });

/** The demo factory's processes: code, name, type, counting, completion, mandatory scan. */
const DEMO_PROCESSES: [string, string, ProcessType, boolean, boolean, boolean][] = [
  ['P010', 'Solder paste printing', 'normal', false, false, true],
  ['P020', 'SMT placement', 'normal', false, false, true],
  ['P030', 'Reflow soldering', 'normal', false, false, false],
  ['P040', 'AOI inspection', 'inspection', true, true, true],
  ['P050', 'Board assembly', 'normal', false, false, true],
  ['P060', 'Functional test', 'test', false, false, true],
  ['P070', 'Final assembly', 'normal', false, false, true],
  ['P080', 'Final inspection', 'inspection', false, false, true],
  ['P090', 'Packing', 'packing', true, true, true],
  ['P100', 'Repair', 'repair', false, false, true],
];

/** The demo routings: code, name, description, main steps, the step (1-based) the repair step P100 returns to. */
const DEMO_ROUTINGS: [string, string, string, string[], number][] = [
  ['R-CB', 'Control board', 'SMT line: printing to AOI', ['P010', 'P020', 'P030', 'P040'], 4],
  ['R-FAN-D', 'Desk fan', 'Assembly line: desk fans', ['P050', 'P060', 'P070', 'P080', 'P090'], 2],
  ['R-FAN-F', 'Floor fan', 'Assembly line: floor fans', ['P050', 'P060', 'P070', 'P080', 'P090'], 2],
];

/** Processes and routings (craft routes) with versions: builds the area's services, registers its reference providers and routes. */
export function createProcessesModule(ctx: MasterDataContext) {
  registerAreaMessages(processesMessages);
  const routingRepo = new RoutingRepository(ctx.db);
  const processes = createProcesses(ctx.db, ctx.references, (tenantId, processId) =>
    routingRepo.repairingWith(tenantId, processId, 6),
  );
  const routings = new RoutingService(ctx.db, routingRepo, ctx.references);

  ctx.references.provide('process', processes.repo.lookups.provider());
  ctx.references.provide('routing', routingRepo.lookups.provider());
  ctx.references.usedBy('process', 'process', (tenantId, id, limit) =>
    processes.repo.lookups.usersOf(tenantId, processTable.returnProcessId, id, limit),
  );
  ctx.references.usedBy('process', 'routing', async (tenantId, id, limit) =>
    (await routingRepo.usingProcess(tenantId, id, limit)).map(coded),
  );

  return {
    processes,
    /** `routings.onVersionInUse(check)`: work orders tell whether they use a routing version. */
    routings,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerProcessRoutes(app, guards, processes);
      registerProcessImport(app, guards, processes);
      registerRoutingRoutes(app, guards, routings);
    },
    /** The demo factory's 10 processes and 3 routings (skips codes that exist). */
    async seedDemo(tenantId: string): Promise<void> {
      const idOf = new Map<string, string>();
      for (const [code, name, type, counting, completion, mandatoryScan] of DEMO_PROCESSES) {
        const existing = await processes.findByCode(tenantId, code);
        const row =
          existing ?? (await processes.add(tenantId, { code, name, type, counting, completion, mandatoryScan }));
        idOf.set(code, row.id);
      }
      for (const [code, name, description, main, returnTo] of DEMO_ROUTINGS) {
        if (await routings.findByCode(tenantId, code)) continue;
        const steps = [
          ...main.map((process) => ({ processId: idOf.get(process)!, repair: false })),
          { processId: idOf.get('P100')!, repair: true, returnToStepNo: returnTo },
        ];
        await routings.add(tenantId, { code, name, description, steps: steps.map(withDefaults) });
      }
    },
  };
}

const withDefaults = (step: { processId: string; repair: boolean; returnToStepNo?: number }) => ({
  processId: step.processId,
  repair: step.repair,
  returnToStepNo: step.returnToStepNo ?? null,
});
