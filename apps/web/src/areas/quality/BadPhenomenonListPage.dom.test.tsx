// @vitest-environment jsdom
import { type BadPhenomenon, badPhenomenonApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, refOptions, renderPage } from '../../test-support/render-page';
import BadPhenomenonListPage from './BadPhenomenonListPage';

/** The kit's fromRow, multiple reference pickers and switches, on bad phenomena. */

const scratch: BadPhenomenon = {
  id: '501',
  code: 'SCR',
  name: 'Scratch',
  defectTypeId: '601',
  defectType: { id: '601', code: 'SURF', name: 'Surface' },
  commonlyUsed: true,
  causes: [
    { id: '701', code: 'C1', name: 'Worn tool' },
    { id: '702', code: 'C2', name: 'Loose jig' },
  ],
  solutions: [],
  remark: null,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('BadPhenomenonListPage on the resource kit', () => {
  it("edits from the row's references (fromRow) and sends their ids", async () => {
    const page = await renderPage(<BadPhenomenonListPage />, {
      responses: [
        [badPhenomenonApi.page, () => pageOf([scratch])],
        [badPhenomenonApi.edit, ({ body }) => ({ ...scratch, ...(body as object) })],
        refOptions({ defectType: [scratch.defectType!], defectCause: scratch.causes, solution: [] }),
      ],
    });
    const row = (await page.findByText('Scratch')).closest('tr') as HTMLElement;
    expect(within(row).getByText('SURF Surface')).toBeTruthy();
    expect(within(row).getByText('C1 Worn tool')).toBeTruthy();

    await page.user.click(screen.getByTestId('table-action-edit'));
    const dialog = await screen.findByRole('dialog');
    const causes = screen.getByTestId('badPhenomenon-causeIds');
    expect(await within(causes).findByText('C1 Worn tool')).toBeTruthy();
    expect(within(causes).getByText('C2 Loose jig')).toBeTruthy();
    expect(await within(screen.getByTestId('badPhenomenon-defectTypeId')).findByText('SURF Surface')).toBeTruthy();

    await page.user.click(within(dialog).getByRole('switch'));
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(badPhenomenonApi.edit)).body).toEqual({
      id: '501',
      code: 'SCR',
      name: 'Scratch',
      defectTypeId: '601',
      commonlyUsed: false,
      causeIds: ['701', '702'],
      solutionIds: [],
      remark: null,
    });
  });
});
