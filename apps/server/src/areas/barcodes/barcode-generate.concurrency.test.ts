import type { BarcodeBatchDetail, BarcodeRule } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test-support/databases.js';
import { type ServerProcess, startServerProcess } from '../../test-support/server-process.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const CLIENTS = 8;
const SERIALS_PER_CLIENT = 500;
/**
 * Each client takes its 500 serials 5 at a time: 800 requests racing for one counter (one serial
 * per request passes too, in about five times as long).
 */
const PER_REQUEST = 5;
/** Generous: the point is the result, not the speed (the machine may be busy). */
const TIMEOUT_MS = 300_000;

type Caller = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: { data: unknown; message: string } }>;

const ruleBody = {
  code: 'CONC',
  name: 'Concurrency',
  prefix: 'CC',
  length: 10,
  elements: [{ type: 'serial', scheme: 1, width: 6 }],
};

/** Runs CLIENTS clients at once, each taking SERIALS_PER_CLIENT serials through its own caller. */
async function runClients(callers: Caller[], ruleId: string): Promise<BarcodeBatchDetail[]> {
  const client = async (index: number) => {
    const call = callers[index % callers.length]!;
    const batches: BarcodeBatchDetail[] = [];
    for (let taken = 0; taken < SERIALS_PER_CLIENT; taken += PER_REQUEST) {
      const answer = await call('POST', '/api/barcode_rule/generate', { ruleId, count: PER_REQUEST });
      if (answer.status !== 200) throw new Error(`generate answered ${answer.status}: ${answer.body.message}`);
      batches.push(answer.body.data as BarcodeBatchDetail);
    }
    return batches;
  };
  return (await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))).flat();
}

/** 4 000 distinct codes whose counts are exactly 1…4 000, each batch a consecutive run. */
function expectGapFree(batches: BarcodeBatchDetail[]) {
  const total = CLIENTS * SERIALS_PER_CLIENT;
  const codes = batches.flatMap((batch) => batch.codes);
  expect(codes).toHaveLength(total);
  expect(new Set(codes).size).toBe(total);
  const counts = codes.map((code) => Number(code.slice(2))).sort((a, b) => a - b);
  expect(counts).toEqual(Array.from({ length: total }, (_, index) => index + 1));
  for (const batch of batches) {
    expect(batch.lastCount - batch.firstCount + 1).toBe(batch.count);
    expect(batch.codes.map((code) => Number(code.slice(2)))).toEqual(
      Array.from({ length: batch.count }, (_, index) => batch.firstCount + index),
    );
  }
}

describe.each(testDatabaseKinds())('gap-free generation under concurrency on %s', (kind) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(kind);
  }, TIMEOUT_MS);
  afterAll(() => t?.close());

  it(
    `${CLIENTS} parallel clients × ${SERIALS_PER_CLIENT} serials → consecutive distinct serials`,
    async () => {
      const { token } = await t.login('admin');
      const call: Caller = (method, path, body) => t.call(method, path, { token, body });
      const rule = (await call('POST', '/api/barcode_rule/add', ruleBody)).body.data as BarcodeRule;
      expectGapFree(await runClients([call], rule.id));
      const preview = await call('POST', '/api/barcode_rule/preview', { id: rule.id, count: 1 });
      expect(preview.body.data).toEqual({ codes: ['CC004001'], problem: null });
    },
    TIMEOUT_MS,
  );
});

// Only PostgreSQL can be shared by two processes; the embedded database belongs to one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('gap-free generation across two server processes', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
    const options = { dataDir: database.dataDir, databaseUrl: database.databaseUrl };
    const started = await Promise.allSettled([
      startServerProcess({ name: 'A', timeoutMs: 120_000, ...options }),
      startServerProcess({ name: 'B', timeoutMs: 120_000, ...options }),
    ]);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  }, TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.kill()));
    await database?.drop();
  });

  it(
    `${CLIENTS} clients split over processes A and B × ${SERIALS_PER_CLIENT} serials → consecutive distinct serials`,
    async () => {
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const tokenA = (await a.login('admin')).token;
      const tokenB = (await b.login('admin')).token;
      const callA: Caller = (method, path, body) => a.call(method, path, { token: tokenA, body });
      const callB: Caller = (method, path, body) => b.call(method, path, { token: tokenB, body });
      const rule = (await callA('POST', '/api/barcode_rule/add', ruleBody)).body.data as BarcodeRule;
      const batches = await runClients([callA, callB], rule.id);
      expectGapFree(batches);
      const page = await callB('GET', `/api/barcode_batch/page?ruleId=${rule.id}&pageSize=1`);
      expect((page.body.data as { totalRows: number }).totalRows).toBe((CLIENTS * SERIALS_PER_CLIENT) / PER_REQUEST);
    },
    TIMEOUT_MS,
  );
});
