import type { EsdBoard, EsdBoardCollector } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { tvGrid } from '../../../app/floor/tv-layout';
import { applyEsdUpdates, esdUpdatesOf } from './board-updates';

const collector = (id: string, state: EsdBoardCollector['state'], since: string): EsdBoardCollector => ({
  id,
  code: `C${id}`,
  name: `C${id}`,
  kind: 'wristStrap',
  state,
  since,
  resistance: 4,
  voltage: 1,
  lastSeenAt: since,
});

const board: EsdBoard = {
  line: { id: '1', code: 'L1', name: 'Line 1' },
  stations: [
    { id: '10', code: 'S1', name: 'S1', state: 'normal', since: 'T1', collectors: [collector('100', 'normal', 'T1')] },
    { id: '11', code: 'S2', name: 'S2', state: null, since: null, collectors: [] },
  ],
  counts: { normal: 1, abnormal: 0, groundDisconnected: 0, offDuty: 0, offline: 0 },
  now: 'T1',
};

describe('the board live', () => {
  it("turns a tile and the counts with the hub's collector updates of its line, leaving other lines alone", () => {
    const updates = esdUpdatesOf({
      area: 'esd',
      collectors: [
        {
          id: '100',
          lineId: '1',
          stationId: '10',
          state: 'groundDisconnected',
          stateSince: 'T2',
          resistance: null,
          voltage: 2,
          lastSeenAt: 'T2',
        },
        {
          id: '200',
          lineId: '2',
          stationId: '20',
          state: 'abnormal',
          stateSince: 'T2',
          resistance: 90,
          voltage: 0,
          lastSeenAt: 'T2',
        },
      ],
    });
    const next = applyEsdUpdates(board, updates);
    expect(next.stations[0]).toMatchObject({ state: 'groundDisconnected', since: 'T2' });
    expect(next.stations[0]?.collectors[0]).toMatchObject({ resistance: null, voltage: 2 });
    expect(next.stations[1]).toEqual(board.stations[1]);
    expect(next.counts).toEqual({ normal: 0, abnormal: 0, groundDisconnected: 1, offDuty: 0, offline: 0 });
    // Another area's update, or another line's only, changes nothing.
    expect(esdUpdatesOf({ area: 'gateway', id: '1', online: true, lastSeenAt: null })).toEqual([]);
    expect(applyEsdUpdates(board, updates.slice(1))).toBe(board);
  });

  it('fills the TV stage with tiles as large as the count of workstations lets them be', () => {
    expect(tvGrid(1).columns).toBe(1);
    expect(tvGrid(6).columns).toBe(3);
    expect(tvGrid(24).tileHeight).toBeLessThan(tvGrid(6).tileHeight);
  });
});
