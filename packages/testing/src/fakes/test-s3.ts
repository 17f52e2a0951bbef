import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3ClientFor } from '@oja/server/media/index';
import type { MediaStorageConfig } from '@oja/server/scale-config';

/** s3rver (a devDependency without types of its own): the part the tests use. */
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

// The SDK warns once per process that its releases after January 2027 want Node 22; the tests
// need not say so in every child process (docs/decisions/0031-beyond-one-machine.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/**
 * A real S3-compatible server (s3rver) on a free local port with one empty bucket, for the
 * object-storage tests: the shop talks to it through the AWS SDK exactly as to AWS, R2 or MinIO.
 * `env`: the settings that point the shop at it. `keys()`: what the bucket holds.
 */
export async function startTestS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-s3-'));
  const bucket = `oja-test-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const env = {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const settings: Extract<MediaStorageConfig, { kind: 's3' }> = {
    kind: 's3',
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = s3ClientFor(settings);
  return {
    env,
    settings,
    client,
    bucket,
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
