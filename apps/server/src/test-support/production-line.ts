import {
  bomApi,
  lineApi,
  materialApi,
  OrgType,
  organisationApi,
  type ProcessType,
  processApi,
  productApi,
  routingApi,
  stationApi,
  unitApi,
  workOrderApi,
  workshopApi,
} from '@takt/contracts';
import { expect } from 'vitest';
import type { RouteClient } from './route-client.js';

type Process =
  | string
  | readonly [
      code: string,
      options: { name?: string; type?: ProcessType; mandatoryScan?: boolean; counting?: boolean },
    ];
type Step = string | readonly [process: string, options: { repair?: boolean; returnToStepNo?: number }];
type Material = string | readonly [code: string, options: { name?: string }];
type Station =
  | string
  | readonly [name: string, options: { code?: string; name?: string; line?: number; processes?: readonly string[] }];

/** A spec's entry as its name and options. */
function entry<O extends object>(item: string | readonly [string, O]): readonly [string, Partial<O>] {
  return typeof item === 'string' ? [item, {}] : item;
}

export interface LineSpec {
  /** Process codes (type 'normal' unless given); the routing's steps follow `steps`. */
  processes: readonly Process[];
  /** The routing's steps by process code (a repair step with its return step); the first process alone unless given. */
  steps?: readonly Step[];
  /** Workstations on line 1 (or `line`), coded `<prefix>-<code or name>`, carrying the first step unless `processes` says. */
  stations?: readonly Station[];
  /** The workshop's lines, `line` (= `line1`), `line2`, …: how many (named `Line <n>`), or their names. */
  lines?: number | readonly string[];
  /** The product's code after the prefix (`FG` unless given) and name (`Fan`). */
  product?: { code?: string; name?: string };
  /** Raw materials (in the product's unit) by code. */
  materials?: readonly Material[];
  /** A BOM of the product: each material's quantity, consumed at the first step. */
  bom?: Readonly<Record<string, number>>;
  /** The issued work order of the product on line 1 (10 units); `false` for none. */
  order?: false | { planQuantity?: number; planDate?: string };
}

/**
 * Through the routes, with `api`'s user: a line (or several) in a workshop of the enterprise's
 * factory (made when it has none), processes, a routing, workstations, a unit, materials, a
 * product on that routing, its BOM and an issued work order, each coded `<prefix>-<name>`.
 * Answers their ids by name, and `factory`, `workshop`, `line`…, `routing`, `unit`, `product`,
 * `bom` and `order`.
 */
export async function productionLine(
  api: RouteClient,
  prefix: string,
  spec: LineSpec,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const orgs = await api.ok(organisationApi.page, { query: { pageSize: 50 } });
  ids.factory =
    orgs.rows.find((row) => row.type === OrgType.FACTORY)?.id ??
    (
      await api.ok(organisationApi.add, {
        body: { name: `${prefix} factory`, code: `${prefix}-F`, type: OrgType.FACTORY },
      })
    ).id;
  ids.workshop = (
    await api.ok(workshopApi.add, { body: { factoryId: ids.factory, code: `${prefix}-WS`, name: 'Workshop' } })
  ).id;
  const lines =
    typeof spec.lines === 'object' ? spec.lines : Array.from({ length: spec.lines ?? 1 }, (_, n) => `Line ${n + 1}`);
  for (const [n, name] of lines.entries())
    ids[`line${n + 1}`] = (
      await api.ok(lineApi.add, { body: { workshopId: ids.workshop, code: `${prefix}-L${n + 1}`, name } })
    ).id;
  ids.line = ids.line1!;
  for (const process of spec.processes) {
    const [code, options] = entry(process);
    const body = { code: `${prefix}-${code}`, name: `Process ${code}`, type: 'normal' as const, ...options };
    ids[code] = (await api.ok(processApi.add, { body })).id;
  }
  const steps = (spec.steps ?? [entry(spec.processes[0]!)[0]]).map(entry);
  const firstStep = steps[0]![0];
  const routingSteps = steps.map(([code, options]) => ({ processId: ids[code]!, ...options }));
  ids.routing = (
    await api.ok(routingApi.add, { body: { code: `${prefix}-R`, name: 'Routing', steps: routingSteps } })
  ).id;
  for (const station of spec.stations ?? []) {
    const [name, options] = entry(station);
    const body = {
      lineId: ids[`line${options.line ?? 1}`]!,
      code: `${prefix}-${options.code ?? name}`,
      name: options.name ?? `Station ${name}`,
    };
    ids[name] = (await api.ok(stationApi.add, { body })).id;
    const processIds = (options.processes ?? [firstStep]).map((process) => ids[process]!);
    await api.ok(stationApi.configProcess, { body: { id: ids[name], processIds } });
  }
  ids.unit = (await api.ok(unitApi.add, { body: { code: `${prefix}-PCS`, name: 'Piece' } })).id;
  for (const material of spec.materials ?? []) {
    const [code, options] = entry(material);
    const body = {
      code: `${prefix}-${code}`,
      name: `Material ${code}`,
      type: 'raw',
      attribute: 'purchased',
      ...options,
    } as const;
    ids[code] = (await api.ok(materialApi.add, { body: { ...body, unitId: ids.unit } })).id;
  }
  const { code: productCode = 'FG', name: productName = 'Fan' } = spec.product ?? {};
  ids.product = (
    await api.ok(productApi.add, {
      body: { code: `${prefix}-${productCode}`, name: productName, unitId: ids.unit, routingId: ids.routing },
    })
  ).id;
  if (spec.bom) {
    const lines = Object.entries(spec.bom).map(([code, quantity]) => ({
      materialId: ids[code]!,
      quantity,
      processId: ids[firstStep]!,
    }));
    ids.bom = (
      await api.ok(bomApi.add, { body: { code: `${prefix}-BOM`, name: 'BOM', productId: ids.product, lines } })
    ).id;
  }
  if (spec.order !== false) {
    const { planQuantity = 10, planDate = '2026-12-01' } = spec.order ?? {};
    const body = { productId: ids.product, lineId: ids.line, planQuantity, planDate };
    ids.order = (await api.ok(workOrderApi.add, { body })).id;
    const issued = await api.ok(workOrderApi.issue, { body: { ids: [ids.order] } });
    expect(issued.items[0]?.ok, JSON.stringify(issued)).toBe(true);
  }
  return ids;
}

/**
 * The smallest production line: processes `processes` (the first is the routing's one step),
 * workstations `stations` carrying that step, a product and an issued work order of it.
 */
export function oneStepLine(
  api: RouteClient,
  prefix: string,
  processes: readonly string[],
  stations: readonly string[],
): Promise<Record<string, string>> {
  return productionLine(api, prefix, { processes, stations });
}
