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

  it('sends SMS through Termii on its transactional dnd route unless TERMII_CHANNEL says generic', () => {
    expect(loadConfig({}).sms.termii).toBeNull();
    const key = { TERMII_API_KEY: 'TLtest-termii-key-1234' };
    expect(loadConfig(key).sms.termii).toMatchObject({ senderId: 'Oja', channel: 'dnd' });
    expect(loadConfig({ ...key, TERMII_CHANNEL: 'generic' }).sms.termii?.channel).toBe('generic');
    expect(() => loadConfig({ ...key, TERMII_CHANNEL: 'whatsapp' })).toThrow(/TERMII_CHANNEL: must be dnd/);
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

  it('reads the hour of the staff’s morning summary (0 to 23, default 7)', () => {
    expect(loadConfig({}).alerts).toEqual({ morningSummaryHour: 7 });
    expect(loadConfig({ MORNING_SUMMARY_HOUR: '0' }).alerts.morningSummaryHour).toBe(0);
    expect(() => loadConfig({ MORNING_SUMMARY_HOUR: '24' })).toThrow(/MORNING_SUMMARY_HOUR/);
    expect(() => loadConfig({ MORNING_SUMMARY_HOUR: '7.5' })).toThrow(/MORNING_SUMMARY_HOUR/);
  });

  it('reads the support hours and the shop’s own social profiles (https pages only, unset ones left out)', () => {
    const set = loadConfig({
      SUPPORT_HOURS: ' Every day, 7:00 to 22:00 ',
      SOCIAL_FACEBOOK_URL: 'https://facebook.com/oja',
    });
    expect(set.shop.supportHours).toBe('Every day, 7:00 to 22:00');
    expect(set.shop.socials).toEqual([{ network: 'facebook', url: 'https://facebook.com/oja' }]);
    expect(() => loadConfig({ SOCIAL_X_URL: 'http://x.com/oja' })).toThrow(/SOCIAL_X_URL/);
    // The network's home page is not the shop's profile.
    expect(() => loadConfig({ SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/' })).toThrow(/SOCIAL_INSTAGRAM_URL/);
    expect(() => loadConfig({ SUPPORT_HOURS: ' ' })).toThrow(/SUPPORT_HOURS/);
  });

  it('reads the WhatsApp number with its country code, as wa.me wants it; a local 0… number is refused', () => {
    expect(loadConfig({}).shop.whatsapp).toBeNull();
    expect(loadConfig({ WHATSAPP_NUMBER: ' +234 (801) 234-5678 ' }).shop.whatsapp).toBe('2348012345678');
    expect(loadConfig({ WHATSAPP_NUMBER: '447700900123' }).shop.whatsapp).toBe('447700900123');
    expect(() => loadConfig({ WHATSAPP_NUMBER: '0801 234 5678' })).toThrow(
      /WHATSAPP_NUMBER: must be a phone number with its country code/,
    );
    expect(() => loadConfig({ WHATSAPP_NUMBER: 'call us' })).toThrow(/WHATSAPP_NUMBER/);
  });

  it('reads the account security settings: session age and cap, verified e-mail before ordering', () => {
    const day = 24 * 3_600_000;
    expect(loadConfig({}).accounts).toEqual({
      sessionMaxAgeMs: 30 * day,
      sessionsPerAccount: 10,
      requireVerifiedEmail: false,
    });
    const set = loadConfig({ SESSION_MAX_AGE_DAYS: '7', SESSIONS_PER_ACCOUNT: '3', REQUIRE_VERIFIED_EMAIL: 'true' });
    expect(set.accounts).toEqual({ sessionMaxAgeMs: 7 * day, sessionsPerAccount: 3, requireVerifiedEmail: true });
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow(/SESSION_MAX_AGE_DAYS/);
    expect(() => loadConfig({ SESSIONS_PER_ACCOUNT: 'many' })).toThrow(/SESSIONS_PER_ACCOUNT/);
    expect(() => loadConfig({ REQUIRE_VERIFIED_EMAIL: 'maybe' })).toThrow(/REQUIRE_VERIFIED_EMAIL/);
  });
});

describe('payment settings', () => {
  it('use the built-in test provider when no keys are set, else the provider whose key is set', () => {
    expect(loadConfig({}).payments).toEqual({
      provider: 'test',
      testMode: false,
      testSecret: undefined,
      paystack: null,
      flutterwave: null,
      channels: { paystack: ['card', 'bank_transfer', 'ussd'], flutterwave: ['card', 'banktransfer', 'ussd'] },
      // A demo shop (the test provider) shows a demo account for bank transfers.
      bank: {
        bankName: 'Demo Bank (no real account)',
        accountName: 'Oja Market Demo Ltd',
        accountNumber: '0123456789',
      },
      // A widget payment no order claimed is refunded after a week (decision 0042).
      unclaimedRefundAfterHours: 168,
    });
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_0123456789' }).payments.bank).toBeNull();
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_0123456789' }).payments).toMatchObject({
      provider: 'paystack',
      paystack: { secretKey: 'sk_test_0123456789', baseUrl: 'https://api.paystack.co' },
    });
    const flutterwave = loadConfig({
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc',
      FLUTTERWAVE_SECRET_HASH: 'hash-0123',
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4555/',
    }).payments;
    expect(flutterwave).toMatchObject({
      provider: 'flutterwave',
      flutterwave: { secretHash: 'hash-0123', baseUrl: 'http://127.0.0.1:4555' },
    });
    expect(loadConfig({ PAYMENTS_TEST_MODE: 'true' }).payments.testMode).toBe(true);
  });

  it('name what is missing for the chosen provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paystack' })).toThrow(/PAYSTACK_SECRET_KEY: required/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'flutterwave' })).toThrow(/FLUTTERWAVE_SECRET_KEY: required/);
    expect(() => loadConfig({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc' })).toThrow(
      /FLUTTERWAVE_SECRET_HASH: required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'ftp://x' })).toThrow(/PAYSTACK_BASE_URL/);
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

