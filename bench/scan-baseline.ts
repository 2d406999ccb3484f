// The baseline of the scan benchmark (bench/scan.ts): a bare Fastify handler for
// POST /api/trace/passing/scan that does by hand, in one transaction over pg (or PGlite), what a
// passing scan does in the server: claim the client scan id, lock the unit, read its order,
// product, routing step, next step, scan configuration, station and work settings, check them,
// insert the scan event, move the unit, add the good unit to the order, store the answer. No
// session, permission, validation library or service layers; the same tables, indexes, locks and
// row-level-security setting (the application role with the tenant set), and the same answer.
// Usage: node --conditions=takt-source --import tsx bench/scan-baseline.ts <port> <plan.json> <databaseUrl | pglite:<dataDir>>
import { readFileSync } from 'node:fs';
import { matchesScanMask } from '@takt/contracts';
import { loadFromServer, openBaselineDatabase, type Sql, stopOnSigterm } from './baseline-db.js';

export interface BaselinePlan {
  tenantId: string;
  /** The scans' operator (the signed-in admin on the server's side). */
  operatorId: string;
  /** The lines' shift, as the server's scans resolved it (it caches it per shift too). */
  shiftId: string | null;
}

const [port, planFile, target] = process.argv.slice(2);
if (!port || !planFile || !target) throw new Error('usage: scan-baseline.ts <port> <plan.json> <database>');
const plan = JSON.parse(readFileSync(planFile, 'utf8')) as BaselinePlan;

const { default: Fastify } = await loadFromServer('fastify');
const { transaction, close } = await openBaselineDatabase(target);

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface ScanBody {
  clientScanId: string;
  stationId: string;
  processId: string;
  workOrderId: string;
  serial: string;
}

interface UnitRow {
  id: string;
  serial: string;
  status: string;
  next_step_no: number | null;
  failed_step_no: number | null;
  repair_count: number;
  work_order_id: string;
  product_id: string;
  routing_version_id: string;
  last_scanned_at: Date | null;
}

interface ContextRow {
  code: string;
  status: string;
  line_id: string;
  routing_version_id: string;
  plan_quantity: number;
  input_quantity: number;
  good_quantity: number;
  bad_quantity: number;
  scrap_quantity: number;
  product_code: string;
  product_name: string;
  station_line_id: string;
  at_station: boolean;
  step_no: number | null;
  process_code: string | null;
  process_name: string | null;
  next_step_no: number | null;
  scan_serial: boolean | null;
  serial_pattern: string | null;
  auto_complete: boolean;
}

const CONTEXT_SQL = `
select o.code, o.status, o.line_id::text, o.routing_version_id::text, o.plan_quantity, o.input_quantity,
       o.good_quantity, o.bad_quantity, o.scrap_quantity, p.code as product_code, p.name as product_name,
       st.pid::text as station_line_id,
       exists (select 1 from factory_station_processes sp
               where sp.tenant_id = $1 and sp.station_id = $2 and sp.process_id = $3) as at_station,
       s.step_no, pr.code as process_code, pr.name as process_name,
       (select case when bool_or(np.mandatory_scan) then min(n.step_no) end
          from routing_steps n join processes np on np.tenant_id = n.tenant_id and np.id = n.process_id
         where n.tenant_id = $1 and n.version_id = $4 and n.step_no > s.step_no and not n.repair) as next_step_no,
       c.scan_serial, c.serial_pattern, coalesce(ws.auto_complete, true) as auto_complete
  from work_orders o
  join products p on p.tenant_id = o.tenant_id and p.id = o.product_id
  join organisations st on st.tenant_id = $1 and st.id = $2
  left join routing_steps s on s.tenant_id = $1 and s.version_id = $4 and s.step_no = $5
                           and s.process_id = $3 and not s.repair
  left join processes pr on pr.tenant_id = $1 and pr.id = $3
  left join scan_configs c on c.tenant_id = $1 and c.product_id = o.product_id and c.process_id = $3 and c.enabled
  left join work_settings ws on ws.tenant_id = $1
 where o.tenant_id = $1 and o.id = $6`;

