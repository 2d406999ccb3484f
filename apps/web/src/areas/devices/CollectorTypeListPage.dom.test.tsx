// @vitest-environment jsdom
import { type EsdCollectorType, esdCollectorTypeApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import CollectorTypeListPage from './CollectorTypeListPage';

const strap: EsdCollectorType = {
  id: '501',
  code: 'WS',
  name: 'Wrist strap',
  kind: 'wristStrap',
  resistanceLower: 0.75,
  resistanceUpper: 35,
  voltageLower: -35,
  voltageUpper: 35,
  warningThreshold: 3,
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('CollectorTypeListPage', () => {
  it('lists limits and refuses an upper limit below the lower one before sending (spec 001 §5)', async () => {
    const page = await renderPage(<CollectorTypeListPage />, {
      responses: [
        [esdCollectorTypeApi.page, () => pageOf([strap])],
        [esdCollectorTypeApi.add, ({ body }) => ({ ...strap, ...(body as object), id: '502' })],
      ],
    });
    expect(await page.findByText('0.75 – 35')).toBeTruthy();
    await page.user.click(screen.getByTestId('esdCollectorType-add'));
    const dialog = await screen.findByRole('dialog');
    await page.user.click(screen.getByTestId('esdCollectorType-code'));
    await page.user.paste('ION');
    await page.user.click(screen.getByTestId('esdCollectorType-name'));
    await page.user.paste('Ioniser');
    const upper = screen.getByTestId('esdCollectorType-voltageUpper');
    await page.user.clear(upper);
    await page.user.type(upper, '-40');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('The upper limit must not be below the lower limit')).toBeTruthy();
    expect(page.requests(esdCollectorTypeApi.add)).toEqual([]);

    await page.user.clear(upper);
    await page.user.type(upper, '20');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(esdCollectorTypeApi.add)).body).toMatchObject({
      code: 'ION',
      kind: 'wristStrap',
      voltageLower: -35,
      voltageUpper: 20,
      warningThreshold: 3,
    });
  });
});
