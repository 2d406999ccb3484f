// @vitest-environment jsdom
import { DEFAULT_PAGE_SETTINGS, type PageSettings, Permissions, pageSettingApi } from '@takt/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageSettingsKey } from '../../app/page-settings';
import { signIn } from '../../app/session';
import { renderPage, userWith } from '../../test-support/render-page';
import PageSettingPage from './PageSettingPage';

const saved: PageSettings = { ...DEFAULT_PAGE_SETTINGS, isEnableWatermark: false, watermarkMode: '12' };

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('PageSettingPage', () => {
  beforeEach(() => signIn({ token: 'access', refreshToken: 'refresh' }));

  it('offers at most two watermark parts, previews them and saves the whole set for the enterprise', async () => {
    const page = await renderPage(<PageSettingPage />, {
      responses: [
        [pageSettingApi.get, () => saved],
        [pageSettingApi.edit, ({ body }) => ({ ...saved, ...(body as object) })],
      ],
      account: { name: 'Lan', tenantName: 'Acme Works', employeeInfo: { jobNumber: 'J-7' } },
    });
    await page.findByTestId('page-settings');
    expect(checkbox('Enterprise name').checked).toBe(true);
    expect(checkbox('User name').checked).toBe(true);
    // Two are chosen: the others wait.
    expect(checkbox('Job number').disabled).toBe(true);
    expect(screen.getByTestId('watermark-preview').textContent).toContain('The watermark is off');

    await page.user.click(screen.getByTestId('watermark-enabled'));
    await page.user.click(checkbox('Enterprise name'));
    await page.user.click(checkbox('Job number'));
    expect(screen.getByTestId('watermark-preview').textContent).toContain('Drawn as: Lan · J-7');
    await page.user.click(screen.getByRole('radio', { name: 'Picture above the console' }));
    expect(screen.getByText('Upload a picture: without one the console is shown')).toBeTruthy();

    await page.user.click(screen.getByTestId('page-settings-save'));
    const request = await page.request(pageSettingApi.edit);
    expect(request.body).toEqual({
      isEnableWatermark: true,
      watermarkMode: '24',
      okMesHomeMode: 'picture',
      homePicture: null,
      multiLanguage: true,
    });
    // The shared settings change at once, so the console's watermark follows without a reload.
    await waitFor(() =>
      expect(page.queryClient.getQueryData(pageSettingsKey)).toMatchObject({
        isEnableWatermark: true,
        watermarkMode: '24',
      }),
    );
  });

  it('will not save a watermark without any part', async () => {
    const page = await renderPage(<PageSettingPage />, { responses: [[pageSettingApi.get, () => saved]] });
    await page.findByTestId('page-settings');
    await page.user.click(checkbox('Enterprise name'));
    await page.user.click(checkbox('User name'));
    expect(screen.getByText('Choose one or 2 parts for the watermark')).toBeTruthy();
    expect((screen.getByTestId('page-settings-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the settings read-only to a user who may not edit them', async () => {
    const page = await renderPage(<PageSettingPage />, {
      responses: [[pageSettingApi.get, () => ({ ...saved, isEnableWatermark: true })]],
      account: userWith(Permissions.sys.pageSetting.get),
      language: 'zh-CN',
    });
    await page.findByTestId('page-settings');
    expect(screen.queryByTestId('page-settings-save')).toBeNull();
    expect(checkbox('企业名称').disabled).toBe(true);
    expect(page.requests(pageSettingApi.edit)).toEqual([]);
  });
});
