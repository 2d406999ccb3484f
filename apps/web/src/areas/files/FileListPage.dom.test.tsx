// @vitest-environment jsdom
import { type FileListRow, fileApi, Permissions } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refuse, renderPage, userWith } from '../../test-support/render-page';
import FileListPage, { uploadProblem } from './FileListPage';

const P = Permissions.sys.file;
const report: FileListRow = {
  id: '501',
  repository: 's3',
  name: 'Report Q1.pdf',
  extension: 'pdf',
  size: 1536,
  contentType: 'application/pdf',
  key: '1000/0123456789abcdef0123456789abcdef.pdf',
  storagePath: 'http://minio:9000/takt-files',
  url: '/api/files/501',
  purpose: 'upload',
  createdBy: '7',
  createdByName: 'Alice',
  createdAt: '2026-11-20T08:00:00.000Z',
};
const listed = [[fileApi.page, () => pageOf([report])]] as const;

describe('FileListPage', () => {
  it('lists where each file is, what it is and who uploaded it', async () => {
    const page = await renderPage(<FileListPage />, { responses: listed });
    const row = (await page.findByText('Report Q1.pdf')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells).toEqual(expect.arrayContaining(['pdf', 'S3-compatible', '1.5 KB', 'Uploaded here', 'Alice']));
    expect(page.requests().map((call) => [call.path, call.query])).toEqual([
      ['/api/file/page', { pageNo: '1', pageSize: '20' }],
    ]);
  });

  it('asks before deleting and shows why the server refused', async () => {
    const page = await renderPage(<FileListPage />, {
      responses: [...listed, [fileApi.delete, () => refuse(409, 'The file Report Q1.pdf cannot be deleted')]],
    });
    await page.findByText('Report Q1.pdf');
    expect(screen.getByTestId('table-action-download')).toBeTruthy();
    await page.user.click(screen.getByTestId('table-actions-more'));
    await page.user.click(await screen.findByText('Delete'));
    const question = await screen.findByText('Delete "Report Q1.pdf"?', { selector: '.ant-modal-confirm-title' });
    await page.user.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    expect((await page.request(fileApi.delete)).body).toEqual({ id: '501' });
    expect(page.notices.map((notice) => notice.description ?? notice.title).join(' ')).toContain(
      'The file Report Q1.pdf cannot be deleted',
    );
  });

  it('offers download, delete and upload only with their permissions', async () => {
    const page = await renderPage(<FileListPage />, { responses: listed, account: userWith(P.page) });
    await page.findByText('Report Q1.pdf');
    expect(screen.queryByTestId('table-action-delete')).toBeNull();
    expect(screen.queryByTestId('table-actions-more')).toBeNull();
    expect(screen.queryByTestId('table-action-download')).toBeNull();
    expect(screen.queryByTestId('file-name')).toBeNull();
    expect(screen.queryByTestId('file-upload')).toBeNull();
  });

  it('checks a chosen file as the server does', () => {
    expect(uploadProblem({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'page.html', size: 10 })).toBe('unsupported');
    expect(uploadProblem({ name: 'empty.txt', size: 0 })).toBe('empty');
    expect(uploadProblem({ name: 'big.zip', size: 21 * 1024 * 1024 })).toBe('tooLarge');
  });
});