describe('several processes: job intervals and rate limits', () => {
  it('runs the jobs every minute unless told otherwise, and refuses intervals outside 100 ms … 1 day', () => {
    expect(loadConfig({}).jobs).toEqual({ orderIntervalMs: 60_000, paymentIntervalMs: 60_000 });
    expect(loadConfig({ ORDER_JOBS_INTERVAL_MS: '5000', PAYMENT_JOBS_INTERVAL_MS: '250' }).jobs).toEqual({
      orderIntervalMs: 5000,
      paymentIntervalMs: 250,
    });
    expect(() => loadConfig({ ORDER_JOBS_INTERVAL_MS: '10', PAYMENT_JOBS_INTERVAL_MS: 'soon' })).toThrow(
      /ORDER_JOBS_INTERVAL_MS:[\s\S]*PAYMENT_JOBS_INTERVAL_MS:/,
    );
  });

  it('counts in the database unless REDIS_URL is set, and reads the exempt addresses', () => {
    expect(loadConfig({}).rateLimits).toEqual({ redisUrl: null, redisKeyPrefix: 'oja:', exemptAddresses: [] });
    const set = loadConfig({
      REDIS_URL: 'redis://:secret@cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'shop2:',
      RATE_LIMIT_EXEMPT_ADDRESSES: ' 10.0.0.0/8, ::1 ,',
    });
    expect(set.rateLimits).toEqual({
      redisUrl: 'redis://:secret@cache.internal:6379/2',
      redisKeyPrefix: 'shop2:',
      exemptAddresses: ['10.0.0.0/8', '::1'],
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must be redis:\/\//);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ RATE_LIMIT_EXEMPT_ADDRESSES: '10.0.0.1,office' })).toThrow(
      /RATE_LIMIT_EXEMPT_ADDRESSES: must be IP addresses or networks/,
    );
  });
});

describe('server timeouts and image jobs', () => {
  it('limits requests, headers, silence and idle connections unless told otherwise', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 60_000,
      headersMs: 15_000,
      idleMs: 30_000,
      keepAliveMs: 72_000,
    });
    const set = loadConfig({
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      IDLE_TIMEOUT_MS: '10000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
    });
    expect(set.timeouts).toEqual({ requestMs: 20_000, headersMs: 5_000, idleMs: 10_000, keepAliveMs: 65_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0', IDLE_TIMEOUT_MS: 'never' })).toThrow(
      /REQUEST_TIMEOUT_MS:[\s\S]*IDLE_TIMEOUT_MS:/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/,
    );
  });

  it('runs one image job at a time with eight waiting unless told otherwise', () => {
    expect(loadConfig({}).images).toEqual({ jobsAtOnce: 1, queueLength: 8 });
    expect(loadConfig({ IMAGE_JOBS_AT_ONCE: '2', IMAGE_QUEUE_LENGTH: '0' }).images).toEqual({
      jobsAtOnce: 2,
      queueLength: 0,
    });
    expect(() => loadConfig({ IMAGE_JOBS_AT_ONCE: '0' })).toThrow(/IMAGE_JOBS_AT_ONCE/);
  });
});

describe('front ends on other origins', () => {
  it('allows no other origin unless CORS_ORIGINS lists exact ones, and never a wildcard', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    const set = loadConfig({ CORS_ORIGINS: ' https://static.oja.example, http://127.0.0.2:8080 ,' });
    expect(set.corsOrigins).toEqual(['https://static.oja.example', 'http://127.0.0.2:8080']);
    for (const bad of ['*', 'https://static.oja.example/', 'https://static.oja.example/app', 'static.oja.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS: must be exact origins/);
    }
  });

  it('reads MEDIA_PUBLIC_URL: an absolute http(s) URL, trailing slashes dropped; unset: null', () => {
    expect(loadConfig({}).mediaPublicUrl).toBeNull();
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'https://cdn.oja.example/media/' }).mediaPublicUrl).toBe(
      'https://cdn.oja.example/media',
    );
    expect(loadConfig({ MEDIA_PUBLIC_URL: 'http://127.0.0.1:9000' }).mediaPublicUrl).toBe('http://127.0.0.1:9000');
    for (const bad of [
      '/media',
      'cdn.oja.example',
      'ftp://cdn.oja.example/media',
      'https://cdn.oja.example/media?v=1',
      'https://cdn.oja.example/media#top',
      'https://user:pass@cdn.oja.example/media',
      '',
    ]) {
      expect(() => loadConfig({ MEDIA_PUBLIC_URL: bad }), bad).toThrow(
        /MEDIA_PUBLIC_URL: must be an absolute http\(s\) URL/,
      );
    }
  });
});
