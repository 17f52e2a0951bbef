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
});

describe('locale configuration', () => {
  it('reads the proxy country header only behind a trusted proxy, unless told otherwise', () => {
    expect(loadConfig({}).locale).toEqual({ countryHeader: 'cf-ipcountry', trustCountryHeader: false, geoipDb: null });
    expect(loadConfig({ TRUST_PROXY: 'true' }).locale.trustCountryHeader).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_COUNTRY_HEADER: 'false' }).locale.trustCountryHeader).toBe(false);
    expect(loadConfig({ TRUST_COUNTRY_HEADER: 'yes' }).locale.trustCountryHeader).toBe(true);
    const custom = loadConfig({ COUNTRY_HEADER: 'X-Country-Code', GEOIP_DB: 'geo/country.mmdb' }).locale;
    expect(custom.countryHeader).toBe('x-country-code');
    expect(custom.geoipDb).toBe(`${rootDir}geo/country.mmdb`);
  });

  it('refuses a header name that is not one', () => {
    expect(() => loadConfig({ COUNTRY_HEADER: 'bad header' })).toThrow(/COUNTRY_HEADER/);
  });
});
