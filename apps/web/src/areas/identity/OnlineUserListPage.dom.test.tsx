// @vitest-environment jsdom
import { type OnlineUser, onlineUserApi, Permissions } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage, userWith } from '../../test-support/render-page';
import OnlineUserListPage from './OnlineUserListPage';

const operator: OnlineUser = {
  id: '9001',
  code: '9001',
  sessionId: '9001',
  userId: '77',
  account: 'operator',
  name: 'Line Operator',
  ip: '10.0.0.8',
  userAgent: 'Mozilla/5.0',
  signedInAt: '2026-11-20T01:00:00.000Z',
  lastSeenAt: '2026-11-20T01:05:00.000Z',
};

describe('OnlineUserListPage', () => {
  it('forces a session offline with the message typed, then reloads the list', async () => {
    const page = await renderPage(<OnlineUserListPage />, {
      responses: [
        [onlineUserApi.page, () => pageOf([operator])],
        [onlineUserApi.forceOffline, () => null],
      ],
    });
    expect(await page.findByText('Line Operator')).toBeTruthy();
    expect((await page.request(onlineUserApi.page, 1)).query).toEqual({ pageNo: '1', pageSize: '20' });

    await page.user.click(screen.getByTestId('table-action-forceOffline'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Force operator (Line Operator) offline')).toBeTruthy();
    await page.user.click(screen.getByTestId('onlineUser-message'));
    await page.user.paste('  Shift change  ');
    await page.user.click(within(dialog).getByRole('button', { name: 'Force offline' }));
    expect((await page.request(onlineUserApi.forceOffline)).body).toEqual({
      sessionId: '9001',
      message: 'Shift change',
    });
    await page.request(onlineUserApi.page, 2);
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('sorts by the column clicked and hides force offline without its permission', async () => {
    const page = await renderPage(<OnlineUserListPage />, {
      responses: [[onlineUserApi.page, () => pageOf([operator])]],
      account: userWith(Permissions.sys.onlineUser.page),
    });
    expect(await page.findByText('Line Operator')).toBeTruthy();
    expect(screen.queryByTestId('table-action-forceOffline')).toBeNull();
    await page.user.click(screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Last seen')!);
    expect((await page.request(onlineUserApi.page, 2)).query).toEqual({
      pageNo: '1',
      pageSize: '20',
      sortField: 'lastSeenAt',
      sortOrder: 'ascend',
    });
  });
});
