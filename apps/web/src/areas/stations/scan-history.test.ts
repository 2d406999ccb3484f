import { describe, expect, it } from 'vitest';
import {
  addPending,
  HISTORY_SIZE,
  historyMessage,
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
    list = settleRefused(list, 'id-2', { message: 'Scanning order error' });
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

  it('words accepted lines by key and keeps the language of refusal texts, for a later language switch', () => {
    let list = addPending(addPending(addPending([], scan(1)), scan(2)), scan(3));
    list = settleAccepted(
      list,
      'id-1',
      { action: 'fail', message: 'SN-1 failed P020 and goes to repair', replayed: false },
      'en-US',
    );
    list = settleRefused(list, 'id-2', { message: 'SN-2 has already passed P020' }, 'en-US');
    list = settleAccepted(list, 'id-3', { action: 'pass', message: 'SN-3 passed P020', replayed: false }, 'en-US');
    const line = (label: string) => list.find((item) => item.label === label)!;
    // Shown after switching to Chinese: the accepted line by its key, in Chinese; the refusal's
    // English text only on demand; a pass shows no text at all.
    expect(historyMessage(line('SN-1'), 'zh-CN')).toEqual({
      kind: 'text',
      text: { key: 'fail', params: { serial: 'SN-1' } },
    });
    expect(historyMessage(line('SN-2'), 'zh-CN')).toEqual({
      kind: 'foreign',
      message: 'SN-2 has already passed P020',
      language: 'en-US',
    });
    expect(historyMessage(line('SN-2'), 'en-US')).toEqual({
      kind: 'stored',
      message: 'SN-2 has already passed P020',
      details: [],
    });
    expect(historyMessage(line('SN-3'), 'zh-CN')).toBeNull();
    // A line stored before keys and languages were kept stays readable as it was.
    const old = parseHistory(
      JSON.stringify([
        { ...scan(4), state: 'refused', verdict: 'fail', action: null, message: '顺序错误', replayed: false },
      ]),
    );
    expect(historyMessage(old[0]!, 'en-US')).toEqual({ kind: 'stored', message: '顺序错误', details: [] });
    // What a line says of unbinding and unpacking comes from the answer's facts.
    const unbound = settleAccepted(
      addPending([], { ...scan(5), label: 'LOT-9' }),
      'id-5',
      { action: 'unbind', message: 'LOT-9 taken out of SN-5', replayed: false, unit: { serial: 'SN-5' } as never },
      'en-US',
    );
    expect(unbound[0]!.text).toEqual({ key: 'unbind', params: { serial: 'SN-5', barcode: 'LOT-9' } });
  });

  it('keeps a refusal’s key, parameters and facts, to say it again after a language switch', () => {
    const said = { key: 'bom.scan.order', params: {} };
    const details = [
      {
        key: 'production.refusal.passed',
        params: { serial: 'SN-7', process: 'P020' },
        message: 'SN-7 has already passed P020',
      },
    ];
    const list = settleRefused(
      addPending([], scan(7)),
      'id-7',
      { message: 'Scanning order error', said, details },
      'en-US',
    );
    expect(parseHistory(JSON.stringify(list))).toEqual(list);
    expect(historyMessage(list[0]!, 'en-US')).toEqual({
      kind: 'stored',
      message: 'Scanning order error',
      details: ['SN-7 has already passed P020'],
    });
    expect(historyMessage(list[0]!, 'zh-CN')).toEqual({
      kind: 'sayAgain',
      said,
      details,
      message: 'Scanning order error',
      language: 'en-US',
    });
  });
});
