import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { BackupConfig } from '../ops-config.ts';
import { s3ClientFor } from '../media/index.ts';
import { traced } from '../telemetry/index.ts';

/** Where backups are kept: a private bucket (BACKUP_S3_BUCKET), else a directory (BACKUP_DIR). */
export interface BackupStore {
  /** A human-readable place, for the log: `s3://bucket/prefix` or a directory. */
  readonly where: string;
  /** Stores the file under `name` (streamed: a dump of any size). */
  put(file: string, name: string): Promise<void>;
  /** Every backup's name, oldest first. */
  list(): Promise<string[]>;
  /** Writes backup `name` to `file`. */
  fetchTo(name: string, file: string): Promise<void>;
  delete(name: string): Promise<void>;
  close(): void;
}

export function backupStoreFor(config: BackupConfig): BackupStore {
  return config.s3 ? s3Store(config.s3) : dirStore(config.dir);
}

function s3Store(settings: NonNullable<BackupConfig['s3']>): BackupStore {
  const client = s3ClientFor({ kind: 's3', ...settings });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${settings.prefix}${name}`;
  return {
    where: `s3://${Bucket}/${settings.prefix}`,
    async put(file, name) {
      // Multipart for big dumps, one PUT for small ones; never the whole file in memory.
      await traced('s3 Upload', { 'aws.s3.bucket': Bucket, 'aws.s3.key': keyOf(name) }, () =>
        new Upload({
          client,
          params: {
            Bucket,
            Key: keyOf(name),
            Body: fs.createReadStream(file),
            ContentType: 'application/octet-stream',
          },
        }).done(),
      );
    },
    async list() {
      const names: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: settings.prefix })) {
        for (const o of page.Contents ?? []) {
          const name = o.Key?.slice(settings.prefix.length);
          if (name && !name.includes('/')) names.push(name);
        }
      }
      return names.sort(byTime);
    },
    async fetchTo(name, file) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
      await pipeline(object.Body as Readable, fs.createWriteStream(file));
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    close: () => client.destroy(),
  };
}

function dirStore(dir: string): BackupStore {
  return {
    where: dir,
    async put(file, name) {
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.copyFile(file, path.join(dir, name), fs.constants.COPYFILE_EXCL);
    },
    async list() {
      const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
      return names.filter((n) => backupTime(n) !== null).sort(byTime);
    },
    async fetchTo(name, file) {
      await fs.promises.copyFile(path.join(dir, name), file);
    },
    async delete(name) {
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
    close: () => {},
  };
}

const namePattern = /^oja-(sqlite|postgres)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(sqlite\.gz|pgdump)$/;

/** A backup's name: `oja-<dialect>-<UTC time>.<sqlite.gz | pgdump>`. */
export function backupName(dialect: 'sqlite' | 'postgres', at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `oja-${dialect}-${stamp}.${dialect === 'sqlite' ? 'sqlite.gz' : 'pgdump'}`;
}

/** When a backup was made (from its name), or null for a name that is not a backup's. */
export function backupTime(name: string): number | null {
  const m = namePattern.exec(name);
  return m ? Date.parse(`${m[2]}T${m[3]}:${m[4]}:${m[5]}.${m[6]}Z`) : null;
}

export const backupDialect = (name: string) => namePattern.exec(name)?.[1] as 'sqlite' | 'postgres' | undefined;

function byTime(a: string, b: string) {
  return (backupTime(a) ?? 0) - (backupTime(b) ?? 0) || a.localeCompare(b);
}
