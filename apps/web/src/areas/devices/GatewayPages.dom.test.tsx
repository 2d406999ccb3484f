// @vitest-environment jsdom
import {
  counterGatewayApi,
  deviceBusApi,
  type Gateway,
  type GatewayChannels,
  gatewayEnrolmentApi,
  unassignedGatewayApi,
} from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refOptions, renderPage } from '../../test-support/render-page';
import CounterGatewayListPage from './CounterGatewayListPage';
import UnassignedGatewayListPage from './UnassignedGatewayListPage';

/** Gateway pages: an unassigned gateway assigned a type and line; a counter's channels allotted with today's counts. */

const box: Gateway = {
  id: '701',
  code: 'NEW-BOX',
  name: 'NEW-BOX',
  type: 'unassigned',
  lineId: null,
  lineCode: null,
  lineName: null,
  channels: 4,
  allotted: 0,
  online: true,
  connectedAt: '2026-11-27T01:00:00.000Z',
  lastSeenAt: '2026-11-27T01:02:03.000Z',
  firmware: 'fw-3',
  remark: null,
  token: 'token-of-new-box-0000000000',
  createdAt: '2026-11-27T01:00:00.000Z',
  updatedAt: '2026-11-27T01:00:00.000Z',
};
const bus = {
  mode: 'embedded' as const,
  tenantCode: 'demo',
  port: 1883,
  webSocketPath: '/mqtt',
  stats: {
    received: 0,
    stored: 0,
    malformed: 0,
    unknownClient: 0,
    unknownKind: 0,
    foreignTopic: 0,
    failed: 0,
    connected: 1,
  },
};
const line = { id: '11', code: 'L1', name: 'Line 1' };

describe('gateway pages', () => {
  it('shows the enrolment key and assigns an unassigned gateway its type and line', async () => {
    const page = await renderPage(<UnassignedGatewayListPage />, {
      responses: [
        [unassignedGatewayApi.page, () => pageOf([box])],
        [gatewayEnrolmentApi.get, () => ({ key: 'enrol-key-123', updatedAt: box.createdAt })],
        [deviceBusApi.status, () => bus],
        refOptions({ line: [line] }),
        [unassignedGatewayApi.assign, ({ body }) => ({ ...box, ...(body as object) })],
      ],
    });
    expect(await screen.findByText('enrol-key-123')).toBeTruthy();
    expect(await screen.findByText('demo/<gateway code>')).toBeTruthy();
    expect(screen.getByTestId('gateway-state-NEW-BOX').textContent).toBe('Online');

    await page.user.click(screen.getByTestId('table-action-assign'));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please choose Type')).toBeTruthy();
    expect(page.requests(unassignedGatewayApi.assign)).toEqual([]);

    await page.user.click(within(screen.getByTestId('gateway-assign-type')).getByRole('combobox'));
    await page.user.click(await screen.findByTitle('Counter'));
    await page.user.type(within(screen.getByTestId('gateway-assign-lineId')).getByRole('combobox'), 'line');
    await page.user.click(await screen.findByTitle('L1 Line 1'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    // The name and channel count the gateway registered with are kept; type and line are the chosen ones.
    const { body } = await page.request(unassignedGatewayApi.assign);
    expect(body).toEqual({
      id: box.id,
      type: 'counter',
      name: box.name,
      lineId: line.id,
      channels: box.channels,
      remark: null,
    });
  });

  it('lists a counter gateway’s channels with today’s counts and allots them automatically', async () => {
    const counter: Gateway = {
      ...box,
      type: 'counter',
      code: 'CGW-1',
      lineId: '11',
      lineCode: 'L1',
      lineName: 'Line 1',
    };
    const channels = (allotted: boolean): GatewayChannels => ({
      id: counter.id,
      type: 'counter',
      lineId: '11',
      stations: [{ id: '21', code: 'S1', name: 'Station 1' }],
      channels: [1, 2].map((channel) => ({
        channel,
        stationId: allotted && channel === 1 ? '21' : null,
        stationCode: allotted && channel === 1 ? 'S1' : null,
        stationName: allotted && channel === 1 ? 'Station 1' : null,
        todayCount: channel * 10,
      })),
    });
    const page = await renderPage(<CounterGatewayListPage />, {
      responses: [
        [counterGatewayApi.page, () => pageOf([counter])],
        refOptions({ line: [line] }),
        [deviceBusApi.status, () => bus],
        [counterGatewayApi.channels, () => channels(false)],
        [counterGatewayApi.allot, () => channels(true)],
      ],
    });
    await page.findByText('CGW-1');
    expect(screen.getByText('0 of 4 allotted')).toBeTruthy();
    await page.user.click(screen.getByTestId('table-action-channels'));
    expect(await screen.findByText('20')).toBeTruthy();
    await page.user.click(screen.getByTestId('gateway-allot'));
    await page.user.click(await screen.findByRole('button', { name: 'OK' }));
    expect((await page.request(counterGatewayApi.allot)).body).toEqual({ id: '701' });
    expect(await screen.findByText('S1 Station 1')).toBeTruthy();
  });
});
