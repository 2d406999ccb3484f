import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The only keys s3rver accepts; any others are refused as a real store refuses unknown keys. */
export const S3RVER_KEYS = Object.freeze({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });

export interface TestS3Server {
  endpoint: string;
  /** Whether the bucket holds an object with this key. */
  has(bucket: string, key: string): Promise<boolean>;
  /** The object's bytes. */
  read(bucket: string, key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, with these buckets, its data in a temporary folder. */
export async function startS3Server(buckets: readonly string[]): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'takt-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { ...S3RVER_KEYS } });
  return {
    endpoint,
    async has(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async read(bucket, key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
