// @vitest-environment jsdom
import { addDays, type OperationLog, operationLogApi, Permissions } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import { readerToday } from '../time';
import { ResourcePage } from './ResourcePage';
import { defineResourcePage } from './resource-def';

const entry: OperationLog = {
  id: '7001',
  code: '7001',
  userId: '7',
  account: 'admin',
  method: 'POST',
  path: '/api/unit/add',
  route: '/api/unit/add',
  statusCode: 200,
  resultCode: 200,
  success: true,
  message: 'Success',
  ip: '127.0.0.1',
  requestId: 'req-7',
  durationMs: 12,
  createdAt: '2026-11-20T01:02:03.000Z',
};

/** A record list searched by a range of at most 31 days, as the logs and records declare it. */
const records = defineResourcePage<OperationLog>({
  api: { page: operationLogApi.page },
  permissions: { get: Permissions.sys.opLog.page },
  testId: 'kitRange',
  settingsKey: 'kit-range',
  texts: { title: 'operationLog.title', add: 'operationLog.title', edit: 'operationLog.title' },
  coded: { name: false, codeMax: 20, codePattern: /^\d+$/ },
  noCreatedAt: true,
  fields: [
    {
      name: 'createdAt',
      label: 'operationLog.time',
      column: { search: true, dateRange: { from: 'startDate', to: 'endDate', within31Days: true } },
    },
    { name: 'account', label: 'operationLog.account', column: { search: true } },
  ],
});

/** `YYYY-MM-DD` of the day `offset` days from today in the reader's zone. */
const day = (offset: number) => addDays(readerToday(), offset);

describe('ResourcePage: a record range search', () => {
  it('offers the quick ranges (the last 7 days first), sends the chosen one, and lets a custom range be picked', async () => {
    const page = await renderPage(<ResourcePage resource={records} />, {
      responses: [[operationLogApi.page, () => pageOf([entry])]],
    });
    expect(await page.findByText('7001')).toBeTruthy();
    const query = (await page.request(operationLogApi.page, 1)).query;
    expect(query).toMatchObject({ startDate: day(-6), endDate: day(0) });

    const range = () => screen.getByTestId('kitRange-createdAt-range');
    const segment = (name: string) => within(range()).getByText(name);
    expect(segment('Last 7 days').closest('.ant-segmented-item')?.className).toContain('selected');
    for (const name of ['Today', 'Yesterday', 'Last 2 days', 'Last month', 'Custom'])
      expect(segment(name)).toBeTruthy();

    await page.user.click(segment('Yesterday'));
    await page.user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await page.request(operationLogApi.page, 2)).query).toEqual({
      ...query,
      startDate: day(-1),
      endDate: day(-1),
    });

    // Custom: a range of the reader's own, from the picker's days; no more than 31 days.
    await page.user.click(segment('Custom'));
    expect(segment('Custom').closest('.ant-segmented-item')?.className).toContain('selected');
    await page.user.click(within(range()).getAllByRole('textbox')[0]!);
    const cell = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`)!;
    const first = document.querySelector<HTMLElement>('.ant-picker-dropdown td.ant-picker-cell-in-view')!.title;
    await page.user.click(cell(first));
    expect(cell(addDays(first, 30)).className).not.toContain('disabled');
    expect(cell(addDays(first, 31)).className).toContain('ant-picker-cell-disabled');
    await page.user.click(cell(addDays(first, 9)));
    await page.user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await page.request(operationLogApi.page, 3)).query).toEqual({
      ...query,
      startDate: first,
      endDate: addDays(first, 9),
    });
    expect(segment('Custom').closest('.ant-segmented-item')?.className).toContain('selected');

    // Reset: back to the last 7 days.
    await page.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((await page.request(operationLogApi.page, 4)).query).toEqual(query);
    await waitFor(() => expect(segment('Last 7 days').closest('.ant-segmented-item')?.className).toContain('selected'));
  });
});
