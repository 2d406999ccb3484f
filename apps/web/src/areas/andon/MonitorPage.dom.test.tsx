// @vitest-environment jsdom
import { andonCallApi } from '@takt/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HubConnection, type HubSocket, SOCKET_OPEN } from '../../app/hub/hub-connection';
import { HubContext } from '../../app/hub/hub-context';
import { refOptions, renderPage } from '../../test-support/render-page';
import { testCall } from './floor/test-calls';
import MonitorPage from './MonitorPage';

/** The hub's connection over a socket the test speaks for (the server's frames, as they arrive). */
function testHub() {
  const socket: HubSocket = {
    readyState: SOCKET_OPEN,
    send: () => {},
    close: () => {},
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
  };
  const connection = new HubConnection({ url: () => 'ws://hub.test/hub', createSocket: () => socket });
  connection.start();
  socket.onopen?.({});
  // The query cache tells the page on its next turn (setTimeout 0): the frame's effect is awaited.
  const send = (event: string, data: unknown) =>
    act(async () => {
      socket.onmessage?.({ data: JSON.stringify({ event, data }) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { connection, send };
}

/** A screen `width` px wide: antd's breakpoints (`min-width` queries) match up to it. */
function screenWidth(width: number): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...previous(query), matches, media: query };
  };
  return () => {
    window.matchMedia = previous;
  };
}

const NOW = '2026-11-27T08:10:00.000Z';
const lines = refOptions({ workshop: [], line: [] });

describe('MonitorPage on a desktop', () => {
  let restore = () => {};
  beforeEach(() => {
    restore = screenWidth(1440);
  });
  afterEach(() => restore());

  it("applies the hub's updates: a new call joins its line, a response turns it amber, an end takes it off", async () => {
    const hub = testHub();
    const first = testCall({ id: '900', calledAt: '2026-11-27T08:00:00.000Z' });
    const page = await renderPage(
      <HubContext.Provider value={hub.connection}>
        <MonitorPage />
      </HubContext.Provider>,
      { responses: [[andonCallApi.open, () => ({ now: NOW, calls: [first] })], lines] },
    );
    const tile = await page.findByTestId('andon-tile-900');
    expect(tile.getAttribute('data-state')).toBe('calling');
    const elapsed = within(tile).getByTestId('andon-tile-elapsed');
    expect(elapsed.textContent).toMatch(/^(9:59|10:0\d)$/);
    expect(elapsed.title).toMatch(/^(9 min 59|10 min 0\d) s$/);
    expect(screen.getByTestId('andon-count-calling').textContent).toContain('1');

    // A new call at another line's workstation, escalated once already.
    const other = testCall({
      id: '901',
      lineId: '4',
      lineName: 'Line 2',
      stationId: '41',
      stationCode: 'S07',
      itemName: 'Defects',
      level: 1,
      escalatedLevel: 1,
      calledAt: '2026-11-27T08:09:00.000Z',
    });
    await hub.send('AndonUpdate', { call: other });
    const added = await page.findByTestId('andon-tile-901');
    expect(within(screen.getByTestId('andon-line-4')).getByTestId('andon-tile-901')).toBe(added);
    expect(added.textContent).toContain('Escalated to L1');
    expect(within(added).getByTestId('andon-tile-level').textContent).toBe('L1');
    expect(screen.getByTestId('andon-count-calling').textContent).toContain('2');

    await hub.send('AndonUpdate', {
      call: { ...first, state: 'responding', responderId: '7', responderName: 'Wang Qiang', respondedAt: NOW },
    });
    expect(screen.getByTestId('andon-tile-900').getAttribute('data-state')).toBe('responding');
    expect(screen.getByTestId('andon-tile-900').textContent).toContain('Responder: Wang Qiang');
    expect(screen.getByTestId('andon-count-responding').textContent).toContain('1');
    expect(screen.getByTestId('andon-count-calling').textContent).toContain('1');

    await hub.send('AndonUpdate', { call: { ...other, state: 'ended', cancelled: true, endedAt: NOW } });
    expect(screen.queryByTestId('andon-tile-901')).toBeNull();
    // Another event, or a frame that is not a call, changes nothing.
    await hub.send('AndonUpdate', { call: { id: '902' } });
    await hub.send('DeviceUpdate', { call: testCall({ id: '903' }) });
    expect(screen.queryByTestId('andon-tile-902')).toBeNull();
    expect(screen.queryByTestId('andon-tile-903')).toBeNull();
    // No reload: the list was read once.
    expect(page.requests(andonCallApi.open)).toHaveLength(1);
  });

  it('turns from "no open calls" to the first call as it comes in', async () => {
    const hub = testHub();
    const page = await renderPage(
      <HubContext.Provider value={hub.connection}>
        <MonitorPage />
      </HubContext.Provider>,
      {
        responses: [
          [andonCallApi.open, () => ({ now: NOW, calls: [] })],
          refOptions({ workshop: [], line: [{ id: '3', code: 'L1', name: 'Line 1' }] }),
        ],
      },
    );
    expect(await page.findByTestId('andon-all-clear')).toBeTruthy();
    expect((await page.request(andonCallApi.open)).query).toEqual({});
    await hub.send('AndonUpdate', { call: testCall({ id: '905' }) });
    expect(await page.findByTestId('andon-tile-905')).toBeTruthy();
    expect(screen.queryByTestId('andon-all-clear')).toBeNull();
  });
});

describe('MonitorPage on a phone', () => {
  it("lists the responder's calls (mine) with large actions, and accepts one from the phone", async () => {
    const hub = testHub();
    const call = testCall({ id: '910' });
    const page = await renderPage(
      <HubContext.Provider value={hub.connection}>
        <MonitorPage />
      </HubContext.Provider>,
      {
        responses: [
          [andonCallApi.open, () => ({ now: NOW, calls: [call] })],
          [
            andonCallApi.respond,
            () => ({ ...call, state: 'responding', responderId: '1', responderName: 'Super Admin', respondedAt: NOW }),
          ],
          lines,
        ],
      },
    );
    const card = await page.findByTestId('andon-call-910');
    expect((await page.request(andonCallApi.open)).query).toEqual({ mine: 'true' });
    await page.user.click(within(card).getByTestId('andon-respond-910'));
    expect((await page.request(andonCallApi.respond)).body).toEqual({ id: '910', channel: 'phone' });
    expect(await within(card).findByText('Responding')).toBeTruthy();
    expect(card.textContent).toContain('Responder: Super Admin');
  });
});
