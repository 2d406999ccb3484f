import {
  AdminType,
  type LabelDesign,
  printJobApi,
  printTemplateApi,
  type RouteDef,
  referenceApi,
} from '@takt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/messages.js';
import { ReferenceRegistry } from '../../platform/references/reference-registry.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { createTenant, createUser, grantPermissions, tenantIdOf } from '../../test-support/fixtures.js';
import {
  type BodyOf,
  type QueryOf,
  type RouteCallOptions,
  type RouteClient,
  routeClient,
} from '../../test-support/route-client.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_LABEL_DESIGN, seedLabelsDemo } from './labels.seed.js';
import { FakePrinter, pdfPageTexts } from './labels.test-support.js';
import { PrintJobRepository } from './print-job.repository.js';
import { PrintQueueService } from './print-queue.service.js';
import { createPrintTemplates } from './print-template.resource.js';
import { PrintTemplateService } from './print-template.service.js';
import { sendRaw } from './printer-client.js';

const silentLog = { warn() {}, error() {}, info() {}, debug() {} } as never;

const qrDesign: LabelDesign = {
  elements: [
    {
      type: 'field',
      id: 'name',
      x: 2,
      y: 2,
      width: 56,
      height: 6,
      rotation: 0,
      fontSize: 9,
      bold: true,
      align: 'left',
      field: 'productName',
      prefix: '',
      suffix: '',
    },
    {
      type: 'barcode',
      id: 'qr',
      x: 2,
      y: 10,
      width: 25,
      height: 25,
      rotation: 0,
      symbology: 'qrcode',
      field: 'serial',
      text: '',
      showText: false,
    },
    {
      type: 'field',
      id: 'sn',
      x: 29,
      y: 12,
      width: 30,
      height: 5,
      rotation: 0,
      fontSize: 7,
      bold: false,
      align: 'left',
      field: 'serial',
      prefix: '',
      suffix: '',
    },
    { type: 'box', id: 'frame', x: 0.5, y: 0.5, width: 59, height: 39, rotation: 0, thickness: 0.3 },
  ],
};

