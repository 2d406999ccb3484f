import { describe, expect, it } from 'vitest';
import { itemIndexForKey } from './item-keys';
import { andonCallOf, applyAndonUpdate, callsByLine, countByState } from './open-calls';
import { testCall } from './test-calls';

const a = testCall({ id: '1', calledAt: '2026-11-27T08:00:00.000Z' });
const b = testCall({ id: '2', calledAt: '2026-11-27T08:05:00.000Z', lineId: '4', lineName: 'Line 2' });

describe('open calls live', () => {
  it('adds a new call in time order, changes a known one in place and drops an ended one', () => {
    const early = testCall({ id: '3', calledAt: '2026-11-27T07:00:00.000Z' });
    expect(applyAndonUpdate([a, b], early, {}).map((call) => call.id)).toEqual(['3', '1', '2']);
    const responded = { ...a, state: 'responding' as const };
    expect(applyAndonUpdate([a, b], responded, {})).toEqual([responded, b]);
    expect(applyAndonUpdate([a, b], { ...b, state: 'ended' }, {})).toEqual([a]);
  });

  it('keeps to its workshop, line or workstation', () => {
    const elsewhere = testCall({ id: '5', lineId: '9', stationId: '99' });
    expect(applyAndonUpdate([a], elsewhere, { lineId: '3' })).toEqual([a]);
    expect(applyAndonUpdate([a], elsewhere, { stationId: '40' })).toEqual([a]);
    expect(applyAndonUpdate([a], elsewhere, { workshopId: '2' })).toHaveLength(2);
    // A known call moved out of scope leaves (its workstation changed line).
    expect(applyAndonUpdate([a], { ...a, lineId: '9' }, { lineId: '3' })).toEqual([]);
  });

  it('reads only well-formed hub updates, counts per state and groups by line', () => {
    expect(andonCallOf({ call: a })).toEqual(a);
    expect(andonCallOf({ call: { id: '1' } })).toBeNull();
    expect(countByState([a, b, { ...a, id: '7', state: 'responding' }])).toEqual({
      calling: 2,
      responding: 1,
      ended: 0,
    });
    expect(
      callsByLine([a, b, testCall({ id: '8', stationCode: 'S00' })]).map((line) => [
        line.lineName,
        line.calls.map((call) => call.id),
      ]),
    ).toEqual([
      ['Line 1', ['8', '1']],
      ['Line 2', ['2']],
    ]);
  });

  it('maps number keys 1-9 to the items shown', () => {
    expect(itemIndexForKey('1', 3)).toBe(0);
    expect(itemIndexForKey('3', 3)).toBe(2);
    expect(itemIndexForKey('4', 3)).toBeNull();
    expect(itemIndexForKey('0', 12)).toBeNull();
    expect(itemIndexForKey('9', 12)).toBe(8);
    expect(itemIndexForKey('a', 12)).toBeNull();
  });
});
