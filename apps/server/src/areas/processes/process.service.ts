import type {
  PageResult,
  Process,
  ProcessType,
  processAddSchema,
  processEditSchema,
  processFilterSchema,
  processPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, invalid, notFound } from '../../platform/errors.js';
import type { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import type { ProcessRepository, ProcessView, ProcessWritable } from './process.repository.js';

type ProcessInput = z.output<typeof processAddSchema>;

function toDto(row: ProcessView): Process {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type as ProcessType,
    counting: row.counting,
    completion: row.completion,
    mandatoryScan: row.mandatoryScan,
    returnProcessId: row.returnProcessId,
    returnProcessCode: row.returnProcessCode,
    returnProcessName: row.returnProcessName,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec 001 §3 "Process": codes unique per enterprise; a process something uses cannot be deleted. */
export class ProcessService {
  constructor(
    private readonly db: Database,
    private readonly repo: ProcessRepository,
    private readonly references: ReferenceRegistry,
    /** The routings whose current version repairs with a process (a repair step must stay a repair process). */
    private readonly repairUsers: (tenantId: string, processId: string) => Promise<{ code: string }[]> = async () => [],
  ) {}

  async page(tenantId: string, query: z.output<typeof processPageQuerySchema>): Promise<PageResult<Process>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async list(tenantId: string, query: z.output<typeof processFilterSchema> = {}): Promise<Process[]> {
    return (await this.repo.list(tenantId, query)).map(toDto);
  }

  async detail(tenantId: string, id: string): Promise<Process> {
    const row = await this.repo.findView(tenantId, id);
    if (!row) throw notFound();
    return toDto(row);
  }

  findByCode(tenantId: string, code: string) {
    return this.repo.findByCode(tenantId, code);
  }

  private async writable(tenantId: string, input: ProcessInput, selfId?: string): Promise<ProcessWritable> {
    const returnProcessId = input.returnProcessId ?? null;
    if (returnProcessId !== null) {
      if (returnProcessId === selfId) throw invalid('processes.returnSelf');
      await this.references.resolveOne(tenantId, 'process', returnProcessId, 'returnProcessId');
    }
    return {
      code: input.code,
      name: input.name,
      type: input.type,
      counting: input.counting,
      completion: input.completion,
      mandatoryScan: input.mandatoryScan,
      returnProcessId,
      remark: input.remark ?? null,
    };
  }

  add(tenantId: string, input: ProcessInput): Promise<Process> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('processes.processCodeTaken', { code: input.code });
      const row = await this.repo.insert(tenantId, await this.writable(tenantId, input));
      return this.detail(tenantId, row.id);
    });
  }

  edit(tenantId: string, input: z.output<typeof processEditSchema>): Promise<Process> {
    return this.db.tenant(tenantId, async () => {
      const { id, ...fields } = input;
      const existing = await this.repo.findByCode(tenantId, fields.code);
      if (existing && existing.id !== id) throw conflict('processes.processCodeTaken', { code: fields.code });
      if (fields.type !== 'repair') {
        const users = await this.repairUsers(tenantId, id);
        if (users.length > 0)
          throw conflict('processes.repairTypeInUse', { routings: users.map((user) => user.code).join(', ') });
      }
      const row = await this.repo.update(tenantId, id, await this.writable(tenantId, fields, id));
      if (!row) throw notFound();
      return this.detail(tenantId, id);
    });
  }

  /**
   * Refused (409) while something uses the process. The row is locked first, so a scan or record
   * saving it meanwhile is either seen or finds the process gone.
   */
  delete(tenantId: string, id: string): Promise<void> {
    return this.db.tenant(tenantId, async () => {
      const row = await this.repo.lookups.lockForDelete(tenantId, id);
      if (!row) throw notFound();
      await this.references.assertUnused(tenantId, 'process', row);
      await this.repo.delete(tenantId, id);
    });
  }
}
