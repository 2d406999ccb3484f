// @vitest-environment jsdom
import { andonCallApi, andonItemApi, type OrgTreeNode, OrgType, organisationApi } from '@takt/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readLocal, writeLocal } from '../../app/storage';
import { pageOf, refuse, renderPage } from '../../test-support/render-page';
import CallPage from './CallPage';
import { testCall, testItem } from './floor/test-calls';

const quality = { id: '22', code: 'QUALITY', name: 'Quality', color: '#d4380d' };
const items = [
  testItem({ id: '31', code: 'MAT', name: 'Material short', level: 2 }),
  testItem({ id: '32', code: 'DEF', name: 'Defects', typeId: '22', type: quality, level: 1 }),
  testItem({ id: '33', code: 'FEED', name: 'Feeder jam' }),
];
const station = { id: '40', code: 'S01', name: 'Placement' };
const NOW = '2026-11-27T08:05:00.000Z';

const org = (id: string, code: string, name: string, type: number, children: OrgTreeNode[] = []): OrgTreeNode => ({
  id,
  pid: '0',
  code,
  name,
  type,
  sort: 0,
  children,
});
// The factory's organisations: two workshops with a line each, a line without workstations, a department.
const tree = [
  org('1', 'F1', 'Plant', OrgType.FACTORY, [
    org('2', 'SMT', 'SMT shop', OrgType.WORKSHOP, [
      org('3', 'L1', 'Line 1', OrgType.LINE, [
        org(station.id, station.code, station.name, OrgType.WORKSTATION),
        org('41', 'S02', 'Reflow', OrgType.WORKSTATION),
      ]),
      org('4', 'L9', 'Empty line', OrgType.LINE),
    ]),
    org('5', 'ASM', 'Assembly shop', OrgType.WORKSHOP, [
      org('6', 'L2', 'Line 2', OrgType.LINE, [org('50', 'A10', 'Screwing', OrgType.WORKSTATION)]),
    ]),
    org('7', 'QA', 'Quality office', OrgType.DEPARTMENT),
  ]),
];
const orgTree = [organisationApi.tree, () => tree] as const;

const pressed = (code: string) => screen.getByTestId(`andon-item-${code}`).getAttribute('aria-pressed');

// Many key presses: slow in jsdom on shared cores.
const LONG = { timeout: 60_000 };

