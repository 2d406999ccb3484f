// @vitest-environment jsdom
import { Permissions, type Software, type SoftwareTenantRow, softwareApi } from '@takt/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refuse, renderPage, userWith } from '../../test-support/render-page';
import SoftwareListPage from './SoftwareListPage';
import { softwareFileProblem } from './SoftwareUploadForm';

const P = Permissions.platform.software;

const station: Software = {
  id: '501',
  name: 'Station terminal',
  code: 'station-win',
  enabled: true,
  platform: 'windows',
  tokenHint: 'Ab12',
  tokenResetAt: '2026-11-01T08:00:00.000Z',
  latest: {
    id: '601',
    softwareId: '501',
    versionNumber: '1.2.0',
    versionCode: 120,
    fileName: 'station-1.2.0.exe',
    extension: 'exe',
    size: 2 * 1024 * 1024,
    sha256: 'a'.repeat(64),
    remark: null,
    downloadUrl: '/api/software/download?versionId=601',
    createdBy: 'Super',
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  versionCount: 3,
  tenantCount: 2,
  currentTenantCount: 1,
  createdAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const tenantRow = (code: string, state: SoftwareTenantRow['state'], storageMatches = true): SoftwareTenantRow => ({
  tenantId: code === 'demo' ? '11' : '12',
  tenantCode: code,
  tenantName: `Enterprise ${code}`,
  enabled: true,
  versionNumber: state === 'none' ? null : '1.1.0',
  versionCode: state === 'none' ? null : 110,
  syncedAt: null,
  state,
  storageMatches,
});

describe('SoftwareListPage', () => {
  it('lists apps with their latest version and shows a reset token once', async () => {
    const page = await renderPage(<SoftwareListPage />, {
      responses: [
        [softwareApi.latestPage, () => pageOf([station])],
        [
          softwareApi.resetToken,
          () => ({ id: '501', token: 'sw_new-token-value', tokenResetAt: '2026-11-02T00:00:00Z' }),
        ],
      ],
    });
    const row = (await page.findByText('Station terminal')).closest('tr')!;
    expect(within(row).getByText('1.2.0')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();

    await page.user.click(within(row).getByText('More'));
    await page.user.click(await screen.findByText('Reset token'));
    const question = await screen.findByText(/Reset the token of Station terminal\?/, {
      selector: '.ant-modal-confirm-title',
    });
    await page.user.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: 'OK' }),
    );
    expect((await page.request(softwareApi.resetToken)).query).toEqual({ id: '501' });
    expect((await screen.findByTestId('software-token')).textContent).toContain('sw_new-token-value');
    expect(screen.getByText('Copy the token now: it is shown only this once.')).toBeTruthy();
  });

  it("syncs one enterprise from the app's sync page and shows a refusal as the server words it", async () => {
    let syncs = 0;
    const page = await renderPage(<SoftwareListPage />, {
      responses: [
        [softwareApi.latestPage, () => pageOf([station])],
        [softwareApi.syncTenantPage, () => pageOf([tenantRow('demo', 'behind'), tenantRow('far', 'none', false)])],
        [
          softwareApi.syncToTenant,
          ({ query }) =>
            query.tenantId === '11' && ++syncs === 1
              ? { tenantId: '11', tenantName: 'Enterprise demo', versionNumber: '1.2.0', versionCode: 120 }
              : refuse(1001, 'Storage config differs: Enterprise far keeps its files in another store'),
        ],
      ],
      account: userWith(P.page, P.get, P.sync),
    });
    const row = (await page.findByText('Station terminal')).closest('tr')!;
    await page.user.click(within(row).getByText('Sync'));
    const drawer = await screen.findByTestId('software-tenants');
    expect(await within(drawer).findByText('Behind')).toBeTruthy();
    expect(within(drawer).getByText('Differs')).toBeTruthy();
    expect((await page.request(softwareApi.syncTenantPage)).query).toEqual({
      softwareId: '501',
      pageNo: '1',
      pageSize: '10',
    });

    await page.user.click(screen.getByTestId('software-sync-demo'));
    expect((await page.request(softwareApi.syncToTenant)).query).toEqual({ id: '501', tenantId: '11' });
    expect(await screen.findByText('Enterprise demo now has 1.2.0')).toBeTruthy();

    await page.user.click(screen.getByTestId('software-sync-far'));
    await page.request(softwareApi.syncToTenant, 2);
    await waitFor(() =>
      expect(page.notices.map((notice) => `${notice.title} ${notice.description ?? ''}`).join(' ')).toContain(
        'Storage config differs',
      ),
    );
  });

  it('hides what the user may not do', async () => {
    const page = await renderPage(<SoftwareListPage />, {
      responses: [[softwareApi.latestPage, () => pageOf([station])]],
      account: userWith(P.page),
    });
    const row = (await page.findByText('Station terminal')).closest('tr')!;
    expect(screen.queryByTestId('software-add')).toBeNull();
    expect(within(row).queryByText('Reset token')).toBeNull();
    expect(within(row).queryByText('History')).toBeNull();
  });

  it('checks a chosen file against the rules of spec 000 §5 before sending it', () => {
    const t = (key: string) => key;
    expect(softwareFileProblem({ name: 'notes.txt', size: 10 }, null, t)).toBe('software.form.fileType');
    expect(softwareFileProblem({ name: 'a.zip', size: 0 }, null, t)).toBe('software.form.fileEmpty');
    expect(softwareFileProblem({ name: 'b.zip', size: 10 }, station, t)).toBe('software.form.extensionChanged');
    expect(softwareFileProblem({ name: 'station-1.2.0.exe', size: 10 }, station, t)).toBe('software.form.sameFileName');
    expect(softwareFileProblem({ name: 'station-1.3.0.EXE', size: 10 }, station, t)).toBeNull();
  });
});
