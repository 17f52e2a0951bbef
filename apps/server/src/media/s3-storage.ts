import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { traced } from '../telemetry/spans.ts';
import type { MediaStorageConfig } from '../scale-config.ts';
import { contentTypeOf, isMediaKey, type MediaStorage } from './storage.ts';

type S3Settings = Extract<MediaStorageConfig, { kind: 's3' }>;

/** What browsers and CDNs may keep a media object: names are content-addressed (as /media/ on disk). */
export const mediaCacheControl = 'public, max-age=86400';

/** The client for `settings` (AWS S3 or any S3-compatible service at `endpoint`). */
export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible services (and older MinIO,
    // R2 and local servers) refuse the SDK's default CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Media as objects in an S3-compatible bucket, under the same keys as on disk. Objects are
 * written with their content type and cache lifetime, so that a CDN or the bucket's own public
 * address (MEDIA_PUBLIC_URL) serves them as this server would.
 */
export function s3MediaStorage(settings: S3Settings, client: S3Client = s3ClientFor(settings)): MediaStorage {
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    return key;
  };
  /** One call to the bucket, in a span of its own when tracing is on. */
  const call = <T>(operation: string, key: string | undefined, work: () => Promise<T>) =>
    traced(
      `s3 ${operation}`,
      { 'rpc.system': 'aws-api', 'rpc.method': operation, 'aws.s3.bucket': Bucket, 'aws.s3.key': key },
      work,
    );
  return {
    kind: 's3',
    where: `s3://${Bucket}`,
    async reachable() {
      await call('HeadBucket', undefined, () =>
        client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(3000) }),
      );
    },
    async put(key, body, contentType = contentTypeOf(key)) {
      await call('PutObject', key, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: checked(key),
            Body: body,
            ContentType: contentType,
            CacheControl: mediaCacheControl,
          }),
        ),
      );
    },
    async stat(key) {
      try {
        const head = await call('HeadObject', key, () =>
          client.send(new HeadObjectCommand({ Bucket, Key: checked(key) })),
        );
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await call('GetObject', key, () => client.send(new GetObjectCommand({ Bucket, Key: key })));
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: object.ContentType ?? contentTypeOf(key),
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await call('DeleteObject', key, () => client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) })));
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isMediaKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
  };
}
