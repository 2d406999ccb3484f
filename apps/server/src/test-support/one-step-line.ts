import { OrgType, type PageResult } from '@takt/contracts';

/** An API call answering the envelope's data (the caller checks for 200). */
type Ok = <T = { id: string }>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Through the API: a line in a workshop of the enterprise's factory, processes `processes` (the
 * first is the routing's one step), workstations `stations` on the line carrying that step, a
 * product and an issued work order of it, each coded `<prefix>-<name>`. Their ids by name, and
 * `line` and `order`.
 */
export async function oneStepLine(
  ok: Ok,
  prefix: string,
  processes: readonly string[],
  stations: readonly string[],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const orgs = await ok<PageResult<{ id: string; type: number }>>('GET', '/org/page?pageSize=50');
  const factory =
    orgs.rows.find((row) => row.type === OrgType.FACTORY) ??
    (await ok<{ id: string }>('POST', '/org/add', {
      name: `${prefix} factory`,
      code: `${prefix}-F`,
      type: OrgType.FACTORY,
    }));
  const workshop = await ok('POST', '/workshop/add', { factoryId: factory.id, code: `${prefix}-WS`, name: 'Workshop' });
  ids.line = (await ok('POST', '/line/add', { workshopId: workshop.id, code: `${prefix}-L1`, name: 'Line 1' })).id;
  for (const name of processes)
    ids[name] = (
      await ok('POST', '/process/add', { code: `${prefix}-${name}`, name: `Process ${name}`, type: 'normal' })
    ).id;
  const step = ids[processes[0]!]!;
  const routing = await ok('POST', '/routing/add', {
    code: `${prefix}-R`,
    name: 'Routing',
    steps: [{ processId: step }],
  });
  for (const name of stations) {
    ids[name] = (
      await ok('POST', '/station/add', { lineId: ids.line, code: `${prefix}-${name}`, name: `Station ${name}` })
    ).id;
    await ok('POST', '/station/config_process', { id: ids[name], processIds: [step] });
  }
  const unit = await ok('POST', '/unit/add', { code: `${prefix}-PCS`, name: 'Piece' });
  const product = await ok('POST', '/product/add', {
    code: `${prefix}-FG`,
    name: 'Fan',
    unitId: unit.id,
    routingId: routing.id,
  });
  const order = { productId: product.id, lineId: ids.line, planQuantity: 10, planDate: '2026-12-01' };
  ids.order = (await ok('POST', '/work_order/add', order)).id;
  await ok('POST', '/work_order/issue', { ids: [ids.order] });
  return ids;
}
