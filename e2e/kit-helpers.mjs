// Working a resource-kit page as a user does: search by code, a row's action, a dialog's save.

/** Fills the search form's code filter and queries; waits for a row showing `code`. */
export async function search(page, code) {
  const filter = page.locator('.ant-pro-query-filter input#code');
  // A record page's date range fills the collapsed form: the code filter is under "Expand".
  await page.locator('.ant-pro-query-filter').waitFor();
  if (!(await filter.isVisible())) await page.locator('.ant-pro-query-filter-collapse-button').click();
  await filter.fill(code);
  await filter.press('Enter');
  await page.locator('.ant-table-row', { hasText: code }).first().waitFor();
}

/** Runs a row action of the row showing `text` (inline, or under More). */
export async function rowAction(page, text, key) {
  const row = page.locator('.ant-table-row', { hasText: text }).first();
  const inline = row.locator(`[data-testid=table-action-${key}]`);
  if (await inline.count()) await inline.click();
  else {
    await row.getByText('More').click();
    await page.locator(`.ant-dropdown:visible [data-testid=table-action-${key}]`).click();
  }
}

/** Saves the open dialog and waits for it to close. */
export async function saveDialog(page) {
  await page.locator('.ant-modal:visible .ant-btn-primary').click();
  await page.locator('.ant-modal:visible').waitFor({ state: 'detached' });
}
