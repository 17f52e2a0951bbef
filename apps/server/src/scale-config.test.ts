import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { runsJobs, servesHttp } from './scale-config.ts';

describe('process roles, media storage and read replica settings', () => {
  it('defaults: one process does everything, media on the local disk, no replica', () => {
    const config = loadConfig({});
    expect(config.processRole).toBe('both');
    expect(config.mediaStorage).toEqual({ kind: 'local' });
    expect(config.databaseReadUrl).toBeNull();
  });

  it('web serves HTTP without jobs; worker runs jobs without serving; both does both', () => {
    expect([servesHttp('web'), runsJobs('web')]).toEqual([true, false]);
    expect([servesHttp('worker'), runsJobs('worker')]).toEqual([false, true]);
    expect([servesHttp('both'), runsJobs('both')]).toEqual([true, true]);
    expect(loadConfig({ PROCESS_ROLE: 'worker' }).processRole).toBe('worker');
    expect(() => loadConfig({ PROCESS_ROLE: 'jobs' })).toThrow(/PROCESS_ROLE/);
  });

  it('S3 storage needs a bucket, and both keys or neither', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'oja-media', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /set both, or neither/,
    );
    const config = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'oja-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.mediaStorage).toEqual({
      kind: 's3',
      bucket: 'oja-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('a read replica is refused on SQLite with a message that says why', () => {
    const sqlite = { DATABASE_URL: 'sqlite:data/x.sqlite', DATABASE_READ_URL: 'postgres://r@127.0.0.1/oja' };
    expect(() => loadConfig(sqlite)).toThrow(ConfigError);
    expect(() => loadConfig(sqlite)).toThrow(/DATABASE_READ_URL: a read replica needs DATABASE_URL on PostgreSQL/);
    const pg = loadConfig({
      DATABASE_URL: 'postgres://p@127.0.0.1/oja',
      DATABASE_READ_URL: 'postgres://r@127.0.0.1/oja',
    });
    expect(pg.databaseReadUrl).toBe('postgres://r@127.0.0.1/oja');
  });
});
