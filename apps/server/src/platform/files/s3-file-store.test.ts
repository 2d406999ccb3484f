import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_KEYS, startS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { S3FileStore, type S3Location, s3Problem } from './s3-file-store.js';

describe('S3FileStore against a real S3-compatible server', () => {
  let s3: TestS3Server;
  const location = (changes: Partial<S3Location> = {}): S3Location => ({
    endpoint: s3.endpoint,
    region: 'ap-hanoi',
    bucket: 'takt-unit',
    pathStyle: true,
    ...S3RVER_KEYS,
    ...changes,
  });
  const problemOf = async (store: S3FileStore) => {
    try {
      await store.probe();
    } catch (error) {
      return s3Problem(error).problem;
    } finally {
      store.close();
    }
    return null;
  };

  beforeAll(async () => {
    s3 = await startS3Server(['takt-unit']);
  });
  afterAll(() => s3?.close());

  it('puts under <tenant>/<random>.<ext>, reads back, deletes', async () => {
    const store = new S3FileStore(location());
    const stored = await store.put('1042', 'txt', Buffer.from('hello'), 'text/plain');
    expect(stored).toMatchObject({ repository: 's3', storagePath: `${s3.endpoint}/takt-unit` });
    expect(stored.key).toMatch(/^1042\/[a-f0-9]{32}\.txt$/);
    expect((await s3.read('takt-unit', stored.key)).toString()).toBe('hello');
    const opened = await store.open(stored.key);
    expect(opened.size).toBe(5);
    expect(await text(opened.stream)).toBe('hello');
    await store.delete(stored.key);
    expect(await s3.has('takt-unit', stored.key)).toBe(false);
    await expect(store.open(stored.key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.open('../etc/passwd')).rejects.toThrow(/bad file key/);
    store.close();
  });

  it('probes a store and names what is wrong with it', async () => {
    expect(await problemOf(new S3FileStore(location(), { maxAttempts: 1 }))).toBeNull();
    expect(await problemOf(new S3FileStore(location({ bucket: 'missing-one' }), { maxAttempts: 1 }))).toBe(
      'bucketMissing',
    );
    expect(await problemOf(new S3FileStore(location({ accessKeyId: 'NOPE' }), { maxAttempts: 1 }))).toBe('badKeys');
    expect(await problemOf(new S3FileStore(location({ endpoint: 'http://127.0.0.1:9' }), { maxAttempts: 1 }))).toBe(
      'unreachable',
    );
    expect(
      await problemOf(new S3FileStore(location({ endpoint: 'http://no-such-host.invalid' }), { maxAttempts: 1 })),
    ).toBe('unreachable');
  });
});
