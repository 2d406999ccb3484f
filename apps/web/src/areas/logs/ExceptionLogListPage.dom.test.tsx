// @vitest-environment jsdom
import { type ExceptionLog, exceptionLogApi, formatInstant } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentTimeZone } from '../../app/time';
import { pageOf, renderPage } from '../../test-support/render-page';
import ExceptionLogListPage from './ExceptionLogListPage';

const failure: ExceptionLog = {
  id: '5001',
  code: '5001',
  tenantId: '1001',
  requestId: 'req-1',
  method: 'GET',
  path: '/api/user/page',
  route: '/api/user/page',
  statusCode: 500,
  userId: '7',
  account: 'admin',
  ip: '127.0.0.1',
  message: 'connection reset',
  stack: null,
  createdAt: '2026-11-20T01:02:03.000Z',
};

/** `YYYY-MM-DD` of the day `offset` days from today in the reader's zone. */
const day = (offset: number) => {
  const today = formatInstant(new Date(), currentTimeZone(), 'date');
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};

describe('ExceptionLogListPage', () => {
  it('asks for the last seven days at first, and shows a detail without the stack to others than the super administrator', async () => {
    const page = await renderPage(<ExceptionLogListPage />, {
      responses: [
        [exceptionLogApi.page, () => pageOf([failure])],
        [exceptionLogApi.detail, () => failure],
      ],
    });
    expect(await page.findByText('connection reset')).toBeTruthy();
    expect((await page.request(exceptionLogApi.page, 1)).query).toEqual({
      pageNo: '1',
      pageSize: '20',
      startDate: day(-6),
      endDate: day(0),
    });

    await page.user.click(screen.getByTestId('table-action-detail'));
    const drawer = await screen.findByTestId('exceptionLog-detail');
    expect(await within(drawer).findByText('Shown to the platform super administrator only')).toBeTruthy();
    expect(within(drawer).getByText('req-1')).toBeTruthy();
    expect((await page.request(exceptionLogApi.detail)).query).toEqual({ id: '5001' });
  });
});
