// Checks of the antd tables on the page (issue 14), shared by the lists and headers scenarios: a
// column cut by the table's edge or lying under the fixed Actions column, a header broken inside a
// word, a row-actions cell on more than one line.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiSession } from './helpers.mjs';

const AREAS = fileURLToPath(new URL('../apps/web/src/areas/', import.meta.url));

/**
 * Headers of the visible tables whose text goes to a new line between two characters that are not
 * separated by a space (nor after / ( 、 ·, where a break is natural). CJK headers have no spaces,
 * so they must fit on one line.
 */
export function brokenHeaders(page) {
  return page.evaluate(() => {
    const out = [];
    for (const th of document.querySelectorAll('.ant-table-thead th')) {
      if (th.offsetParent === null) continue;
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      const chars = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ c: text[i], top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1], chars[i]];
        if (b.top > a.top + 2 && /\S/.test(a.c) && /\S/.test(b.c) && !/[/(（、·-]/.test(a.c)) {
          out.push(th.innerText.replace(/\s+/g, ' ').trim());
          break;
        }
      }
    }
    return out;
  });
}

/**
 * Header cells of the visible tables that are cut by their table's edge or lie (partly) under a
 * fixed right column, as they stand before any sideways scrolling: of `titles` when given (a title
 * missing from the table counts as hidden), else of every column.
 */
export function hiddenHeaders(page, titles) {
  return page.evaluate((wanted) => {
    const out = [];
    for (const table of document.querySelectorAll('.ant-table-container')) {
      if (table.offsetParent === null) continue;
      const edge = table.getBoundingClientRect();
      const headers = [...table.querySelectorAll('.ant-table-thead th')].filter(
        (th) => !th.classList.contains('ant-table-cell-scrollbar'),
      );
      const fixedRight = headers.filter((th) => th.classList.contains('ant-table-cell-fix-right'));
      const coverLeft = Math.min(edge.right, ...fixedRight.map((cell) => cell.getBoundingClientRect().left));
      const cut = (cell) => {
        const box = cell.getBoundingClientRect();
        const right = cell.classList.contains('ant-table-cell-fix-right') ? edge.right : coverLeft;
        return box.right > right + 1 || box.left < edge.left - 1;
      };
      const title = (th) => th.innerText.replace(/\s+/g, ' ').trim();
      if (wanted) {
        for (const name of wanted) {
          const cell = headers.find((th) => title(th) === name);
          if (!cell || cut(cell)) out.push(name);
        }
      } else for (const cell of headers) if (cut(cell)) out.push(title(cell) || '(untitled)');
    }
    return out;
  }, titles ?? null);
}

/** Row-actions cells (the fixed right column's buttons) of the visible tables laid out on more than one line or cut by their cell. */
export function wrappedActionCells(page) {
  return page.evaluate(() => {
    const out = [];
    for (const cell of document.querySelectorAll('.ant-table-tbody td.ant-table-cell-fix-right')) {
      if (cell.offsetParent === null) continue;
      const tops = new Set(
        [...cell.querySelectorAll('button, a')].map((button) => Math.round(button.getBoundingClientRect().top)),
      );
      if (tops.size > 1 || cell.scrollWidth > cell.clientWidth + 1)
        out.push(cell.innerText.replace(/\s+/g, ' ').trim());
    }
    return out;
  });
}

/**
 * The built pages of `account`'s menu tree (`GET /api/get_account_info`), as paths: those whose
 * component is a page module of the web app (not the "being built" placeholder) and that are shown
 * in the menu (hidden ones are detail pages reached from a list).
 */
export async function menuPages(baseUrl, account, password) {
  const session = await apiSession(baseUrl, account, password);
  const { menus } = await session.info();
  await session.logout();
  const out = [];
  const walk = (items, base) => {
    for (const item of items) {
      const full = item.path.startsWith('/') ? item.path : `${base.replace(/\/$/, '')}/${item.path}`;
      if (!item.hidden && item.component && existsSync(path.join(AREAS, `${item.component}.tsx`))) out.push(full);
      walk(item.children ?? [], full);
    }
  };
  walk(menus, '');
  return out;
}
