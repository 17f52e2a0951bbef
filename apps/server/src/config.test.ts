import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, rootDir } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000 and the SQLite file under data/', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: `${rootDir}data/oja.sqlite` });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DB_POOL_SIZE: '4' });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/test',
      poolSize: 4,
    });
  });

  it('accepts sqlite: paths, relative to the repository root', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      file: '/tmp/x.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:tmp/y.sqlite' }).database).toEqual({
      dialect: 'sqlite',
      file: `${rootDir}tmp/y.sqlite`,
    });
  });

  it('names every bad value in one clear message', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO_DATA: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:[\s\S]*DATABASE_URL: must be postgres:\/\/[\s\S]*SEED_DEMO_DATA/);
  });

  it('reads the mail settings: SMTP only from an smtp:// or smtps:// URL, sender from the shop e-mail', () => {
    expect(loadConfig({ SHOP_EMAIL: 'care@oja.test' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Oja <care@oja.test>',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Shop <s@x.test>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Shop <s@x.test>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('reads the back office settings: the low-stock threshold and the shop time zone', () => {
    expect(loadConfig({}).admin).toEqual({ lowStockThreshold: 5 });
    expect(loadConfig({}).shop.timeZone).toBe('Africa/Lagos');
    const set = loadConfig({ LOW_STOCK_THRESHOLD: '12', SHOP_TIME_ZONE: 'Europe/London' });
    expect([set.admin.lowStockThreshold, set.shop.timeZone]).toEqual([12, 'Europe/London']);
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE: must be an IANA time zone/);
    expect(() => loadConfig({ LOW_STOCK_THRESHOLD: '-1' })).toThrow(/LOW_STOCK_THRESHOLD/);
  });
});
