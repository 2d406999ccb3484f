import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore, tenantOfKey } from './file-store.js';
import { detectImageType } from './image-type.js';

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'takt-files-'));
    store = new LocalFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes under <tenant>/<random>.<ext>, reads back, deletes', async () => {
    const stored = await store.put('1042', 'png', Buffer.from('hello'));
    expect(stored.repository).toBe('local');
    expect(stored.storagePath).toBe(root);
    expect(stored.key).toMatch(/^1042\/[a-f0-9]{32}\.png$/);
    expect(tenantOfKey(stored.key)).toBe('1042');
    expect(await readFile(path.join(root, ...stored.key.split('/')), 'utf8')).toBe('hello');
    // No temporary file is left behind.
    expect(await readdir(path.join(root, '1042'))).toEqual([stored.key.split('/')[1]]);
    const opened = await store.open(stored.key);
    expect(opened.size).toBe(5);
    expect(await text(opened.stream)).toBe('hello');
    await store.delete(stored.key);
    await expect(store.open(stored.key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives two files of one tenant different keys', async () => {
    const a = await store.put('7', 'jpg', Buffer.from('a'));
    const b = await store.put('7', 'jpg', Buffer.from('a'));
    expect(a.key).not.toBe(b.key);
  });

  it.each(['../etc/passwd', '1042/../../x.png', '1042/abc.png', '/1042/aaaaaaaaaaaaaaaaaaaaaaaa.png', 'x'])(
    'refuses the key %s',
    async (key) => {
      await expect(store.open(key)).rejects.toThrow(/bad file key/);
      expect(tenantOfKey(key)).toBeNull();
    },
  );

  it('refuses a bad tenant id or extension', async () => {
    await expect(store.put('../1', 'png', Buffer.from('x'))).rejects.toThrow();
    await expect(store.put('1', 'p/ng', Buffer.from('x'))).rejects.toThrow();
  });
});

describe('detectImageType', () => {
  it.each([
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), 'jpg'],
    [Buffer.from('GIF89a'), null],
    [Buffer.from('<svg/>'), null],
    [Buffer.from([0x89, 0x50, 0x4e]), null],
    [Buffer.alloc(0), null],
  ])('%o → %s', (data, extension) => {
    expect(detectImageType(data)?.extension ?? null).toBe(extension);
  });
});