async function passingScan(sql: Sql, body: ScanBody): Promise<Record<string, unknown>> {
  const t = plan.tenantId;
  await sql.query(`select set_config('role', 'takt_app', true), set_config('takt.tenant_id', $1, true)`, [t]);
  const claimed = await sql.query(
    `insert into scan_requests (tenant_id, client_scan_id, station_id, response) values ($1, $2, $3, '{}')
     on conflict do nothing returning client_scan_id`,
    [t, body.clientScanId, body.stationId],
  );
  if (claimed.rows.length === 0) {
    const [stored] = (
      await sql.query<{ response: Record<string, unknown> }>(
        'select response from scan_requests where tenant_id = $1 and client_scan_id = $2',
        [t, body.clientScanId],
      )
    ).rows;
    return { ...stored?.response, replayed: true };
  }
  const [unit] = (
    await sql.query<UnitRow>(
      `select id::text, serial, status, next_step_no, failed_step_no, repair_count, work_order_id::text,
              product_id::text, routing_version_id::text, last_scanned_at
         from production_units where tenant_id = $1 and serial = $2 for update`,
      [t, body.serial],
    )
  ).rows;
  if (!unit) throw new Refusal(404, `Unit ${body.serial} not found`);
  const [ctx] = (
    await sql.query<ContextRow>(CONTEXT_SQL, [
      t,
      body.stationId,
      body.processId,
      unit.routing_version_id,
      unit.next_step_no,
      unit.work_order_id,
    ])
  ).rows;
  if (!ctx) throw new Refusal(404, 'Not found');
  if (!ctx.at_station) throw new Refusal(400, 'The process is not configured at this station');
  if (ctx.status !== 'issued' && ctx.status !== 'in_production') throw new Refusal(422, 'The order cannot be scanned');
  if (ctx.routing_version_id !== unit.routing_version_id) throw new Refusal(500, 'Routing version mismatch');
  if (unit.status !== 'in_process' || ctx.step_no === null) throw new Refusal(422, 'Scanning order error');
  if (ctx.line_id !== ctx.station_line_id) throw new Refusal(422, 'The order is made on another line');
  if (ctx.scan_serial && ctx.serial_pattern && !matchesScanMask(ctx.serial_pattern, unit.serial))
    throw new Refusal(422, 'Unqualified barcode, please check the scanning config of the current process');

  const at = new Date();
  const finished = ctx.next_step_no === null;
  await sql.query(
    `insert into scan_events (tenant_id, scanned_at, action, unit_id, serial, work_order_id, product_id, line_id,
                              station_id, process_id, step_no, operator_id, shift_id, client_scan_id)
     values ($1, $2, 'pass', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      t,
      at,
      unit.id,
      unit.serial,
      unit.work_order_id,
      unit.product_id,
      ctx.station_line_id,
      body.stationId,
      body.processId,
      ctx.step_no,
      plan.operatorId,
      plan.shiftId,
      body.clientScanId,
    ],
  );
  await sql.query(
    `update production_units
        set status = $3, next_step_no = $4, completed_at = $5, last_station_id = $6, last_scanned_at = $7,
            updated_at = now()
      where tenant_id = $1 and id = $2`,
    [t, unit.id, finished ? 'completed' : 'in_process', ctx.next_step_no, finished ? at : null, body.stationId, at],
  );
  let order = {
    status: ctx.status,
    input_quantity: ctx.input_quantity,
    good_quantity: ctx.good_quantity,
    bad_quantity: ctx.bad_quantity,
    scrap_quantity: ctx.scrap_quantity,
  };
  if (finished) {
    const [counted] = (
      await sql.query<typeof order>(
        `update work_orders
            set good_quantity = good_quantity + 1,
                status = case when $3 and good_quantity + 1 >= plan_quantity then 'completed' else 'in_production' end,
                started_at = coalesce(started_at, now()),
                finished_at = case when $3 and good_quantity + 1 >= plan_quantity then now() else finished_at end,
                status_changed_at = case when ($3 and good_quantity + 1 >= plan_quantity) or status = 'issued'
                                         then now() else status_changed_at end,
                updated_at = now()
          where tenant_id = $1 and id = $2 and status in ('issued', 'in_production')
          returning status, input_quantity, good_quantity, bad_quantity, scrap_quantity`,
        [t, unit.work_order_id, ctx.auto_complete],
      )
    ).rows;
    if (!counted) throw new Refusal(422, 'The order cannot be scanned');
    order = counted;
  }
  const process = `${ctx.process_code} ${ctx.process_name}`;
  const outcome = {
    clientScanId: body.clientScanId,
    replayed: false,
    scannedAt: at.toISOString(),
    action: 'pass',
    message: finished ? `${unit.serial} passed ${process} and is finished` : `${unit.serial} passed ${process}`,
    stepDone: true,
    unit: {
      id: unit.id,
      serial: unit.serial,
      status: finished ? 'completed' : 'in_process',
      workOrderId: unit.work_order_id,
      workOrderCode: ctx.code,
      productId: unit.product_id,
      productCode: ctx.product_code,
      productName: ctx.product_name,
      nextStepNo: ctx.next_step_no,
      nextProcessId: null,
      nextProcessCode: null,
      nextProcessName: null,
      failedStepNo: unit.failed_step_no,
      repairCount: unit.repair_count,
      packageCode: null,
      lastScannedAt: at.toISOString(),
    },
    order: {
      id: unit.work_order_id,
      code: ctx.code,
      status: order.status,
      productId: unit.product_id,
      productCode: ctx.product_code,
      productName: ctx.product_name,
      planQuantity: ctx.plan_quantity,
      inputQuantity: order.input_quantity,
      goodQuantity: order.good_quantity,
      badQuantity: order.bad_quantity,
      scrapQuantity: order.scrap_quantity,
    },
    package: null,
    remaining: null,
  };
  await sql.query('update scan_requests set response = $3 where tenant_id = $1 and client_scan_id = $2', [
    t,
    body.clientScanId,
    JSON.stringify(outcome),
  ]);
  return outcome;
}

const app = Fastify({ logger: false });
app.post(
  '/api/trace/passing/scan',
  async (request: { body: ScanBody }, reply: { status(code: number): { send(body: unknown): unknown } }) => {
    try {
      const data = await transaction((sql) => passingScan(sql, request.body));
      return { success: true, code: 200, message: 'Success', data };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return reply
        .status(error.status)
        .send({ success: false, code: error.status === 422 ? 1001 : error.status, message: error.message, data: null });
    }
  },
);
await app.listen({ port: Number(port), host: '127.0.0.1' });
stopOnSigterm(app, close);
