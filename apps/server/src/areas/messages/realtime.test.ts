import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, fitForHub } from './realtime.js';

describe('afterCommit', () => {
  const app = Fastify({ logger: false });
  const events: string[] = [];
  let baseUrl = '';

  beforeAll(async () => {
    app.get('/ok', async (_request, reply) => {
      afterCommit(reply, async () => {
        events.push('delivered ok');
      });
      // Work that is still running when the delivery is scheduled (the transaction's commit).
      await new Promise((resolve) => setTimeout(resolve, 20));
      events.push('handler done');
      return { ok: true };
    });
    app.get('/fails', async (_request, reply) => {
      afterCommit(reply, async () => {
        events.push('delivered fails');
      });
      throw new Error('commit failed');
    });
    app.get('/delivery-throws', async (_request, reply) => {
      afterCommit(reply, async () => {
        throw new Error('bus down');
      });
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('delivers only after the handler has finished and the success response is written', async () => {
    events.length = 0;
    const response = await fetch(`${baseUrl}/ok`);
    expect(response.status).toBe(200);
    await settle();
    expect(events).toEqual(['handler done', 'delivered ok']);
  });

  it('delivers nothing when the request fails', async () => {
    events.length = 0;
    expect((await fetch(`${baseUrl}/fails`)).status).toBe(500);
    await settle();
    expect(events).toEqual([]);
  });

  it('keeps a failed delivery away from the response and the process', async () => {
    expect((await fetch(`${baseUrl}/delivery-throws`)).status).toBe(200);
    await settle();
  });
});

describe('fitForHub', () => {
  const base = { id: '1', title: '标题', content: '' };
  const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

  it('leaves data that fits untouched', () => {
    const data = { ...base, content: '短消息' };
    expect(fitForHub(data)).toBe(data);
  });

  it.each([
    ['ASCII', 'x'.repeat(9000)],
    ['CJK', '温'.repeat(2000)],
    ['emoji', '🙂'.repeat(1500)],
    ['escaped', '"\\\n'.repeat(2000)],
  ])('cuts %s content to fit, keeping a prefix of the original', (_kind, content) => {
    const cut = fitForHub({ ...base, content }, 3000);
    expect(bytes(cut)).toBeLessThanOrEqual(3000);
    expect(bytes(cut)).toBeGreaterThan(2500);
    expect(cut.content.endsWith('…')).toBe(true);
    expect(content.startsWith(cut.content.slice(0, -1))).toBe(true);
    // No half of a surrogate pair at the cut.
    expect(cut.content).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(cut.title).toBe(base.title);
  });
});