describe('CallPage', () => {
  it(
    'chooses items with number keys in the order shown, clears with Esc and calls with Enter, note included',
    LONG,
    async () => {
      writeLocal('andon-call:station', station.id);
      let open: ReturnType<typeof testCall>[] = [];
      const page = await renderPage(<CallPage />, {
        responses: [
          [andonItemApi.page, () => pageOf(items)],
          [andonCallApi.open, () => ({ now: NOW, calls: open })],
          [
            andonCallApi.trigger,
            ({ body }) => {
              const { itemId, note } = body as { itemId: string; note?: string };
              const item = items.find((candidate) => candidate.id === itemId)!;
              const call = testCall({ itemId, itemName: item.name, itemCode: item.code, note: note ?? null });
              open = [call];
              return call;
            },
          ],
          orgTree,
        ],
      });
      await page.findByTestId('andon-item-MAT');
      expect(await page.findByText('No open call at this workstation')).toBeTruthy();
      // Grouped by type: Material's two items first (1, 2), then Quality's (3).
      const numbers = [...screen.getByTestId('andon-items').querySelectorAll('kbd')].map((key) => key.textContent);
      expect(numbers).toEqual(['1', '2', '3']);
      expect(screen.getByTestId('andon-item-FEED').getAttribute('aria-keyshortcuts')).toBe('2');

      await page.user.keyboard('3');
      expect(pressed('DEF')).toBe('true');
      await page.user.keyboard('2');
      expect(pressed('FEED')).toBe('true');
      expect(pressed('DEF')).toBe('false');
      expect(screen.getByTestId('andon-confirm').textContent).toContain('Call Feeder jam');
      await page.user.keyboard('{Escape}');
      expect(pressed('FEED')).toBe('false');
      expect((screen.getByTestId('andon-confirm') as HTMLButtonElement).disabled).toBe(true);
      // A key beyond the items chooses nothing; Enter with nothing chosen calls nothing.
      await page.user.keyboard('7{Enter}');
      expect(screen.getByTestId('andon-items').querySelector('[aria-pressed="true"]')).toBeNull();

      await page.user.keyboard('1');
      await page.user.click(screen.getByTestId('andon-note'));
      // Digits typed into the note are the note's, not a choice of item.
      await page.user.keyboard('Reel 2 empty');
      expect(pressed('MAT')).toBe('true');
      await page.user.keyboard('{Enter}');
      expect((await page.request(andonCallApi.trigger)).body).toEqual({
        itemId: '31',
        stationId: '40',
        note: 'Reel 2 empty',
        photoIds: [],
      });
      expect(page.requests(andonCallApi.trigger)).toHaveLength(1);
      // The call shows among the workstation's open calls, with its timer off the server's clock.
      const card = await page.findByTestId('andon-call-900');
      expect(card.textContent).toContain('Material short');
      expect(card.textContent).toContain('Calling');
      // The answer's `now` is not this machine's clock: the timer runs off the server's.
      expect(card.querySelector('[data-testid="andon-call-elapsed"]')?.textContent).toMatch(/^(4 min 59|5 min 0\d) s$/);
      expect(pressed('MAT')).toBe('false');
      expect((screen.getByTestId('andon-note') as HTMLInputElement).value).toBe('');
    },
  );

  it("shows the server's refusal and keeps the choice and the note", LONG, async () => {
    writeLocal('andon-call:station', station.id);
    const page = await renderPage(<CallPage />, {
      responses: [
        [andonItemApi.page, () => pageOf(items)],
        [andonCallApi.open, () => ({ now: NOW, calls: [] })],
        [andonCallApi.trigger, () => refuse(1001, 'The alarm item Defects is disabled')],
        orgTree,
      ],
    });
    await page.findByTestId('andon-item-DEF');
    await page.user.click(screen.getByTestId('andon-item-DEF'));
    await page.user.type(screen.getByTestId('andon-note'), 'Solder bridges');
    await page.user.click(screen.getByTestId('andon-confirm'));
    await page.request(andonCallApi.trigger);
    await waitFor(() =>
      expect(page.notices.map((notice) => notice.description ?? notice.title).join(' ')).toContain(
        'The alarm item Defects is disabled',
      ),
    );
    expect(pressed('DEF')).toBe('true');
    expect((screen.getByTestId('andon-note') as HTMLInputElement).value).toBe('Solder bridges');
  });

  it("confirms the responder's arrival with the scanner's Enter, never with an empty code", LONG, async () => {
    writeLocal('andon-call:station', station.id);
    const responding = testCall({ state: 'responding', respondedAt: NOW, responderId: '1', responderName: 'Admin' });
    const page = await renderPage(<CallPage />, {
      responses: [
        [andonItemApi.page, () => pageOf(items)],
        [andonCallApi.open, () => ({ now: NOW, calls: [responding] })],
        [andonCallApi.arrive, () => ({ ...responding, arrivedAt: NOW, arrivalProof: 'station' })],
        orgTree,
      ],
    });
    await page.user.click(await page.findByTestId('andon-arrive-900'));
    const code = await page.findByTestId('andon-arrive-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    // A scan that read nothing: Enter alone is refused by the form, nothing is sent.
    await page.user.keyboard('{Enter}');
    expect(await page.findByText('Please enter Code')).toBeTruthy();
    expect(page.requests(andonCallApi.arrive)).toHaveLength(0);
    // The scanner types the station's code and Enter: the arrival is sent once, the dialog closes.
    await page.user.keyboard('S01{Enter}');
    expect((await page.request(andonCallApi.arrive)).body).toEqual({ id: '900', proof: 'station', code: 'S01' });
    await waitFor(() => expect(screen.queryByTestId('andon-arrive-code')).toBeNull());
    expect(page.requests(andonCallApi.arrive)).toHaveLength(1);
    expect(page.requests(andonCallApi.trigger)).toHaveLength(0);
  });

  it('picks the workstation through workshop and line, remembers it and shows the chosen path', LONG, async () => {
    writeLocal('andon-call:station', station.id);
    const here = testCall();
    const there = testCall({ id: '901', stationId: '50', stationCode: 'A10', stationName: 'Screwing' });
    const page = await renderPage(<CallPage />, {
      responses: [
        [andonItemApi.page, () => pageOf(items)],
        [andonCallApi.open, () => ({ now: NOW, calls: [here, there] })],
        orgTree,
      ],
    });
    await page.findByTestId('andon-call-900');
    const picker = screen.getByTestId('andon-call-station');
    const chosen = () => picker.querySelector('.ant-select-selection-item')?.textContent;
    await waitFor(() => expect(chosen()).toBe('L1 Line 1 / S01 Placement'));

    await page.user.click(picker.querySelector('.ant-select-selector')!);
    // Workshops first; the department and the line without workstations are not offered.
    const menus = () => [...document.querySelectorAll('.ant-cascader-menu')];
    const entries = (menu: number) =>
      [...menus()[menu]!.querySelectorAll('.ant-cascader-menu-item')].map((item) => item.textContent);
    await waitFor(() => expect(entries(0)).toEqual(['SMT SMT shop', 'ASM Assembly shop']));
    expect(entries(1)).toEqual(['L1 Line 1']);
    await page.user.click(screen.getByTitle('ASM Assembly shop'));
    await page.user.click(await screen.findByTitle('L2 Line 2'));
    await page.user.click(await screen.findByTitle('A10 Screwing'));
    await waitFor(() => expect(chosen()).toBe('L2 Line 2 / A10 Screwing'));
    // The screen now shows that workstation's calls.
    await page.findByTestId('andon-call-901');
    expect(screen.queryByTestId('andon-call-900')).toBeNull();
    expect(readLocal('andon-call:station')).toBe('50');

    // Or found by a code or name anywhere along the path.
    await page.user.click(picker.querySelector('.ant-select-selector')!);
    await page.user.keyboard('reflow');
    await page.user.click(
      await screen.findByText(
        (_, element) => element?.textContent === 'SMT SMT shop / L1 Line 1 / S02 Reflow' && element.tagName === 'LI',
      ),
    );
    await waitFor(() => expect(chosen()).toBe('L1 Line 1 / S02 Reflow'));
    expect(readLocal('andon-call:station')).toBe('41');
  });

  it('asks for a workstation before showing items', async () => {
    const page = await renderPage(<CallPage />, {
      responses: [[andonItemApi.page, () => pageOf(items)], orgTree],
    });
    expect(await page.findByText(/Choose this screen’s workstation/)).toBeTruthy();
    expect(screen.queryByTestId('andon-items')).toBeNull();
    expect(page.requests(andonCallApi.open)).toHaveLength(0);
  });
});
