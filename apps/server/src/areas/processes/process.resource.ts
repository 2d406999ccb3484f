import type { Process, ProcessType, processAddSchema } from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { codedDto, ResourceService } from '../../platform/resources/resource.service.js';
import { processes } from './processes.table.js';

/** The routings whose current version repairs with a process (a repair step must stay a repair process). */
export type RepairUsers = (tenantId: string, processId: string) => Promise<{ code: string }[]>;

/**
 * Spec 001 §3 "Process" on the resource kit: codes unique per enterprise, the return process
 * after repair checked through the registry, a process something uses cannot be deleted.
 */
export function createProcesses(db: Database, references: ReferenceRegistry, repairUsers: RepairUsers) {
  const service: ResourceService<typeof processes, Process, z.output<typeof processAddSchema>> = new ResourceService(
    db,
    references,
    {
      kind: 'process',
      table: processes,
      codeTaken: 'processes.processCodeTaken',
      equals: {
        type: processes.type,
        counting: processes.counting,
        completion: processes.completion,
        mandatoryScan: processes.mandatoryScan,
      },
      sortable: { type: processes.type, updatedAt: processes.updatedAt },
      values: async (tenantId, input, current) => {
        if (current && input.type !== 'repair') {
          const users = await repairUsers(tenantId, current.id);
          if (users.length > 0)
            throw conflict('processes.repairTypeInUse', { routings: users.map((user) => user.code).join(', ') });
        }
        const returnProcessId = input.returnProcessId ?? null;
        if (returnProcessId !== null) {
          if (returnProcessId === current?.id) throw invalid('processes.returnSelf');
          await references.resolveOne(tenantId, 'process', returnProcessId, 'returnProcessId');
        }
        return {
          type: input.type,
          counting: input.counting,
          completion: input.completion,
          mandatoryScan: input.mandatoryScan,
          returnProcessId,
          remark: input.remark ?? null,
        };
      },
      toDtos: async (tenantId, rows) => {
        const returnIds = [...new Set(rows.flatMap((row) => (row.returnProcessId ? [row.returnProcessId] : [])))];
        const returns = new Map((await service.repo.lookups.byIds(tenantId, returnIds)).map((p) => [p.id, p]));
        return rows.map((row) => {
          const back = row.returnProcessId ? returns.get(row.returnProcessId) : undefined;
          return {
            ...codedDto(row),
            type: row.type as ProcessType,
            counting: row.counting,
            completion: row.completion,
            mandatoryScan: row.mandatoryScan,
            returnProcessId: row.returnProcessId,
            returnProcessCode: back?.code ?? null,
            returnProcessName: back?.name ?? null,
            remark: row.remark,
          };
        });
      },
    },
  );
  return service;
}

export type ProcessService = ReturnType<typeof createProcesses>;
