import type { DictItem, DictionaryValue } from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/databases.js';
import { type ServerProcess, startServerPair } from '../../test-support/server-process.js';

type Rows<T> = { rows: T[] };

/** Asks until `read` returns what `done` accepts; gives up after many tries (the bus is asynchronous). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 200 && !done(value); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

// Only PostgreSQL can be shared by two processes; the embedded database belongs to one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('dictionary and parameter caches across server processes', () => {
  let database: TestDatabase;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres', {
      pgliteDir: inject('pgliteTemplate'),
      postgresName: inject('postgresTemplate'),
    });
    await startServerPair(database, processes);
  });
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.kill()));
    await database?.drop();
  });

  it('a change made through process A reaches the lookups process B serves from its cache', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const adminA = (await a.login('admin')).token;
    const operatorB = (await b.login('operator')).token;

    // B caches the gender dictionary and the parameters.
    const before = await b.call<DictItem[]>('GET', '/api/dictionary_value/list?typeCode=sex', { token: operatorB });
    expect(before.body.data[0]).toMatchObject({ code: '1', label: 'Male' });
    const paramAdded = await a.call<{ id: string }>('POST', '/api/sys_param/add', {
      token: adminA,
      body: { name: 'Takt time', code: 'mes.taktSeconds', category: 'mes', value: '60' },
    });
    expect(paramAdded.status).toBe(200);
    const readParam = () =>
      b.call<string | null>('GET', '/api/sys_param/value?code=mes.taktSeconds', { token: operatorB });
    expect((await eventually(readParam, (r) => r.body.data === '60')).body.data).toBe('60');

    // A renames "male" and changes the parameter.
    const sexType = await a.call<Rows<{ id: string }>>('GET', '/api/dictionary_type/page?code=sex', { token: adminA });
    const male = await a.call<Rows<DictionaryValue>>(
      'GET',
      `/api/dictionary_value/page?typeId=${sexType.body.data.rows[0]!.id}&code=1`,
      { token: adminA },
    );
    const value = male.body.data.rows[0]!;
    const edited = await a.call('POST', '/api/dictionary_value/edit', {
      token: adminA,
      body: { id: value.id, name: 'Man', code: '1', sort: value.sort, titles: { ...value.titles, 'en-US': 'Man' } },
    });
    expect(edited.status).toBe(200);
    await a.call('POST', '/api/sys_param/edit', {
      token: adminA,
      body: { id: paramAdded.body.data.id, name: 'Takt time', code: 'mes.taktSeconds', category: 'mes', value: '45' },
    });

    const after = await eventually(
      () => b.call<DictItem[]>('GET', '/api/dictionary_value/list?typeCode=sex', { token: operatorB }),
      (r) => r.body.data[0]?.label === 'Man',
    );
    expect(after.body.data[0]).toMatchObject({ code: '1', label: 'Man' });
    expect((await eventually(readParam, (r) => r.body.data === '45')).body.data).toBe('45');
  });
});
