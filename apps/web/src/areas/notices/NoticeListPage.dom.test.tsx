// @vitest-environment jsdom
import { type Notice, NoticeState, noticeAdminApi, noticeApi, userApi } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import NoticeListPage from './NoticeListPage';

/** Notice management on the resource kit: the states decide the row actions; the form asks for content and recipients. */

const base: Notice = {
  id: '301',
  code: 'Canteen menu',
  title: 'Canteen menu',
  content: 'Fish on Friday',
  type: 1,
  state: NoticeState.DRAFT,
  allUsers: false,
  userIds: ['7'],
  createdBy: '1',
  publisherName: null,
  publicTime: null,
  withdrawnTime: null,
  createdTime: '2026-11-20T08:00:00.000Z',
};
const released: Notice = {
  ...base,
  id: '302',
  code: 'Fire drill',
  title: 'Fire drill',
  type: 2,
  state: NoticeState.RELEASED,
  allUsers: true,
  userIds: [],
  publisherName: 'Admin',
  publicTime: '2026-11-21T09:00:00.000Z',
};
const responses = [
  [noticeAdminApi.page, () => pageOf([base, released])],
  [userApi.selector, () => []],
] as const;

const rowOf = async (page: Awaited<ReturnType<typeof renderPage>>, title: string) =>
  (await page.findByText(title)).closest('tr') as HTMLElement;

describe('NoticeListPage', () => {
  it('lists notices with their state, and offers each state its own actions', async () => {
    const page = await renderPage(<NoticeListPage />, { responses });
    const draftRow = await rowOf(page, 'Canteen menu');
    const releasedRow = await rowOf(page, 'Fire drill');
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    expect(within(releasedRow).getByText('Released')).toBeTruthy();
    expect(within(releasedRow).getByText('Announcement')).toBeTruthy();
    expect(within(draftRow).getByTestId('table-action-publish')).toBeTruthy();
    expect(within(draftRow).getByTestId('table-action-edit')).toBeTruthy();
    expect(within(draftRow).queryByTestId('table-action-withdraw')).toBeNull();
    // A released notice is neither edited nor deleted: it is withdrawn.
    expect(within(releasedRow).getByTestId('table-action-withdraw')).toBeTruthy();
    expect(within(releasedRow).queryByTestId('table-action-edit')).toBeNull();
    expect(within(releasedRow).queryByTestId('table-action-delete')).toBeNull();
  });

  it('publishes a draft after asking, then reloads the list', async () => {
    const page = await renderPage(<NoticeListPage />, {
      responses: [...responses, [noticeApi.publish, () => ({ ...base, state: NoticeState.RELEASED })]],
    });
    const draftRow = await rowOf(page, 'Canteen menu');
    await page.user.click(within(draftRow).getByTestId('table-action-publish'));
    expect(await screen.findByText('Publish "Canteen menu"? Its recipients are told at once.')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await page.request(noticeApi.publish)).body).toEqual({ id: '301' });
    await page.request(noticeAdminApi.page, 2);
    expect(await screen.findByText('Notice published')).toBeTruthy();
  });

  it('asks for title, content and recipients, then adds a draft for every user', async () => {
    const page = await renderPage(<NoticeListPage />, {
      responses: [...responses, [noticeApi.add, ({ body }) => ({ ...base, id: '303', ...(body as object) })]],
    });
    await page.findByText('Canteen menu');
    await page.user.click(screen.getByTestId('notice-add'));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter Title')).toBeTruthy();
    expect(await within(dialog).findByText('Please enter Content')).toBeTruthy();
    expect(await within(dialog).findByText('Choose at least one recipient, or send to every user')).toBeTruthy();
    expect(page.requests(noticeApi.add)).toEqual([]);

    await page.user.type(screen.getByTestId('notice-title'), ' Holiday ');
    await page.user.type(screen.getByTestId('notice-content'), 'Closed on Monday');
    await page.user.click(screen.getByTestId('notice-all-users'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(noticeApi.add)).body).toEqual({
      title: 'Holiday',
      content: 'Closed on Monday',
      type: 1,
      allUsers: true,
      userIds: [],
    });
    await page.request(noticeAdminApi.page, 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
