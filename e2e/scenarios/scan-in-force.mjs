// Which scan configuration is in force: a product whose enabled BOM ticks a key material at a
// process and has no scan configuration there gets one derived from the BOM; the BOM page says so
// on each line, and the scan-configuration page lists the derived configuration (read-only).
import { randomBytes } from 'node:crypto';
import { apiSession, check, displayName, HAN, openLogin, signIn, waitForWelcome } from '../helpers.mjs';

/** The texts the pages must show (the web app's bom.inForce locale texts). */
const TEXTS = {
  'en-US': {
    derived: (process) => `Scanned at ${process} ×1 (derived from this BOM)`,
    explicit: (process, code) => `Scanned at ${process} ×1: scan configuration ${code} in force`,
    notAsked: (process, code) => `Not scanned: scan configuration ${code} in force at ${process} does not ask for it`,
    derivedTab: 'Derived from BOMs',
    fromBom: (bom) => `Derived from BOM ${bom} V1`,
  },
  'zh-CN': {
    derived: (process) => `在 ${process} 扫码 ×1（由本物料清单生成）`,
    explicit: (process, code) => `在 ${process} 扫码 ×1：扫码配置 ${code} 生效`,
    notAsked: (process, code) => `不扫码：${process} 生效的扫码配置 ${code} 不含此物料`,
    derivedTab: '由物料清单生成',
    fromBom: (bom) => `由物料清单 ${bom} V1 生成`,
  },
};

/** A product with a BOM: LED (key) and screw at one process; `config`: a saved configuration there asking for the screw. */
async function productWithBom(api, tag, name, ids, config) {
  const product = await api.post('/product/add', { code: `${tag}-${name}`, name: `Lamp ${name}`, unitId: ids.unit });
  const bom = await api.post('/bom/add', {
    code: `${tag}-BOM-${name}`,
    name: `Lamp ${name}`,
    productId: product.id,
    lines: [
      { materialId: ids.led, quantity: 1, processId: ids.process, keyMaterial: true },
      { materialId: ids.screw, quantity: 1, processId: ids.process },
    ],
  });
  if (config)
    await api.post('/scan_config/add', {
      code: `${tag}-SC-${name}`,
      name: `Lamp ${name}`,
      productId: product.id,
      processId: ids.process,
      materials: [{ materialId: ids.screw, expectedCount: 1 }],
    });
  return bom.id;
}

/** Expands the BOM's row and answers the text of its lines. */
async function linesOf(page, bomId, expected) {
  await page.locator(`tr[data-row-key="${bomId}"] .ant-table-row-expand-icon`).click();
  const view = page.locator(`[data-testid="bom-lines-view-${bomId}"]`);
  await view.getByText(expected, { exact: true }).waitFor();
  return view.innerText();
}

export const scenarios = ['en-US', 'zh-CN'].map((language) => ({
  name: `scan in force: the BOM and scan-configuration pages say which configuration a station goes by (${language})`,
  async run({ page, baseUrl, password, screenshot }) {
    const texts = TEXTS[language];
    const tag = `K${randomBytes(3).toString('hex').toUpperCase()}`;
    const api = await apiSession(baseUrl, 'admin', password);
    const ids = {
      unit: (await api.post('/unit/add', { code: `${tag}-PCS`, name: 'Piece' })).id,
      process: (await api.post('/process/add', { code: `${tag}-P10`, name: 'Lamp assembly', mandatoryScan: true })).id,
    };
    for (const [key, name] of [
      ['led', 'LED'],
      ['screw', 'Screw'],
    ])
      ids[key] = (
        await api.post('/material/add', {
          code: `${tag}-${name.toUpperCase()}`,
          name,
          type: 'raw',
          attribute: 'purchased',
          unitId: ids.unit,
        })
      ).id;
    const derivedBom = await productWithBom(api, tag, 'A', ids);
    const explicitBom = await productWithBom(api, tag, 'B', ids, true);
    const process = `${tag}-P10 Lamp assembly`;

    const name = await displayName(baseUrl, 'admin', password);
    await openLogin(page, `${baseUrl}/login?lang=${language}`);
    await signIn(page, 'admin', password);
    await waitForWelcome(page, name);

    await page.goto(`${baseUrl}/process/bom`);
    const code = page.locator('.ant-pro-query-filter input#code');
    await code.fill(`${tag}-BOM`);
    await code.press('Enter');
    await page.locator(`tr[data-row-key="${explicitBom}"]`).waitFor();
    const derived = await linesOf(page, derivedBom, texts.derived(process));
    check(!derived.includes(`${tag}-SC-`), `the derived BOM's lines name a saved configuration: ${derived}`);
    const explicit = await linesOf(page, explicitBom, texts.explicit(process, `${tag}-SC-B`));
    check(
      explicit.includes(texts.notAsked(process, `${tag}-SC-B`)),
      `the key LED not asked for by ${tag}-SC-B is not said so: ${explicit}`,
    );
    if (language === 'zh-CN') check(HAN.test(derived), `the BOM lines are not in Chinese: ${derived}`);
    await screenshot(`scan-in-force-bom-${language}`);

    await page.goto(`${baseUrl}/process/scan-config`);
    await page.getByRole('tab', { name: texts.derivedTab }).click();
    const pane = page.locator('.ant-tabs-tabpane-active');
    const row = pane.locator('tr.ant-table-row', { hasText: `${tag}-A Lamp A` });
    await row.waitFor();
    const shown = await row.innerText();
    check(shown.includes(process), `the derived row does not name the process: ${shown}`);
    check(shown.includes(`${tag}-LED LED ×1`), `the derived row does not ask for the LED: ${shown}`);
    check(shown.includes(texts.fromBom(`${tag}-BOM-A`)), `the derived row does not name its BOM: ${shown}`);
    const other = await pane.locator('tr.ant-table-row', { hasText: `${tag}-B Lamp B` }).count();
    check(other === 0, `product ${tag}-B has a saved configuration in force but is listed as derived`);
    await screenshot(`scan-in-force-configs-${language}`);
  },
}));