describe.each(testDatabaseKinds())('labels on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let foreignId: string;
  let demoId: string;

  let api: RouteClient;
  const add = (body: BodyOf<typeof printTemplateApi.add>) => api.call(printTemplateApi.add, { body });
  const download = async (path: string, body: unknown, as = token) => {
    const response = await fetch(`${t.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify(body),
    });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const base = { type: 'product' as const, paperWidth: 60, paperHeight: 40 };

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await t.login('admin')).token;
    api = routeClient(t, { token });
    demoId = await tenantIdOf(t.server.db, 'demo');
    const otherId = await createTenant(t.server.db, { code: 'labels_other' });
    await createUser(t.server.db, otherId, { account: 'labels_admin', adminType: AdminType.ENTERPRISE_ADMIN });
    const other = (await t.login('labels_admin')).token;
    const foreign = await api.call(printTemplateApi.add, {
      body: { ...base, code: 'LT-1', name: 'Foreign' },
      as: other,
    });
    foreignId = foreign.body.data.id;
  });
  afterAll(() => t?.close());

  it('adds, pages, filters, edits, designs, copies and deletes templates', async () => {
    const added = await add({ ...base, code: 'LT-1', name: 'Serial label', design: qrDesign, remark: 'fans' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'LT-1', dpi: 203, printerAddress: null, remark: 'fans' });
    expect(added.body.data.design.elements).toHaveLength(4);
    await add({ ...base, code: 'LT-2', name: 'Box label', type: 'package', paperWidth: 100, paperHeight: 80 });

    const page = async (query: QueryOf<typeof printTemplateApi.page>) =>
      (await api.call(printTemplateApi.page, { query })).body.data;
    expect((await page({ pageSize: '10' })).rows.map((row) => row.code)).toEqual(['LT-1', 'LT-2']);
    expect((await page({ sortField: 'name', sortOrder: 'ascend' })).rows.map((row) => row.code)).toEqual([
      'LT-2',
      'LT-1',
    ]);
    expect((await page({ type: 'package' })).rows.map((row) => row.code)).toEqual(['LT-2']);
    expect((await page({ name: 'serial' })).totalRows).toBe(1);
    expect((await api.call(printTemplateApi.page, { query: { sortField: 'design' } as never })).status).toBe(400);

    const id = added.body.data.id;
    const detail = await api.call(printTemplateApi.detail, { query: { id } });
    expect(detail.body.data.design).toEqual(added.body.data.design);

    const edited = await api.call(printTemplateApi.edit, {
      body: {
        id,
        ...base,
        code: 'LT-1',
        name: 'Serial label 2',
        printerAddress: 'printer-7.local:9100',
        dpi: 300,
      },
    });
    expect(edited.body.data).toMatchObject({
      name: 'Serial label 2',
      printerAddress: 'printer-7.local:9100',
      dpi: 300,
    });
    expect(edited.body.data.design).toEqual(added.body.data.design);

    const designed = await api.call(printTemplateApi.design, {
      body: {
        id,
        paperWidth: 70,
        paperHeight: 50,
        design: { elements: [...qrDesign.elements, { type: 'line', id: 'l', x: 0, y: 45, width: 70, height: 0.3 }] },
      },
    });
    expect(designed.status).toBe(200);
    expect(designed.body.data).toMatchObject({ paperWidth: 70, paperHeight: 50 });
    // Defaults filled in by the contract's schema.
    expect(designed.body.data.design.elements.at(-1)).toEqual({
      type: 'line',
      id: 'l',
      x: 0,
      y: 45,
      width: 70,
      height: 0.3,
      rotation: 0,
    });

    const copied = await api.call(printTemplateApi.copy, { body: { id, code: 'LT-3', name: 'Copy' } });
    expect(copied.body.data).toMatchObject({ code: 'LT-3', name: 'Copy', paperWidth: 70, dpi: 300 });
    expect(copied.body.data.design).toEqual(designed.body.data.design);
    expect((await api.call(printTemplateApi.copy, { body: { id, code: 'LT-2', name: 'x' } })).status).toBe(409);

    const options = await api.call(referenceApi.options, { query: { kind: 'printTemplate', keyword: 'LT-' } });
    expect(options.body.data.map((row) => row.code)).toEqual(['LT-1', 'LT-2', 'LT-3']);

    expect((await api.call(printTemplateApi.delete, { body: { id: copied.body.data.id } })).status).toBe(200);
    expect((await api.call(printTemplateApi.delete, { body: { id: copied.body.data.id } })).status).toBe(404);
  });

  it('refuses duplicate codes and invalid fields and designs', async () => {
    const duplicate = await add({ ...base, code: 'LT-1', name: 'Other' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('The print template code LT-1 is already in use');
    const [existing] = (await api.call(printTemplateApi.page, { query: { code: 'LT-2' } })).body.data.rows;
    const clash = await api.call(printTemplateApi.edit, {
      body: { id: existing!.id, ...base, code: 'LT-1', name: 'x' },
    });
    expect(clash.status).toBe(409);

    const text = (over: Record<string, unknown>) => ({
      type: 'text' as const,
      id: 't',
      x: 1,
      y: 1,
      width: 10,
      height: 5,
      text: 'x',
      ...over,
    });
    const invalid: Record<string, unknown>[] = [
      { ...base, code: '', name: 'x' },
      { ...base, code: 'x'.repeat(51), name: 'x' },
      { ...base, code: 'a b', name: 'x' },
      { ...base, code: 'X', name: '' },
      { ...base, code: 'X', name: 'x'.repeat(51) },
      { ...base, code: 'X', name: 'x', remark: 'r'.repeat(201) },
      { ...base, code: 'X', name: 'x', type: 'poster' },
      { ...base, code: 'X', name: 'x', paperWidth: 9 },
      { ...base, code: 'X', name: 'x', paperHeight: 301 },
      { ...base, code: 'X', name: 'x', dpi: 250 },
      { ...base, code: 'X', name: 'x', printerAddress: 'http://printer' },
      { ...base, code: 'X', name: 'x', printerAddress: 'p'.repeat(101) },
      { ...base, code: 'X', name: 'x', other: true },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ fontSize: 3 })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ fontSize: 73 })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ text: '' })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ text: 'x'.repeat(201) })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ rotation: 45 })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({}), text({})] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ type: 'circle' })] } },
      { ...base, code: 'X', name: 'x', design: { elements: [text({ type: 'field', field: 'colour' })] } },
      {
        ...base,
        code: 'X',
        name: 'x',
        design: { elements: [{ type: 'barcode', id: 'b', x: 1, y: 1, width: 5, height: 5, symbology: 'qrcode' }] },
      },
      {
        ...base,
        code: 'X',
        name: 'x',
        design: { elements: [{ ...qrDesign.elements[1], symbology: 'pdf417' }] },
      },
      {
        ...base,
        code: 'X',
        name: 'x',
        design: { elements: Array.from({ length: 101 }, (_, i) => text({ id: `t${i}` })) },
      },
    ];
    for (const body of invalid) expect((await add(body as never)).status, JSON.stringify(body).slice(0, 200)).toBe(400);

    // Elements must lie on the paper, rotation included.
    const outside = await add({ ...base, code: 'X', name: 'x', design: { elements: [text({ x: 55 })] } });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe('Element t lies outside the paper (60 × 40 mm)');
    const rotated = await add({
      ...base,
      code: 'X',
      name: 'x',
      design: { elements: [text({ x: 20, y: 30, width: 30, height: 4, rotation: 90 })] },
    });
    expect(rotated.status).toBe(400);
    const shrink = await api.call(printTemplateApi.edit, {
      body: { id: existing!.id, ...base, code: 'LT-2', name: 'x' },
    });
    expect(shrink.status).toBe(200);
    const fits = await add({ ...base, code: 'X', name: 'x', design: { elements: [text({ x: 50, width: 10 })] } });
    expect(fits.status).toBe(200);
  });

  it('prints a list of records as PDF with Chinese and Vietnamese text, and as ZPL', async () => {
    const template = (await add({ ...base, code: 'LT-PDF', name: 'PDF label', design: qrDesign })).body.data;
    const serials = Array.from({ length: 10 }, (_, i) => `TF261123${String(i + 1).padStart(4, '0')}`);
    const records = serials.map((serial) => ({ serial, productName: '台式风扇 Quạt bàn điện' }));
    const { response, bytes } = await download('/print_template/print_pdf', { id: template.id, records });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/LT-PDF-\d{8}T\d{6}\.pdf/);
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength(10);
    pages.forEach((page, index) => {
      expect(page).toContain(serials[index]);
      expect(page).toContain('台式风扇');
      expect(page).toContain('Quạt bàn điện');
    });

    const copies = await download('/print_template/print_pdf', {
      id: template.id,
      records: records.slice(0, 2),
      copies: 3,
    });
    expect(await pdfPageTexts(copies.bytes)).toHaveLength(6);

    const zpl = await download('/print_template/print_zpl', { id: template.id, records: records.slice(0, 2) });
    expect(zpl.response.status).toBe(200);
    const text = new TextDecoder().decode(zpl.bytes);
    expect(text.match(/\^XA/g)).toHaveLength(2);
    expect(text).toContain('^CI28');
    // 60 × 40 mm at 203 dpi; the QR code at 2 mm, 10 mm.
    expect(text).toContain('^PW480');
    expect(text).toContain('^LL320');
    expect(text).toContain(`^FO16,80^BQN,2,`);
    expect(text).toContain(`^FDMA,${serials[0]}^FS`);
    expect(text).toContain('^FD台式风扇 Quạt bàn điện^FS');

    const tooMany = Array.from({ length: 1001 }, () => ({ serial: 'x' }));
    for (const body of [
      { id: template.id, records: [] },
      { id: template.id, records: tooMany },
      { id: template.id, records: records, copies: 101 },
      { id: template.id, records: Array.from({ length: 500 }, () => ({ serial: 'x' })), copies: 3 },
      { id: template.id, records: [{ colour: 'red' }] },
      { id: template.id, records: [{ serial: 'x'.repeat(201) }] },
    ])
      expect((await download('/print_template/print_pdf', body)).response.status).toBe(400);

    // Data a symbology cannot carry is a clear 400, not a broken label.
    const code128 = (
      await add({
        ...base,
        code: 'LT-128',
        name: 'Code128',
        design: {
          elements: [
            {
              type: 'barcode',
              id: 'b',
              x: 2,
              y: 2,
              width: 50,
              height: 15,
              symbology: 'code128',
              field: 'productName',
              showText: true,
            },
          ],
        },
      })
    ).body.data;
    const bad = await download('/print_template/print_pdf', { id: code128.id, records: [{ productName: '风扇' }] });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(bad.bytes)).message).toBe(
      'The data "风扇" cannot be encoded as code128',
    );
    const good = await download('/print_template/print_pdf', { id: code128.id, records: [{ productName: 'FAN-01' }] });
    expect((await pdfPageTexts(good.bytes))[0]).toContain('FAN-01');
  });

  it('prints directly to a network printer, queues a failed send and retries it with a worker', async () => {
    const printer = new FakePrinter(await FakePrinter.freePort());
    const noPrinter = (await add({ ...base, code: 'LT-NP', name: 'No printer', design: qrDesign })).body.data;
    const record = { serial: 'TF2611230099', productName: 'Fan' };
    const notConnected = await api.call(printTemplateApi.printDirect, {
      body: { id: noPrinter.id, records: [record] },
    });
    expect(notConnected.status).toBe(422);
    expect(notConnected.body.message).toBe('Client not connected, cannot print directly');
    const zh = await api.call(printTemplateApi.printDirect, {
      body: { id: noPrinter.id, records: [record] },
      as: token,
      language: 'zh-CN',
    });
    expect(zh.body.message).toBe('客户端未连接，无法直接打印');

    const template = (
      await add({ ...base, code: 'LT-NET', name: 'Network', design: qrDesign, printerAddress: printer.address })
    ).body.data;
    // The printer is off: the send fails and the job waits in the queue.
    const failed = await api.call(printTemplateApi.printDirect, { body: { id: template.id, records: [record] } });
    expect(failed.status).toBe(422);
    expect(failed.body.message).toBe('Printing failed, added to retry queue');
    const queue = async (query: QueryOf<typeof printJobApi.page> = {}) =>
      (await api.call(printJobApi.page, { query: { templateCode: 'LT-NET', ...query } })).body.data.rows;
    const [job] = await queue();
    expect(job).toMatchObject({ state: 'pending', attempts: 1, labelCount: 1, printerAddress: printer.address });
    expect(job!.lastError).toBeTruthy();
    expect(new Date(job!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());

    // The printer comes on; a worker tick after the back-off sends the job exactly once, even with
    // two workers (server processes) ticking at the same time.
    await printer.start();
    try {
      const later = new Date(Date.now() + 60 * 60_000);
      const worker = () =>
        new PrintQueueService(
          new PrintJobRepository(t.server.db),
          new PrintTemplateService(t.server.db, createPrintTemplates(t.server.db, null as never)),
          sendRaw,
          silentLog,
        );
      const [a, b] = await Promise.all([worker().tick(later), worker().tick(later)]);
      expect([...a, ...b].filter((row) => row.id === job!.id)).toHaveLength(1);
      expect(printer.jobs).toHaveLength(1);
      expect(printer.jobs[0]).toContain(`^FDMA,${record.serial}^FS`);
      const [done] = await queue();
      expect(done).toMatchObject({ state: 'done', attempts: 2, lastError: null, nextAttemptAt: null });
      expect(await worker().tick(later)).toEqual([]);
      expect((await api.call(printJobApi.retry, { body: { id: job!.id } })).status).toBe(409);
      expect((await api.call(printJobApi.cancel, { body: { id: job!.id } })).status).toBe(409);

      // Direct print with the printer on: done at once.
      const direct = await api.call(printTemplateApi.printDirect, {
        body: {
          id: template.id,
          records: [record, record],
        },
      });
      expect(direct.body.data).toMatchObject({ state: 'done', attempts: 1, labelCount: 2 });
      expect(printer.jobs).toHaveLength(2);
    } finally {
      await printer.stop();
    }

    // Off again: a manual retry of a waiting job fails and keeps it queued; cancel takes it out.
    const again = await api.call(printTemplateApi.printDirect, { body: { id: template.id, records: [record] } });
    expect(again.status).toBe(422);
    const [waiting] = await queue({ state: 'pending' });
    const retried = await api.call(printJobApi.retry, { body: { id: waiting!.id } });
    expect(retried.status).toBe(422);
    expect(retried.body.message).toBe('Printing failed, added to retry queue');
    expect((await queue({ state: 'pending' }))[0]).toMatchObject({ id: waiting!.id, attempts: 2 });
    const cancelled = await api.call(printJobApi.cancel, { body: { id: waiting!.id } });
    expect(cancelled.body.data.state).toBe('cancelled');
    const sorted = await api.call(printJobApi.page, { query: { sortField: 'attempts', sortOrder: 'descend' } });
    expect(sorted.body.data.rows[0]!.attempts).toBe(2);
    expect((await api.call(printJobApi.page, { query: { state: 'lost' } as never })).status).toBe(400);
  });

  it('gives a job up after its attempts and lets a manual retry start a new round', async () => {
    const printer = new FakePrinter(await FakePrinter.freePort());
    const template = (
      await add({ ...base, code: 'LT-GIVEUP', name: 'Give up', design: qrDesign, printerAddress: printer.address })
    ).body.data;
    await api.call(printTemplateApi.printDirect, { body: { id: template.id, records: [{ serial: 'S1' }] } });
    const worker = new PrintQueueService(
      new PrintJobRepository(t.server.db),
      new PrintTemplateService(t.server.db, createPrintTemplates(t.server.db, null as never)),
      sendRaw,
      silentLog,
    );
    let now = Date.now();
    for (let i = 0; i < 10; i++) {
      now += 2 * 60 * 60_000;
      await worker.tick(new Date(now));
    }
    const [job] = (await api.call(printJobApi.page, { query: { templateCode: 'LT-GIVEUP' } })).body.data.rows;
    expect(job).toMatchObject({ state: 'failed', attempts: 6, maxAttempts: 6, nextAttemptAt: null });
    await printer.start();
    try {
      const retried = await api.call(printJobApi.retry, { body: { id: job!.id } });
      expect(retried.body.data).toMatchObject({ state: 'done', attempts: 7, maxAttempts: 12 });
      expect(printer.jobs).toHaveLength(1);
    } finally {
      await printer.stop();
    }
  });

  it('answers not found for another enterprise’s template and job', async () => {
    expect((await api.call(printTemplateApi.detail, { query: { id: foreignId } })).status).toBe(404);
    expect(
      (await api.call(printTemplateApi.edit, { body: { id: foreignId, ...base, code: 'LT-X', name: 'x' } })).status,
    ).toBe(404);
    expect(
      (
        await api.call(printTemplateApi.design, {
          body: {
            id: foreignId,
            paperWidth: 50,
            paperHeight: 30,
            design: { elements: [] },
          },
        })
      ).status,
    ).toBe(404);
    expect((await api.call(printTemplateApi.copy, { body: { id: foreignId, code: 'LT-X', name: 'x' } })).status).toBe(
      404,
    );
    expect((await api.call(printTemplateApi.delete, { body: { id: foreignId } })).status).toBe(404);
    expect(
      (await download('/print_template/print_pdf', { id: foreignId, records: [{ serial: 'x' }] })).response.status,
    ).toBe(404);
    const options = await api.call(referenceApi.options, { query: { kind: 'printTemplate', ids: foreignId } });
    expect(options.body.data).toEqual([]);
    expect((await api.call(printJobApi.retry, { body: { id: foreignId } })).status).toBe(404);
    expect((await api.call(printJobApi.cancel, { body: { id: foreignId } })).status).toBe(404);
  });

  it('refuses a regular user without the grants (403)', async () => {
    const userId = await createUser(t.server.db, demoId, { account: 'labels_plain' });
    await grantPermissions(t.server, demoId, userId, ['basics:printTemplate:page', 'basics:printJob:page']);
    const plain = (await t.login('labels_plain')).token;
    const [first] = (await api.call(printTemplateApi.page, { query: { code: 'LT-1' } })).body.data.rows;
    expect((await api.call(printTemplateApi.page, { as: plain })).status).toBe(200);
    expect((await api.call(printJobApi.page, { as: plain })).status).toBe(200);
    const id = first!.id;
    const cases: [RouteDef, RouteCallOptions<RouteDef>, string][] = [
      [printTemplateApi.detail, { query: { id } }, 'basics:printTemplate:get'],
      [printTemplateApi.add, { body: { ...base, code: 'x', name: 'x' } }, 'basics:printTemplate:add'],
      [printTemplateApi.edit, { body: { id, ...base, code: 'x', name: 'x' } }, 'basics:printTemplate:edit'],
      [
        printTemplateApi.design,
        { body: { id, paperWidth: 50, paperHeight: 30, design: { elements: [] } } },
        'basics:printTemplate:design',
      ],
      [printTemplateApi.copy, { body: { id, code: 'x', name: 'x' } }, 'basics:printTemplate:copy'],
      [printTemplateApi.delete, { body: { id } }, 'basics:printTemplate:delete'],
      [printTemplateApi.printDirect, { body: { id, records: [{ serial: 'x' }] } }, 'basics:printTemplate:print'],
      [printTemplateApi.printPdf, { body: { id, records: [{ serial: 'x' }] } }, 'basics:printTemplate:print'],
      [printTemplateApi.printZpl, { body: { id, records: [{ serial: 'x' }] } }, 'basics:printTemplate:print'],
      [printJobApi.retry, { body: { id } }, 'basics:printJob:retry'],
      [printJobApi.cancel, { body: { id } }, 'basics:printJob:delete'],
    ];
    for (const [route, options, permission] of cases) {
      const denied = await api.call(route, { ...options, as: plain });
      expect(denied.status, route.path).toBe(403);
      expect(denied.body.message).toBe(`Prohibited (403): you do not have the permission ${permission}`);
    }
  });

  it('refuses to delete a template another record uses, naming it', async () => {
    const template = (await add({ ...base, code: 'LT-USED', name: 'Used' })).body.data;
    const registry = new ReferenceRegistry();
    registry.usedBy('printTemplate', 'product', async (_tenantId, id) =>
      id === template.id ? [{ id: '1', code: 'FG-01', name: 'Fan' }] : [],
    );
    const templates = createPrintTemplates(t.server.db, registry);
    const refusal = await templates.delete(demoId, template.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 409, messageKey: 'references.inUse' });
    expect(translate('en-US', (refusal as AppError).messageKey, (refusal as AppError).params)).toBe(
      'LT-USED Used cannot be deleted: it is used by product FG-01',
    );
    expect((await api.call(printTemplateApi.detail, { query: { id: template.id } })).status).toBe(200);
  });

  it('seeds the demo label once', async () => {
    const templates = createPrintTemplates(t.server.db, null as never);
    await seedLabelsDemo(templates, demoId);
    await seedLabelsDemo(templates, demoId);
    const rows = (await api.call(printTemplateApi.page, { query: { code: 'LBL-FAN' } })).body.data.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ paperWidth: 60, paperHeight: 40 });
    expect(rows[0]!.design).toEqual(DEMO_LABEL_DESIGN);
    const { bytes } = await download('/print_template/print_pdf', {
      id: rows[0]!.id,
      records: [{ serial: 'TF2611230001', productName: '台式风扇', productCode: 'FG-FAN-D10' }],
    });
    const [page] = await pdfPageTexts(bytes);
    expect(page).toContain('SN TF2611230001');
    expect(page).toContain('台式风扇');
  });
});
