// SQL shared by the trace benchmark (bench/trace.ts) and its baseline (bench/trace-baseline.ts):
// filling scan_events, units, materials, boxes and carriers with generate_series, and the
// hand-written trace-by-serial and recall-by-lot queries.

/** Anything that runs one parametrised statement: a pg client or PGlite. */
export interface Sql {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** Scan events per unit: ten routing steps; every 20th unit fails step 6, is repaired and passes it again (+2). */
export const EVENTS_PER_UNIT = 10;
/** Materials built into each unit, and units per lot of each material. */
export const MATERIALS_PER_UNIT = 3;
export const UNITS_PER_LOT = 500;
export const UNITS_PER_BOX = 20;
export const BOXES_PER_CARRIER = 10;
export const UNITS_PER_ORDER = 1000;
/** The demo enterprise holds this share of the data; the rest is spread over other enterprises. */
export const ENTERPRISES = 4;
export const MONTHS = 12;

export interface FillPlan {
  events: number;
  onProgress: (message: string) => void;
}

export interface FilledTenant {
  tenantId: string;
  code: string;
  units: number;
}

const one = async <T>(sql: Sql, text: string, params: unknown[] = []) => (await sql.query<T>(text, params)).rows[0]!;

/** A month partition name as the server names them. */
function partitionName(from: Date): string {
  return `scan_events_y${from.getUTCFullYear()}m${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Fills the database: ENTERPRISES enterprises (the demo one plus new ones), the demo one with
 * 40 % of the units and real master-data ids (so traces name their stations and materials), units
 * spread evenly over the last MONTHS months, EVENTS_PER_UNIT scans each (a little more for the
 * repaired ones), MATERIALS_PER_UNIT materials each in lots of UNITS_PER_LOT, boxes and carriers,
 * an order per UNITS_PER_ORDER units, repairs with a defect for the failed ones. Returns the
 * enterprises. Runs as the connecting role (row security lets it through).
 */
export async function fillTraceData(sql: Sql, plan: FillPlan): Promise<FilledTenant[]> {
  const totalUnits = Math.max(ENTERPRISES * 10, Math.round(plan.events / (EVENTS_PER_UNIT + 0.1)));
  const demo = await one<{ id: string }>(sql, `select id::text from tenants where code = 'demo'`);
  const tenants: FilledTenant[] = [{ tenantId: demo.id, code: 'demo', units: Math.round(totalUnits * 0.4) }];
  for (let n = 1; n < ENTERPRISES; n++) {
    const code = `bench_trace_${n}`;
    const row = await one<{ id: string }>(sql, `insert into tenants (code, name) values ($1, $2) returning id::text`, [
      code,
      `Bench enterprise ${n}`,
    ]);
    tenants.push({ tenantId: row.id, code, units: Math.round((totalUnits * 0.6) / (ENTERPRISES - 1)) });
  }

  // Monthly partitions for the whole span, created the way the server creates them.
  const now = new Date();
  for (let offset = -MONTHS; offset <= 1; offset++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
    const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
    await sql.query(
      `create table if not exists "${partitionName(from)}" partition of scan_events for values from ('${from.toISOString()}') to ('${to.toISOString()}')`,
    );
  }

  // Master-data ids of the demo enterprise (others get made-up ids: their traces name nothing).
  const ids = async (table: string, where = '') =>
    (
      await sql.query<{ id: string }>(
        `select id::text from ${table} where tenant_id = $1 ${where} order by id limit 10`,
        [demo.id],
      )
    ).rows.map((row) => row.id);
  const stations = await ids('organisations', 'and type = 5');
  const lines = await ids('organisations', 'and type = 4');
  const processes = await ids('processes');
  const materials = await ids('materials');
  const products = await ids('products');
  const users = await ids('users');
  const phenomena = await ids('quality_bad_phenomena').catch(() => [] as string[]);
  const shifts = await ids('shifts').catch(() => [] as string[]);
  const arr = (list: string[], fallback: number) =>
    `array[${(list.length ? list : [String(fallback)]).join(',')}]::bigint[]`;

  const span = `interval '${MONTHS} months'`;
  for (const tenant of tenants) {
    const isDemo = tenant.tenantId === demo.id;
    const pick = (list: string[], fallback: number) => (isDemo ? arr(list, fallback) : arr([], fallback));
    const started = performance.now();
    const orders = Math.ceil(tenant.units / UNITS_PER_ORDER);
    const firstId = Number(
      (
        await one<{ id: string }>(sql, `select setval('takt_id_seq', nextval('takt_id_seq') + $1) - $1 as id`, [
          Math.ceil(tenant.units * 4 + orders + tenant.units / UNITS_PER_BOX + 100),
        ])
      ).id,
    );
    // Id blocks: orders, units, boxes, carriers (the sequence was moved past them).
    const orderBase = firstId;
    const unitBase = orderBase + orders;
    const boxBase = unitBase + tenant.units;
    const carrierBase = boxBase + Math.ceil(tenant.units / UNITS_PER_BOX);
    const p = [tenant.tenantId, tenant.units];
    await sql.query(
      `insert into work_orders (tenant_id, id, code, type, product_id, line_id, routing_id, plan_quantity, plan_date, status, created_at)
       select $1, ${orderBase} + o, 'BWO' || lpad(o::text, 6, '0'), 'normal',
              (${pick(products, 1)})[1 + o % cardinality(${pick(products, 1)})],
              (${pick(lines, 2)})[1 + o % cardinality(${pick(lines, 2)})], 3, ${UNITS_PER_ORDER},
              (now() - ${span} + (${span}) * o / $2)::date, 'completed', now() - ${span} + (${span}) * o / $2
       from generate_series(0, $2 - 1) o`,
      [tenant.tenantId, orders],
    );
    await sql.query(
      `insert into production_packages (tenant_id, id, code, kind, work_order_id, station_id, capacity, quantity, status)
       select $1, ${carrierBase} + c, 'BC' || $3 || '-' || lpad(c::text, 7, '0'), 'carrier', ${orderBase} + (c * ${BOXES_PER_CARRIER * UNITS_PER_BOX}) / ${UNITS_PER_ORDER},
              1, ${BOXES_PER_CARRIER}, ${BOXES_PER_CARRIER}, 'sealed'
       from generate_series(0, ($2 - 1) / ${BOXES_PER_CARRIER * UNITS_PER_BOX}) c`,
      [...p, tenant.code],
    );
    await sql.query(
      `insert into production_packages (tenant_id, id, code, kind, parent_id, work_order_id, station_id, capacity, quantity, status)
       select $1, ${boxBase} + b, 'BB' || $3 || '-' || lpad(b::text, 8, '0'), 'box', ${carrierBase} + b / ${BOXES_PER_CARRIER},
              ${orderBase} + (b * ${UNITS_PER_BOX}) / ${UNITS_PER_ORDER}, 1, ${UNITS_PER_BOX}, ${UNITS_PER_BOX}, 'sealed'
       from generate_series(0, ($2 - 1) / ${UNITS_PER_BOX}) b`,
      [...p, tenant.code],
    );
    await sql.query(
      `insert into production_units (tenant_id, id, serial, work_order_id, product_id, line_id, routing_version_id, status,
                                     next_step_no, repair_count, package_id, last_station_id, last_scanned_at, completed_at, created_at)
       select $1, ${unitBase} + i, 'SN' || $3 || '-' || lpad(i::text, 9, '0'), ${orderBase} + i / ${UNITS_PER_ORDER},
              (${pick(products, 1)})[1 + (i / ${UNITS_PER_ORDER}) % cardinality(${pick(products, 1)})],
              (${pick(lines, 2)})[1 + (i / ${UNITS_PER_ORDER}) % cardinality(${pick(lines, 2)})], 3, 'completed',
              null, case when i % 20 = 0 then 1 else 0 end, ${boxBase} + i / ${UNITS_PER_BOX},
              (${pick(stations, 4)})[1], t + interval '30 minutes', t + interval '30 minutes', t
       from generate_series(0, $2 - 1) i, lateral (select now() - ${span} + (${span}) * i / $2 as t) at`,
      [...p, tenant.code],
    );
    plan.onProgress(`${tenant.code}: ${orders} orders, ${tenant.units} units, boxes and carriers`);
    await sql.query(
      `insert into unit_materials (tenant_id, id, unit_id, work_order_id, material_id, barcode, lot, process_id, step_no, station_id, operator_id, bound_at)
       select u.tenant_id, nextval('takt_id_seq'), u.id, u.work_order_id,
              (${pick(materials, 5)})[1 + m % cardinality(${pick(materials, 5)})],
              'MB' || $3 || '-' || (u.id - ${unitBase}) || '-' || m,
              'LOT-' || m || '-' || lpad(((u.id - ${unitBase}) / ${UNITS_PER_LOT})::text, 6, '0'),
              (${pick(processes, 6)})[1], 1, (${pick(stations, 4)})[1], (${pick(users, 7)})[1], u.created_at + interval '1 minute'
       from production_units u, generate_series(0, ${MATERIALS_PER_UNIT - 1}) m
       where u.tenant_id = $1 and u.id >= ${unitBase} and u.id < ${unitBase} + $2`,
      [...p, tenant.code],
    );
    plan.onProgress(`${tenant.code}: ${tenant.units * MATERIALS_PER_UNIT} materials in lots of ${UNITS_PER_LOT}`);
    await sql.query(
      `with failed as (
         select u.* from production_units u
         where u.tenant_id = $1 and u.id >= ${unitBase} and u.id < ${unitBase} + $2 and (u.id - ${unitBase}) % 20 = 0
       ), repairs as (
         insert into unit_repairs (tenant_id, unit_id, work_order_id, line_id, failed_step_no, failed_process_id, failed_station_id,
                                   failed_at, failed_by, status, return_step_no, repair_station_id, repaired_by, repaired_at)
         select tenant_id, id, work_order_id, line_id, 6, (${pick(processes, 6)})[1], (${pick(stations, 4)})[1],
                created_at + interval '12 minutes', (${pick(users, 7)})[1], 'repaired', 6, (${pick(stations, 4)})[1],
                (${pick(users, 7)})[1], created_at + interval '14 minutes'
         from failed returning tenant_id, id, unit_id, work_order_id, line_id, failed_process_id, failed_station_id, failed_at
       )
       insert into unit_defects (tenant_id, repair_id, unit_id, work_order_id, line_id, process_id, station_id, bad_phenomenon_id, recorded_at)
       select tenant_id, id, unit_id, work_order_id, line_id, failed_process_id, failed_station_id, (${pick(phenomena, 8)})[1], failed_at
       from repairs`,
      p,
    );
    // Scan events in slices, so progress shows and no statement holds too much.
    const slice = 50_000;
    let written = 0;
    for (let from = 0; from < tenant.units; from += slice) {
      const to = Math.min(tenant.units, from + slice);
      const result = await sql.query<{ n: number }>(
        `with ins as (
           insert into scan_events (tenant_id, id, scanned_at, action, unit_id, serial, work_order_id, product_id, line_id,
                                    station_id, process_id, step_no, operator_id, shift_id)
           select u.tenant_id, nextval('takt_id_seq'), u.created_at + make_interval(mins => k * 2),
                  case when k = 6 and failed then 'fail' when k = 7 and failed then 'repair' else 'pass' end,
                  u.id, u.serial, u.work_order_id, u.product_id, u.line_id,
                  (${pick(stations, 4)})[1 + k % cardinality(${pick(stations, 4)})],
                  (${pick(processes, 6)})[1 + least(k, ${EVENTS_PER_UNIT - 1}) % cardinality(${pick(processes, 6)})],
                  case when k = 7 and failed then null when k > 7 and failed then k - 1 else k + 1 end,
                  (${pick(users, 7)})[1 + k % cardinality(${pick(users, 7)})],
                  (${pick(shifts, 9)})[1]
           from production_units u
           cross join lateral (select (u.id - ${unitBase}) % 20 = 0 as failed) f
           cross join lateral generate_series(0, case when f.failed then ${EVENTS_PER_UNIT + 1} else ${EVENTS_PER_UNIT - 1} end) k
           where u.tenant_id = $1 and u.id >= ${unitBase} + $2 and u.id < ${unitBase} + $3
           returning 1
         ) select count(*)::int as n from ins`,
        [tenant.tenantId, from, to],
      );
      written += result.rows[0]?.n ?? 0;
      plan.onProgress(
        `${tenant.code}: ${written} scan events (${Math.round((to / tenant.units) * 100)} %, ${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  for (const table of [
    'scan_events',
    'production_units',
    'unit_materials',
    'production_packages',
    'unit_repairs',
    'unit_defects',
    'work_orders',
  ])
    await sql.query(`analyze ${table}`);
  return tenants;
}

// ---- The hand-written queries of the baseline ------------------------------------------------

/** A unit's whole history in one statement: the unit, its order, events, materials, packing, repairs with defects, names joined. */
export const TRACE_SQL = `
with u as (
  select * from production_units where tenant_id = $1 and serial = $2
)
select json_build_object(
  'unit', (select json_build_object('id', u.id::text, 'serial', u.serial, 'status', u.status, 'nextStepNo', u.next_step_no,
           'repairCount', u.repair_count, 'createdAt', u.created_at, 'completedAt', u.completed_at,
           'product', (select json_build_object('id', p.id::text, 'code', p.code, 'name', p.name) from products p where p.tenant_id = u.tenant_id and p.id = u.product_id),
           'line', (select json_build_object('id', o.id::text, 'code', o.code, 'name', o.name) from organisations o where o.tenant_id = u.tenant_id and o.id = u.line_id))
           from u),
  'order', (select json_build_object('id', w.id::text, 'code', w.code, 'type', w.type, 'status', w.status, 'planQuantity', w.plan_quantity)
            from u join work_orders w on w.tenant_id = u.tenant_id and w.id = u.work_order_id),
  'events', coalesce((select json_agg(json_build_object('id', e.id::text, 'scannedAt', e.scanned_at, 'action', e.action, 'stepNo', e.step_no,
              'process', (select json_build_object('id', p.id::text, 'code', p.code, 'name', p.name) from processes p where p.tenant_id = e.tenant_id and p.id = e.process_id),
              'station', (select json_build_object('id', s.id::text, 'code', s.code, 'name', s.name) from organisations s where s.tenant_id = e.tenant_id and s.id = e.station_id),
              'operator', (select json_build_object('id', x.id::text, 'name', x.name) from users x where x.tenant_id = e.tenant_id and x.id = e.operator_id),
              'shift', (select json_build_object('id', h.id::text, 'code', h.code, 'name', h.name) from shifts h where h.tenant_id = e.tenant_id and h.id = e.shift_id))
              order by e.scanned_at, e.id)
            from u join scan_events e on e.tenant_id = u.tenant_id and e.unit_id = u.id
              and e.scanned_at >= u.created_at - interval '72 hours'), '[]'),
  'materials', coalesce((select json_agg(json_build_object('id', m.id::text, 'barcode', m.barcode, 'lot', m.lot, 'boundAt', m.bound_at, 'unboundAt', m.unbound_at,
              'material', (select json_build_object('id', x.id::text, 'code', x.code, 'name', x.name) from materials x where x.tenant_id = m.tenant_id and x.id = m.material_id))
              order by m.bound_at, m.id)
            from u join unit_materials m on m.tenant_id = u.tenant_id and m.unit_id = u.id), '[]'),
  'box', (select json_build_object('id', b.id::text, 'code', b.code, 'status', b.status) from u join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id),
  'carrier', (select json_build_object('id', c.id::text, 'code', c.code, 'status', c.status) from u
              join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id
              join production_packages c on c.tenant_id = b.tenant_id and c.id = b.parent_id),
  'repairs', coalesce((select json_agg(json_build_object('id', r.id::text, 'status', r.status, 'failedAt', r.failed_at, 'failedStepNo', r.failed_step_no,
              'defects', coalesce((select json_agg(json_build_object('id', d.id::text, 'quantity', d.quantity, 'badPhenomenonId', d.bad_phenomenon_id::text))
                                   from unit_defects d where d.tenant_id = r.tenant_id and d.repair_id = r.id), '[]'))
              order by r.failed_at)
            from u join unit_repairs r on r.tenant_id = u.tenant_id and r.unit_id = u.id), '[]')
) as trace
from u`;

/** One page of a lot's recall list with the counts, as the server's recall does. */
export const RECALL_PAGE_SQL = `
select m.id::text as id, m.unit_id::text as "unitId", u.serial, u.status as "unitStatus", w.code as "orderCode",
       m.material_id::text as "materialId", x.code as "materialCode", x.name as "materialName",
       m.barcode, m.lot, b.code as "boxCode", c.code as "carrierCode", m.bound_at as "boundAt"
from unit_materials m
join production_units u on u.tenant_id = m.tenant_id and u.id = m.unit_id
left join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id
left join production_packages c on c.tenant_id = b.tenant_id and c.id = b.parent_id
left join work_orders w on w.tenant_id = u.tenant_id and w.id = u.work_order_id
left join materials x on x.tenant_id = m.tenant_id and x.id = m.material_id
where m.tenant_id = $1 and m.lot = $2 and m.unbound_at is null
order by m.bound_at desc, m.id desc limit $3 offset $4`;

export const RECALL_COUNTS_SQL = `
with hits as (
  select m.material_id, u.id as unit_id, u.status, u.package_id, u.work_order_id, b.parent_id
  from unit_materials m
  join production_units u on u.tenant_id = m.tenant_id and u.id = m.unit_id
  left join production_packages b on b.tenant_id = u.tenant_id and b.id = u.package_id
  where m.tenant_id = $1 and m.lot = $2 and m.unbound_at is null
)
select count(*)::int as bindings, count(distinct unit_id)::int as units, count(distinct package_id)::int as boxes,
       count(distinct parent_id)::int as carriers, count(distinct work_order_id)::int as orders,
       (select json_object_agg(status, n) from (select status, count(distinct unit_id)::int as n from hits group by status) s) as "byStatus"
from hits`;
