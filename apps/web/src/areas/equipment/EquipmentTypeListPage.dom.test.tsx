// @vitest-environment jsdom
import { type EquipmentType, equipmentTypeApi, ResultCode } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refuse, renderPage } from '../../test-support/render-page';
import EquipmentTypeListPage from './EquipmentTypeListPage';

/** The kit's worked example: code and name limited to 12 by the contract, the server's refusal kept in the dialog. */

const press: EquipmentType = {
  id: '401',
  code: 'PRESS',
  name: 'Press',
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

async function fillAdd(page: Awaited<ReturnType<typeof renderPage>>, name: string, code: string) {
  await page.findByText('Press');
  await page.user.click(screen.getByTestId('equipmentType-add'));
  const dialog = await screen.findByRole('dialog');
  await page.user.click(screen.getByTestId('equipmentType-name'));
  await page.user.paste(name);
  await page.user.click(screen.getByTestId('equipmentType-code'));
  await page.user.paste(code);
  await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
  return dialog;
}

describe('EquipmentTypeListPage on the resource kit', () => {
  it('refuses 13 characters where the contract allows 12, and sends 12', async () => {
    const page = await renderPage(<EquipmentTypeListPage />, {
      responses: [
        [equipmentTypeApi.page, () => pageOf([press])],
        [equipmentTypeApi.add, ({ body }) => ({ ...press, ...(body as object), id: '402' })],
      ],
    });
    const dialog = await fillAdd(page, 'N'.repeat(13), 'C'.repeat(13));
    expect(await within(dialog).findByText('Name can be at most 12 characters')).toBeTruthy();
    expect(await within(dialog).findByText('Code can be at most 12 characters')).toBeTruthy();
    expect(page.requests(equipmentTypeApi.add)).toEqual([]);

    await page.user.type(screen.getByTestId('equipmentType-name'), '{Backspace}');
    await page.user.type(screen.getByTestId('equipmentType-code'), '{Backspace}');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(equipmentTypeApi.add)).body).toEqual({
      code: 'C'.repeat(12),
      name: 'N'.repeat(12),
      remark: null,
    });
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const page = await renderPage(<EquipmentTypeListPage />, {
      responses: [
        [equipmentTypeApi.page, () => pageOf([press])],
        [equipmentTypeApi.add, () => refuse(ResultCode.BUSINESS, 'The code PRESS is taken')],
      ],
    });
    const dialog = await fillAdd(page, 'Press 2', 'PRESS');
    expect((await page.request(equipmentTypeApi.add)).body).toEqual({ code: 'PRESS', name: 'Press 2', remark: null });
    expect(page.notices).toEqual([{ channel: 'message', level: 'warning', title: 'The code PRESS is taken' }]);
    expect(dialog.isConnected).toBe(true);
    expect(page.requests(equipmentTypeApi.page)).toHaveLength(1);
  });
});
