import type {
  PageResult,
  Position,
  positionAddSchema,
  positionEditSchema,
  positionPageQuerySchema,
} from '@takt/contracts';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { PositionRepository, PositionRow } from './position.repository.js';

function toDto(row: PositionRow): Position {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Spec 000 §3 "Position". Users carry no position yet, so nothing blocks a deletion. */
export class PositionService {
  constructor(
    private readonly db: Database,
    private readonly repo: PositionRepository,
  ) {}

  async page(tenantId: string, query: z.output<typeof positionPageQuerySchema>): Promise<PageResult<Position>> {
    const { rows, totalRows } = await this.repo.page(tenantId, query);
    return { rows: rows.map(toDto), totalRows, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async list(tenantId: string): Promise<Position[]> {
    return (await this.repo.all(tenantId)).map(toDto);
  }

  add(tenantId: string, input: z.output<typeof positionAddSchema>): Promise<Position> {
    return this.db.tenant(tenantId, async () => {
      if (await this.repo.findByCode(tenantId, input.code))
        throw conflict('organisations.positionCodeTaken', { code: input.code });
      return toDto(await this.repo.insert(tenantId, { ...input, remark: input.remark ?? null }));
    });
  }

  edit(tenantId: string, input: z.output<typeof positionEditSchema>): Promise<Position> {
    return this.db.tenant(tenantId, async () => {
      const existing = await this.repo.findByCode(tenantId, input.code);
      if (existing && existing.id !== input.id) throw conflict('organisations.positionCodeTaken', { code: input.code });
      const { id, ...values } = input;
      const row = await this.repo.update(tenantId, id, { ...values, remark: values.remark ?? null });
      if (!row) throw notFound();
      return toDto(row);
    });
  }

  async delete(tenantId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(tenantId, id))) throw notFound();
  }
}
