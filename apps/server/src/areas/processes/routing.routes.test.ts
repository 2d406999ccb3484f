import { AdminType, type ProcessType, processApi, type RouteDef, referenceApi, routingApi } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import {
  type BodyOf,
  type QueryOf,
  type RouteCallOptions,
  type RouteClient,
  routeClient,
} from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { createProcessesModule } from './index.js';
import type { RoutingVersionRef } from './routing.service.js';

describe.each(testDatabaseKinds())('routings on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let other: string;
  let foreignProcessId: string;
  let foreignRoutingId: string;
  const p: Record<string, string> = {};

  let api: RouteClient;
  const addProcess = async (code: string, name: string, type: ProcessType = 'normal', as = token) => {
    const added = await api.call(processApi.add, { body: { code, name, type }, as });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.data.id;
  };
  const step = (code: string, returnToStepNo?: number): BodyOf<typeof routingApi.add>['steps'][number] =>
    returnToStepNo === undefined
      ? { processId: p[code] }
      : { processId: p[code], repair: true, returnToStepNo: returnToStepNo };
  const addRouting = async (body: BodyOf<typeof routingApi.add>, as = token) => {
    const added = await api.call(routingApi.add, { body, as });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return added.body.data;
  };
  const detail = async (id: string, versionNo?: number) =>
    (await api.call(routingApi.detail, { query: { id, versionNo } })).body.data;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    const otherId = await createTenant(t.server.db, { code: 'routings_other' });
    await createUser(t.server.db, otherId, { account: 'routings_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    other = (await t.login('routings_admin')).token;
    foreignProcessId = await addProcess('RT-10', 'Foreign', 'normal', other);
    foreignRoutingId = (
      await addRouting({ code: 'RT-F', name: 'Foreign', steps: [{ processId: foreignProcessId }] }, other)
    ).id;
    for (const [code, name, type] of [
      ['RT-10', 'Printing', 'normal'],
      ['RT-20', 'Placement', 'normal'],
      ['RT-30', 'AOI', 'inspection'],
      ['RT-40', 'Test', 'test'],
      ['RT-90', 'Repair', 'repair'],
      ['RT-91', 'Rework', 'repair'],
    ] as const)
      p[code] = await addProcess(code, name, type);
  });
  afterAll(() => t?.close());

  /** An enterprise of its own for the demo seed (its codes would clash with the tests' own). */
  const seededTenant = async () => ({ tenantId: await createTenant(t.server.db, { code: 'routings_seeded' }) });

  it('adds a routing with ordered steps and a repair branch, and pages it', async () => {
    const added = await addRouting({
      code: 'RT-A',
      name: 'Board line',
      description: 'SMT',
      steps: [step('RT-10'), step('RT-20'), step('RT-30'), step('RT-90', 3)],
    });
    expect(added).toMatchObject({
      code: 'RT-A',
      name: 'Board line',
      description: 'SMT',
      currentVersionNo: 1,
      versionNo: 1,
      stepCount: 4,
      flow: 'RT-10 → RT-20 → RT-30 → RT-90(R)',
    });
    expect(added.steps).toEqual([
      {
        stepNo: 1,
        processId: p['RT-10'],
        processCode: 'RT-10',
        processName: 'Printing',
        processType: 'normal',
        repair: false,
        returnToStepNo: null,
      },
      {
        stepNo: 2,
        processId: p['RT-20'],
        processCode: 'RT-20',
        processName: 'Placement',
        processType: 'normal',
        repair: false,
        returnToStepNo: null,
      },
      {
        stepNo: 3,
        processId: p['RT-30'],
        processCode: 'RT-30',
        processName: 'AOI',
        processType: 'inspection',
        repair: false,
        returnToStepNo: null,
      },
      {
        stepNo: 4,
        processId: p['RT-90'],
        processCode: 'RT-90',
        processName: 'Repair',
        processType: 'repair',
        repair: true,
        returnToStepNo: 3,
      },
    ]);
    expect(added.versions).toEqual([
      { id: added.versionId, versionNo: 1, stepCount: 4, createdAt: expect.any(String) },
    ]);
    await addRouting({ code: 'RT-B', name: 'Assembly', steps: [step('RT-40'), step('RT-20')] });
    const page = async (query: QueryOf<typeof routingApi.page>) =>
      (await api.call(routingApi.page, { query })).body.data;
    expect((await page({})).rows.map((row) => [row.code, row.flow])).toEqual([
      ['RT-A', 'RT-10 → RT-20 → RT-30 → RT-90(R)'],
      ['RT-B', 'RT-40 → RT-20'],
    ]);
    expect((await page({ sortField: 'name', sortOrder: 'ascend' })).rows.map((row) => row.code)).toEqual([
      'RT-B',
      'RT-A',
    ]);
    expect((await page({ processId: p['RT-20'] })).totalRows).toBe(2);
    expect((await page({ processId: p['RT-30'] })).rows.map((row) => row.code)).toEqual(['RT-A']);
    expect((await page({ name: 'assem' })).rows.map((row) => row.code)).toEqual(['RT-B']);
    expect((await page({ code: 'rt-a' })).rows[0]).toMatchObject({ stepCount: 4, currentVersionNo: 1 });
    expect((await api.call(routingApi.page, { query: { sortField: 'flow' } as never })).status).toBe(400);
  });

  it('refuses broken routings with the rule in the message', async () => {
    const refused = async (steps: unknown[]) => {
      const answer = await api.call(routingApi.add, { body: { code: 'RT-X', name: 'x', steps } as never });
      expect(answer.status, JSON.stringify(steps)).toBe(400);
      return answer.body.message;
    };
    expect(await refused([])).toBe('A routing needs at least one step');
    expect(await refused([step('RT-90', 1)])).toBe('A routing needs at least one step that is not a repair step');
    expect(await refused([step('RT-10'), step('RT-20'), step('RT-10')])).toBe(
      'Step 3: process RT-10 Printing is already step 1',
    );
    expect(await refused([step('RT-10'), step('RT-30', 1)])).toBe('Step 2: process RT-30 AOI is not a repair process');
    expect(await refused([step('RT-10'), { processId: p['RT-90'], repair: true }])).toBe(
      'Step 2: choose the step that repaired units return to',
    );
    expect(await refused([step('RT-10'), { processId: p['RT-20'], returnToStepNo: 1 }])).toBe(
      'Step 2: only a repair step returns to an earlier step',
    );
    expect(await refused([step('RT-10'), step('RT-90', 2)])).toBe(
      'Step 2: the return step 2 must come before the repair step',
    );
    expect(await refused([step('RT-10'), step('RT-90', 5)])).toBe(
      'Step 2: the return step 5 must come before the repair step',
    );
    expect(await refused([step('RT-10'), step('RT-90', 1), step('RT-91', 2)])).toBe(
      'Step 3: step 2 is a repair step and cannot be the return step',
    );
    expect(await refused([{ processId: foreignProcessId }])).toBe(
      `steps: no process with id ${foreignProcessId} exists in this enterprise`,
    );
    expect(await refused([{ processId: '999999999' }])).toContain('steps');
    const tooMany = Array.from({ length: 101 }, () => ({ processId: p['RT-10'] }));
    const invalid: Record<string, unknown>[] = [
      { code: '', name: 'x', steps: [step('RT-10')] },
      { code: 'a b', name: 'x', steps: [step('RT-10')] },
      { code: 'c'.repeat(51), name: 'x', steps: [step('RT-10')] },
      { code: 'RT-X', name: '', steps: [step('RT-10')] },
      { code: 'RT-X', name: 'n'.repeat(51), steps: [step('RT-10')] },
      { code: 'RT-X', name: 'x', description: 'd'.repeat(201), steps: [step('RT-10')] },
      { code: 'RT-X', name: 'x', steps: tooMany },
      { code: 'RT-X', name: 'x', steps: [{ processId: p['RT-10'], returnToStepNo: 0 }] },
      { code: 'RT-X', name: 'x', steps: [{ processId: p['RT-10'], extra: 1 }] },
      { code: 'RT-X', name: 'x' },
    ];
    for (const body of invalid)
      expect((await api.call(routingApi.add, { body: body as never })).status, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
    await addRouting({
      code: 'c'.repeat(50),
      name: 'n'.repeat(50),
      description: 'd'.repeat(200),
      steps: [step('RT-10')],
    });
    const duplicate = await api.call(routingApi.add, { body: { code: 'RT-A', name: 'x', steps: [step('RT-10')] } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The routing code RT-A is already in use');
  });

  it('edits the current version in place while nothing uses it, and copies', async () => {
    const routing = await addRouting({ code: 'RT-E', name: 'Edit me', steps: [step('RT-10'), step('RT-20')] });
    const edited = await api.call(routingApi.edit, {
      body: {
        id: routing.id,
        code: 'RT-E2',
        name: 'Edited',
        steps: [step('RT-20'), step('RT-10'), step('RT-40'), step('RT-91', 3)],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      code: 'RT-E2',
      name: 'Edited',
      currentVersionNo: 1,
      versionId: routing.versionId,
    });
    expect(edited.body.data.flow).toBe('RT-20 → RT-10 → RT-40 → RT-91(R)');
    expect(edited.body.data.versions).toHaveLength(1);
    const clash = await api.call(routingApi.edit, {
      body: {
        id: routing.id,
        code: 'RT-A',
        name: 'x',
        steps: [step('RT-10')],
      },
    });
    expect(clash.status).toBe(409);
    const broken = await api.call(routingApi.edit, { body: { id: routing.id, code: 'RT-E2', name: 'x', steps: [] } });
    expect(broken.body.message).toBe('A routing needs at least one step');

    const copied = await api.call(routingApi.copy, { body: { id: routing.id, code: 'RT-C', name: 'Copy' } });
    expect(copied.status).toBe(200);
    expect(copied.body.data).toMatchObject({ code: 'RT-C', name: 'Copy', currentVersionNo: 1 });
    expect(copied.body.data.flow).toBe('RT-20 → RT-10 → RT-40 → RT-91(R)');
    expect(copied.body.data.id).not.toBe(routing.id);
    const copyClash = await api.call(routingApi.copy, { body: { id: routing.id, code: 'RT-C', name: 'Copy' } });
    expect(copyClash.status).toBe(409);
    expect(copyClash.body.message).toBe('The routing code RT-C is already in use');
    expect((await api.call(routingApi.copy, { body: { id: foreignRoutingId, code: 'RT-Z', name: 'x' } })).status).toBe(
      404,
    );

    expect((await api.call(routingApi.delete, { body: { id: copied.body.data.id } })).status).toBe(200);
    expect((await api.call(routingApi.delete, { body: { id: copied.body.data.id } })).status).toBe(404);
    expect((await api.call(routingApi.detail, { query: { id: copied.body.data.id } })).status).toBe(404);
  });

  it('refuses to delete a process a routing uses (any version), naming the routing', async () => {
    const refused = await api.call(processApi.delete, { body: { id: p['RT-30'] } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('RT-30 AOI cannot be deleted: it is used by routing RT-A');
    const lonely = await addProcess('RT-50', 'Lonely');
    const routing = await addRouting({ code: 'RT-L', name: 'Lonely line', steps: [{ processId: lonely }] });
    expect((await api.call(processApi.delete, { body: { id: lonely } })).status).toBe(409);
    expect((await api.call(routingApi.delete, { body: { id: routing.id } })).status).toBe(200);
    expect((await api.call(processApi.delete, { body: { id: lonely } })).status).toBe(200);
  });

  it('keeps a process that is a repair step of a routing a repair process', async () => {
    const changed = await api.call(processApi.edit, {
      body: {
        id: p['RT-90'],
        code: 'RT-90',
        name: 'Repair',
        type: 'test',
      },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This process is the repair step of routing RT-A: its type must stay Repair');
    const renamed = await api.call(processApi.edit, {
      body: {
        id: p['RT-90'],
        code: 'RT-90',
        name: 'Repair',
        type: 'repair',
      },
    });
    expect(renamed.status).toBe(200);
  });

  it('makes a new version when the current one is in use; the old one stays readable', async () => {
    // A second build of the area on the same database, with a check registered the way work orders will.
    const area = createProcessesModule({
      db: t.server.db,
      references: new ReferenceRegistry(),
    } as unknown as MasterDataContext);
    const used = new Set<string>();
    const asked: RoutingVersionRef[] = [];
    area.routings.onVersionInUse(async (_tenantId, version) => {
      asked.push(version);
      return used.has(version.versionId);
    });
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const routing = await addRouting({ code: 'RT-V', name: 'Versioned', steps: [step('RT-10'), step('RT-20')] });
    const edit = (steps: ReturnType<typeof step>[], name = 'Versioned') =>
      area.routings.edit(demoId, {
        id: routing.id,
        code: 'RT-V',
        name,
        description: null,
        steps: steps.map((s) => ({
          processId: s.processId!,
          repair: s.repair ?? false,
          returnToStepNo: s.returnToStepNo,
        })),
      });

    const inPlace = await edit([step('RT-10'), step('RT-20'), step('RT-30')]);
    expect(inPlace).toMatchObject({ currentVersionNo: 1, versionId: routing.versionId, stepCount: 3 });
    expect(asked.at(-1)).toEqual({
      routingId: routing.id,
      routingCode: 'RT-V',
      versionId: routing.versionId,
      versionNo: 1,
    });

    used.add(routing.versionId);
    const renamed = await edit([step('RT-10'), step('RT-20'), step('RT-30')], 'Renamed');
    expect(renamed).toMatchObject({ name: 'Renamed', currentVersionNo: 1, versions: [{ versionNo: 1 }] });

    const second = await edit([step('RT-10'), step('RT-30'), step('RT-90', 2)], 'Renamed');
    expect(second.currentVersionNo).toBe(2);
    expect(second.versionNo).toBe(2);
    expect(second.versionId).not.toBe(routing.versionId);
    expect(second.flow).toBe('RT-10 → RT-30 → RT-90(R)');
    expect(second.versions.map((version) => [version.versionNo, version.stepCount])).toEqual([
      [1, 3],
      [2, 3],
    ]);
    const first = await detail(routing.id, 1);
    expect(first).toMatchObject({ versionNo: 1, currentVersionNo: 2, versionId: routing.versionId });
    expect(first.steps.map((s) => s.processCode)).toEqual(['RT-10', 'RT-20', 'RT-30']);
    expect((await detail(routing.id)).steps.map((s) => s.processCode)).toEqual(['RT-10', 'RT-30', 'RT-90']);
    expect((await api.call(routingApi.detail, { query: { id: routing.id, versionNo: '3' } })).status).toBe(404);

    // Version 2 is free: edits change it in place.
    const third = await edit([step('RT-10'), step('RT-40')], 'Renamed');
    expect(third).toMatchObject({ currentVersionNo: 2, versionId: second.versionId, flow: 'RT-10 → RT-40' });
    // A process only the old version uses still cannot be deleted.
    const oldOnly = await api.call(processApi.delete, { body: { id: p['RT-20'] } });
    expect(oldOnly.body.message).toContain('RT-V');

    // Nothing in use: deleting through the area's service works; in use: refused.
    await expect(area.routings.delete(demoId, routing.id)).rejects.toMatchObject({
      messageKey: 'processes.routingInUse',
      params: { code: 'RT-V' },
    });
    used.clear();
    await area.routings.delete(demoId, routing.id);
    expect((await api.call(routingApi.detail, { query: { id: routing.id } })).status).toBe(404);
  });

  it('seeds the demo processes and routings once', async () => {
    const { tenantId } = await seededTenant();
    const area = createProcessesModule({
      db: t.server.db,
      references: new ReferenceRegistry(),
    } as unknown as MasterDataContext);
    await area.seedDemo(tenantId);
    await area.seedDemo(tenantId);
    const processes = await area.processes.list(tenantId, {});
    expect(processes.map((row) => row.code)).toEqual([
      'P010',
      'P020',
      'P030',
      'P040',
      'P050',
      'P060',
      'P070',
      'P080',
      'P090',
      'P100',
    ]);
    expect(processes.find((row) => row.code === 'P100')?.type).toBe('repair');
    const page = await area.routings.page(tenantId, { pageNo: 1, pageSize: 10 });
    expect(page.rows.map((row) => [row.code, row.flow])).toEqual([
      ['R-CB', 'P010 → P020 → P030 → P040 → P100(R)'],
      ['R-FAN-D', 'P050 → P060 → P070 → P080 → P090 → P100(R)'],
      ['R-FAN-F', 'P050 → P060 → P070 → P080 → P090 → P100(R)'],
    ]);
    const fan = await area.routings.detail(tenantId, page.rows[1]!.id);
    expect(fan.steps.at(-1)).toMatchObject({ processCode: 'P100', repair: true, returnToStepNo: 2 });
    expect(fan.steps[1]?.processCode).toBe('P060');
  });

  it('answers not found for another enterprise’s routing', async () => {
    expect((await api.call(routingApi.detail, { query: { id: foreignRoutingId } })).status).toBe(404);
    const edit = await api.call(routingApi.edit, {
      body: {
        id: foreignRoutingId,
        code: 'RT-F',
        name: 'x',
        steps: [step('RT-10')],
      },
    });
    expect(edit.status).toBe(404);
    expect((await api.call(routingApi.delete, { body: { id: foreignRoutingId } })).status).toBe(404);
    const mine = await api.call(referenceApi.options, { query: { kind: 'routing', keyword: 'RT-' } });
    expect(mine.body.data.map((option) => option.code)).not.toContain('RT-F');
    expect(mine.body.data.map((option) => option.code)).toContain('RT-A');
  });

  it('refuses a regular user without the grants (403)', async () => {
    const demoId = await tenantIdOf(t.server.db, 'demo');
    const userId = await createUser(t.server.db, demoId, { account: 'routings_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:process:page']);
    const plain = (await t.login('routings_plain')).token;
    const [first] = (await api.call(routingApi.page, { query: { code: 'RT-A' } })).body.data.rows;
    const id = first!.id;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [routingApi.page, {}, 'basics:routing:page'],
      [routingApi.detail, { query: { id } }, 'basics:routing:get'],
      [routingApi.add, { body: { code: 'x', name: 'x', steps: [] } }, 'basics:routing:add'],
      [routingApi.edit, { body: { id, code: 'x', name: 'x', steps: [] } }, 'basics:routing:edit'],
      [routingApi.delete, { body: { id } }, 'basics:routing:delete'],
      [routingApi.copy, { body: { id, code: 'x', name: 'x' } }, 'basics:routing:copy'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
  });
});
