import { describe, expect, it } from 'vitest';
import {
  addPending,
  HISTORY_SIZE,
  parseHistory,
  settleAccepted,
  settleRefused,
  verdictKey,
  verdictOf,
} from './scan-history';

const scan = (n: number) => ({
  clientScanId: `id-${n}`,
  kind: 'passing' as const,
  stationId: '7',
  at: `2026-01-01T08:00:${String(n % 60).padStart(2, '0')}.000Z`,
  label: `SN-${n}`,
});

describe('scan history', () => {
  it('puts the newest first and keeps the last twenty', () => {
    let list = addPending([], scan(1));
    for (let n = 2; n <= 25; n += 1) list = addPending(list, scan(n));
    expect(list).toHaveLength(HISTORY_SIZE);
    expect(list[0]?.label).toBe('SN-25');
    expect(list.at(-1)?.label).toBe('SN-6');
    expect(list[0]).toMatchObject({ state: 'pending', verdict: null });
  });

  it('settles a scan by its id, leaving the others', () => {
    let list = addPending(addPending([], scan(1)), scan(2));
    list = settleAccepted(list, 'id-1', { action: 'fail', message: 'SN-1 failed', replayed: true });
    list = settleRefused(list, 'id-2', 'Scanning order error');
    expect(list.find((item) => item.label === 'SN-1')).toMatchObject({
      state: 'accepted',
      verdict: 'fail',
      replayed: true,
      message: 'SN-1 failed',
    });
    expect(list.find((item) => item.label === 'SN-2')).toMatchObject({
      state: 'refused',
      verdict: 'fail',
      message: 'Scanning order error',
    });
  });

  it('colours actions', () => {
    expect(verdictOf('pass')).toBe('pass');
    expect(verdictOf('material')).toBe('pass');
    expect(verdictOf('scrap')).toBe('fail');
    expect(verdictOf('unpack')).toBe('neutral');
    expect(['pass', 'fail', 'scrap', 'unbind', 'encase'].map((action) => verdictKey(action as 'pass'))).toEqual([
      'scan.passed',
      'scan.failed',
      'maintain.scrap',
      'scan.unbound',
      'scan.accepted',
    ]);
  });

  it('reads back what it wrote and ignores garbage', () => {
    const list = addPending([], scan(1));
    expect(parseHistory(JSON.stringify(list))).toEqual(list);
    expect(parseHistory('{')).toEqual([]);
    expect(parseHistory('[1, {"label": 2}]')).toEqual([]);
  });
});
