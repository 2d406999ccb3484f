// @vitest-environment jsdom
import { type ExternalApp, externalAppApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import ExternalAppListPage from './ExternalAppListPage';

const erp: ExternalApp = {
  id: '301',
  code: 'erp',
  name: 'ERP bridge',
  description: null,
  sort: 100,
  enabled: true,
  permissions: ['basics:unit:page'],
  rateLimit: 60,
  tokenHint: 'Zx9q',
  creator: 'Demo Admin',
  modifier: 'Demo Admin',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

describe('ExternalAppListPage', () => {
  it('adds an app with the contract’s body and shows its token once', async () => {
    const page = await renderPage(<ExternalAppListPage />, {
      responses: [
        [externalAppApi.page, () => pageOf([erp])],
        [externalAppApi.add, ({ body }) => ({ ...erp, id: '302', ...(body as object), token: 'app_11_secret-token' })],
      ],
    });
    const row = (await page.findByText('ERP bridge')).closest('tr')!;
    expect(within(row).getByText('Enabled')).toBeTruthy();
    await page.user.click(screen.getByTestId('external-app-add'));
    await screen.findByRole('dialog');
    await page.user.type(screen.getByTestId('external-app-name'), ' BI reader ');
    await page.user.type(screen.getByTestId('external-app-code'), 'bi');
    await page.user.click(screen.getByRole('button', { name: 'OK' }));
    expect((await page.request(externalAppApi.add)).body).toEqual({
      code: 'bi',
      name: 'BI reader',
      enabled: true,
      sort: 100,
      rateLimit: 60,
      permissions: [],
      description: null,
    });
    expect((await screen.findByTestId('external-app-token')).textContent).toContain('app_11_secret-token');
  });

  it('disables an app after asking', async () => {
    const page = await renderPage(<ExternalAppListPage />, {
      responses: [
        [externalAppApi.page, () => pageOf([erp])],
        [externalAppApi.disable, () => ({ ...erp, enabled: false })],
      ],
    });
    const row = (await page.findByText('ERP bridge')).closest('tr')!;
    await page.user.click(within(row).getByText('More'));
    await page.user.click(await screen.findByText('Disable'));
    const question = await screen.findByText(/Disable ERP bridge\?/, { selector: '.ant-modal-confirm-title' });
    await page.user.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    expect((await page.request(externalAppApi.disable)).query).toEqual({ id: '301' });
  });
});
