import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { LocalEventBus } from '../../platform/events/event-bus.js';
import type { SessionState } from './identity.repository.js';
import { SessionStateCache } from './session-state-cache.js';

/** Outside any transaction, after-commit work runs at once. */
const noTransaction = { afterCommit: (work: () => Promise<void>) => void work() } as unknown as Database;

const state = (name: string) => ({ sessionId: '7', userId: '3', name }) as SessionState;

describe('SessionStateCache', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a session once, again after a change of its enterprise, and never keeps an unknown one', async () => {
    const cache = new SessionStateCache(noTransaction, new LocalEventBus());
    const load = vi.fn(async () => state('Ann'));
    expect(await cache.get('1', '7', load)).toMatchObject({ name: 'Ann' });
    expect(await cache.get('1', '7', load)).toMatchObject({ name: 'Ann' });
    expect(load).toHaveBeenCalledTimes(1);

    cache.changed('2');
    await cache.get('1', '7', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.changed('1');
    load.mockResolvedValueOnce(state('Bea'));
    expect(await cache.get('1', '7', load)).toMatchObject({ name: 'Bea' });
    expect(load).toHaveBeenCalledTimes(2);

    const unknown = vi.fn(async () => undefined);
    await cache.get('1', '8', unknown);
    await cache.get('1', '8', unknown);
    expect(unknown).toHaveBeenCalledTimes(2);
  });

  it('hears of a change announced by another process', async () => {
    const bus = new LocalEventBus();
    const here = new SessionStateCache(noTransaction, bus);
    const elsewhere = new SessionStateCache(noTransaction, bus);
    const load = vi.fn(async () => state('Ann'));
    await here.get('1', '7', load);
    elsewhere.changed('1');
    await vi.waitFor(async () => {
      await here.get('1', '7', load);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  it('reads a session again once its copy is a few seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SessionStateCache(noTransaction, new LocalEventBus());
    const load = vi.fn(async () => state('Ann'));
    await cache.get('1', '7', load);
    vi.advanceTimersByTime(4_000);
    await cache.get('1', '7', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cache.get('1', '7', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
