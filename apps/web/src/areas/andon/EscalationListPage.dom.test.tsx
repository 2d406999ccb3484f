// @vitest-environment jsdom
import { ANDON_LADDER_LEVELS_MAX, type AndonFlow, andonFlowApi, roleApi, userApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refOptions, renderPage } from '../../test-support/render-page';
import EscalationListPage from './EscalationListPage';

const channel = { id: '801', code: 'HUB', name: 'Andon messages' };
const template = { id: '901', code: 'ESC', name: 'Andon escalation' };
const shiftStep = (minutes: number) => ({
  minutes,
  recipients: [{ kind: 'lineShift' as const, id: null }],
  recipientNames: [null],
  channelIds: [channel.id],
  channels: [channel],
  templateId: template.id,
  template,
});

const standard: AndonFlow = {
  id: '501',
  code: 'standard',
  name: 'Standard',
  enabled: true,
  response: [shiftStep(2), shiftStep(5)],
  resolution: [shiftStep(30)],
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

const responses = [
  [andonFlowApi.page, () => pageOf([standard])],
  [andonFlowApi.edit, () => ({ ...standard, response: [shiftStep(2), shiftStep(7)] })],
  refOptions({ pushChannel: [channel], pushTemplate: [template] }),
  [roleApi.dropDown, () => [{ id: '301', code: 'maintenance', name: 'Maintenance' }]],
  [userApi.selector, () => []],
] as const;

describe('EscalationListPage: the ladder designer', () => {
  it('lists each ladder’s minutes, refuses minutes that do not grow and a level nobody hears, then sends both ladders', async () => {
    const page = await renderPage(<EscalationListPage />, { responses: responses as never });
    const row = (await page.findByText('Standard')).closest('tr') as HTMLElement;
    expect(within(row).getByText('at 2 min')).toBeTruthy();
    expect(within(row).getByText('at 30 min')).toBeTruthy();

    await page.user.click(screen.getByTestId('table-action-edit'));
    const drawer = await screen.findByRole('dialog');
    const second = screen.getByTestId('andonFlow-response-2-minutes');
    expect((second as HTMLInputElement).value).toBe('5');
    await page.user.clear(second);
    await page.user.type(second, '2');
    // Level 1 of the resolution ladder hears no one.
    await page.user.click(screen.getByTestId('andonFlow-resolution-1-shift'));
    await page.user.click(within(drawer).getByRole('button', { name: 'OK' }));
    expect(await within(drawer).findByText('Must be later than level 1 (2 min)')).toBeTruthy();
    expect(
      await within(drawer).findByText('Choose who is notified: people, roles or the line’s current shift'),
    ).toBeTruthy();
    expect(page.requests(andonFlowApi.edit)).toEqual([]);

    await page.user.clear(second);
    await page.user.type(second, '7');
    await page.user.click(screen.getByTestId('andonFlow-resolution-1-shift'));
    await page.user.click(within(drawer).getByRole('button', { name: 'OK' }));
    const sent = (await page.request(andonFlowApi.edit)).body as { response: unknown[]; resolution: unknown[] };
    expect(sent).toEqual({
      id: '501',
      code: 'standard',
      name: 'Standard',
      enabled: true,
      remark: null,
      response: [
        { minutes: 2, recipients: [{ kind: 'lineShift', id: null }], channelIds: ['801'], templateId: '901' },
        { minutes: 7, recipients: [{ kind: 'lineShift', id: null }], channelIds: ['801'], templateId: '901' },
      ],
      resolution: [
        { minutes: 30, recipients: [{ kind: 'lineShift', id: null }], channelIds: ['801'], templateId: '901' },
      ],
    });
  }, 90_000);

  it('adds levels later than the last, up to the ladder’s limit', async () => {
    const page = await renderPage(<EscalationListPage />, { responses: responses as never });
    await page.findByText('Standard');
    await page.user.click(screen.getByTestId('table-action-edit'));
    await screen.findByRole('dialog');
    const add = screen.getByTestId('andonFlow-response-add');
    for (let level = standard.response.length; level < ANDON_LADDER_LEVELS_MAX; level++) await page.user.click(add);
    const minutes = Array.from(
      { length: ANDON_LADDER_LEVELS_MAX },
      (_, index) => (screen.getByTestId(`andonFlow-response-${index + 1}-minutes`) as HTMLInputElement).value,
    ).map(Number);
    expect(minutes).toEqual([2, 5, 10, 20, 40]);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  }, 90_000);
});
