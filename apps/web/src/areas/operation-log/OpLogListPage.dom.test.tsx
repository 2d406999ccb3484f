// @vitest-environment jsdom
import { type OperationLog, operationLogApi } from '@takt/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import OpLogListPage from './OpLogListPage';

const added: OperationLog = {
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

describe('OpLogListPage', () => {
  it('lists operations with their result and searches by log key within the date range', async () => {
    const page = await renderPage(<OpLogListPage />, { responses: [[operationLogApi.page, () => pageOf([added])]] });
    expect(await page.findByText('/api/unit/add')).toBeTruthy();
    expect(screen.getByText('Succeeded')).toBeTruthy();
    const first = (await page.request(operationLogApi.page, 1)).query;
    expect(Object.keys(first).sort()).toEqual(['endDate', 'pageNo', 'pageSize', 'startDate']);

    await page.user.type(document.getElementById('code')!, ' 7001 ');
    await page.user.click(screen.getByRole('button', { name: 'Query' }));
    expect((await page.request(operationLogApi.page, 2)).query).toEqual({ ...first, code: '7001' });
  });
});
