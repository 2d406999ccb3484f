// @vitest-environment jsdom
import { type ObjectStorageRow, objectStorageApi } from '@takt/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderPage } from '../../test-support/render-page';
import ObjectStorageListPage from './ObjectStorageListPage';

const onS3: ObjectStorageRow = {
  id: '1001',
  name: 'Demo Factory',
  code: 'demo',
  isPlatform: false,
  enabled: true,
  kind: 's3',
  storage: {
    region: 'ap-hanoi',
    bucket: 'takt-files',
    endpoint: 'http://minio:9000',
    pathStyle: true,
    accessKeyId: 'AK1',
    secretSet: true,
  },
};
const onLocal: ObjectStorageRow = {
  ...onS3,
  id: '1002',
  name: 'Other Works',
  code: 'other',
  kind: 'local',
  storage: null,
};
const listed = [[objectStorageApi.page, () => pageOf([onS3, onLocal])]] as const;

describe('ObjectStorageListPage', () => {
  it("lists each enterprise's store, the secret only as stored", async () => {
    const page = await renderPage(<ObjectStorageListPage />, { responses: listed });
    const row = (await page.findByText('Demo Factory')).closest('tr')!;
    const text = row.textContent ?? '';
    for (const shown of ['S3-compatible', 'http://minio:9000', 'takt-files', 'Asia Pacific Hanoi', 'Yes'])
      expect(text).toContain(shown);
    expect((await page.findByText('Other Works')).closest('tr')!.textContent).toContain('Local folder');
  });

  it('tests the form’s values and saves them, a blank secret keeping the stored one', async () => {
    const page = await renderPage(<ObjectStorageListPage />, {
      responses: [
        ...listed,
        [objectStorageApi.testConnection, () => ({ bucket: 'takt-files', endpoint: 'http://minio:9000' })],
        [objectStorageApi.edit, ({ body }) => ({ ...onS3, storage: { ...onS3.storage!, ...(body as object) } })],
      ],
    });
    const row = (await page.findByText('Demo Factory')).closest('tr')!;
    await page.user.click(within(row).getByTestId('table-action-edit'));
    const dialog = await screen.findByRole('dialog');
    const bucket = within(dialog).getByTestId('storage-bucket');
    await page.user.clear(bucket);
    await page.user.type(bucket, 'takt-archive');
    await page.user.click(within(dialog).getByTestId('storage-test'));
    const expected = {
      id: '1001',
      storage: {
        region: 'ap-hanoi',
        bucket: 'takt-archive',
        endpoint: 'http://minio:9000',
        pathStyle: true,
        accessKeyId: 'AK1',
        secretAccessKey: null,
      },
    };
    expect((await page.request(objectStorageApi.testConnection)).body).toEqual(expected);
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await page.request(objectStorageApi.edit)).body).toEqual(expected);
  });

  it('refuses a bucket name S3 would refuse and sends nothing', async () => {
    const page = await renderPage(<ObjectStorageListPage />, { responses: listed });
    const row = (await page.findByText('Other Works')).closest('tr')!;
    await page.user.click(within(row).getByTestId('table-action-edit'));
    const dialog = await screen.findByRole('dialog');
    await page.user.type(within(dialog).getByTestId('storage-bucket'), 'Bad_Bucket');
    await page.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Bucket has an invalid format')).toBeTruthy();
    expect(page.requests(objectStorageApi.edit)).toEqual([]);
  });
});
