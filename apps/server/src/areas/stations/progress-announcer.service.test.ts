import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubMessage } from '../../platform/events/event-bus.js';
import { ANNOUNCE_INTERVAL_MS, ProgressAnnouncer } from './progress-announcer.service.js';

describe('progress announcer', () => {
  let sent: HubMessage[];
  let announcer: ProgressAnnouncer;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    announcer = new ProgressAnnouncer({ publish: async (message) => void sent.push(message) }, () => {});
  });
  afterEach(() => {
    announcer.close();
    vi.useRealTimers();
  });

  it('announces the first change at once and gathers the storm that follows into one event per interval', () => {
    announcer.announce('1', ['10']);
    expect(sent).toEqual([
      { target: { tenantId: '1' }, event: 'RefreshTable', data: { table: 'workOrder', ids: ['10'] } },
    ]);
    for (let n = 0; n < 500; n++) announcer.announce('1', [n % 2 ? '10' : '11']);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.data).toEqual({ table: 'workOrder', ids: ['11', '10'] });
    vi.advanceTimersByTime(10 * ANNOUNCE_INTERVAL_MS);
    expect(sent).toHaveLength(2);
  });

  it('keeps enterprises apart', () => {
    announcer.announce('1', ['10']);
    announcer.announce('2', ['20']);
    announcer.announce('2', ['21']);
    expect(sent.map((message) => message.target.tenantId)).toEqual(['1', '2']);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(sent.map((message) => [message.target.tenantId, message.data])).toEqual([
      ['1', { table: 'workOrder', ids: ['10'] }],
      ['2', { table: 'workOrder', ids: ['20'] }],
      ['2', { table: 'workOrder', ids: ['21'] }],
    ]);
  });
});
