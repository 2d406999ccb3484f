import type { UnitStatus } from '@takt/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { pageOffset } from '../../platform/db/paging.js';
import { rowsOf } from '../../platform/db/table-rows.js';

/**
 * Recall: from a material lot to every unit built with it, through `unit_materials (tenant_id,
 * lot)`, then each unit by its key, its box and the box's carrier by theirs.
 */

export interface LotFilter {
  lot: string;
  materialId?: string;
  includeUnbound?: boolean;
}

export interface RecallDbRow {
  id: string;
  unitId: string;
  serial: string;
  unitStatus: UnitStatus;
  workOrderId: string;
  lineId: string;
  materialId: string;
  barcode: string;
  lot: string;
  boxCode: string | null;
  carrierCode: string | null;
  boundAt: Date | string;
  unboundAt: Date | string | null;
}

export interface LotCounts {
  bindings: number;
  units: number;
  boxes: number;
  carriers: number;
  orders: number;
  byStatus: Record<string, number> | null;
  materialIds: string[] | null;
}

/** Sort columns of a recall page, on the lot's bindings as `pageWithCounts` reads them. */
const PAGE_ORDER_BY = {
  boundAt: sql`bound_at`,
  serial: sql`serial`,
} as const;

export class RecallRepository {
  constructor(private readonly db: Database) {}

  private where(tenantId: string, filter: LotFilter): SQL {
    return sql`m.tenant_id = ${tenantId} and m.lot = ${filter.lot}${
      filter.materialId ? sql` and m.material_id = ${filter.materialId}` : sql``
    }${filter.includeUnbound ? sql`` : sql` and m.unbound_at is null`}`;
  }

  private select(tenantId: string, filter: LotFilter): SQL {
    return sql`
      select m.id::text as id, m.unit_id::text as "unitId", u.serial, u.status as "unitStatus",
             u.work_order_id::text as "workOrderId", u.line_id::text as "lineId", m.material_id::text as "materialId",
             m.barcode, m.lot, b.code as "boxCode", c.code as "carrierCode",
             m.bound_at as "boundAt", m.unbound_at as "unboundAt"
      from unit_materials m
      join production_units u on u.tenant_id = m.tenant_id and u.id = m.unit_id
      left join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id
      left join production_packages c on c.tenant_id = b.tenant_id and c.id = b.parent_id
      where ${this.where(tenantId, filter)}`;
  }

  /** Every binding of the lot (an export), at most `limit`, newest first. */
  list(tenantId: string, filter: LotFilter, limit: number): Promise<RecallDbRow[]> {
    return this.db.tenant(tenantId, async (tx) =>
      rowsOf<RecallDbRow>(
        await tx.execute(sql`${this.select(tenantId, filter)} order by m.bound_at desc, m.id desc limit ${limit}`),
      ),
    );
  }

  /**
   * One page of the lot's recall list and how far the lot went (bindings, distinct units, boxes,
   * carriers and orders, units per status, materials), in one statement: the lot's bindings are
   * read once, the page's carriers looked up for its rows only.
   */
  pageWithCounts(
    tenantId: string,
    filter: LotFilter,
    query: { pageNo: number; pageSize: number; sortField?: 'boundAt' | 'serial'; sortOrder?: 'ascend' | 'descend' },
  ): Promise<LotCounts & { rows: RecallDbRow[] }> {
    const direction = query.sortOrder === 'ascend' ? sql`asc` : sql`desc`;
    const by = PAGE_ORDER_BY[query.sortField ?? 'boundAt'];
    return this.db.tenant(tenantId, async (tx) => {
      const result = await tx.execute(sql`
        with hits as materialized (
          select m.id, m.unit_id, u.serial, u.status, u.work_order_id, u.line_id, m.material_id, m.barcode, m.lot,
                 u.package_id, b.parent_id, b.code as box_code, m.bound_at, m.unbound_at
          from unit_materials m
          join production_units u on u.tenant_id = m.tenant_id and u.id = m.unit_id
          left join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id
          where ${this.where(tenantId, filter)}
        ),
        page as (
          select h.*, c.code as carrier_code
          from (select * from hits order by ${by} ${direction}, id ${direction}
                limit ${query.pageSize} offset ${pageOffset(query)}) h
          left join production_packages c on c.tenant_id = ${tenantId} and c.id = h.parent_id
        )
        select count(*)::int as bindings,
               count(distinct unit_id)::int as units,
               count(distinct package_id)::int as boxes,
               count(distinct parent_id)::int as carriers,
               count(distinct work_order_id)::int as orders,
               (select json_object_agg(status, n) from (
                  select status, count(distinct unit_id)::int as n from hits group by status) s) as "byStatus",
               (select json_agg(distinct material_id::text) from hits) as "materialIds",
               (select coalesce(json_agg(json_build_object(
                  'id', id::text, 'unitId', unit_id::text, 'serial', serial, 'unitStatus', status,
                  'workOrderId', work_order_id::text, 'lineId', line_id::text, 'materialId', material_id::text,
                  'barcode', barcode, 'lot', lot, 'boxCode', box_code, 'carrierCode', carrier_code,
                  'boundAt', bound_at, 'unboundAt', unbound_at
                ) order by ${by} ${direction}, id ${direction}), '[]') from page) as rows
        from hits`);
      return rowsOf<LotCounts & { rows: RecallDbRow[] }>(result)[0]!;
    });
  }
}
