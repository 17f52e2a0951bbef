import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { e2ePort as port, runDir } from './e2e/support/run-dirs';

const baseURL = `http://127.0.0.1:${port}`;
const dataDir = runDir('data');
// The default run's report is where scripts/test.mjs reads it; another port's stays apart.
const reportDir = port === 3100 ? 'test-results' : runDir('');
// A local SMTP server for the journeys (e2e/support/global-setup.ts); the shop sends mail to it.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1000);
process.env.E2E_SMTP_PORT = String(smtpPort);
// The journeys' Termii (e2e/support/global-setup.ts): texts such as phone codes arrive there.
const smsPort = Number(process.env.E2E_SMS_PORT ?? port + 1001);
process.env.E2E_SMS_PORT = String(smsPort);

// A port already in use is said plainly, with how to choose others, before anything starts (not an
// unhandled EADDRINUSE from the shop or the mail server). Once, in the runner: its workers load
// this file too, while the shop is running.
if (!process.env.E2E_PORTS_CHECKED) {
  process.env.E2E_PORTS_CHECKED = 'true';
  const found = spawnSync(
    process.execPath,
    ['e2e/support/free-ports.mjs', String(port), String(smtpPort), String(smsPort)],
    {
      encoding: 'utf8',
    },
  );
  const { taken, suggestion } = JSON.parse(found.stdout || '{"taken":[]}') as {
    taken: number[];
    suggestion: number | null;
  };
  if (taken.length) {
    const names = new Map([
      [port, 'the shop'],
      [smtpPort, 'the mail server'],
      [smsPort, 'the SMS server'],
    ]);
    console.error(
      '\n' +
        `${taken.length > 1 ? 'Ports' : 'Port'} ${taken.map((p) => `${p} (${names.get(p)})`).join(' and ')} ${taken.length > 1 ? 'are' : 'is'} already in use, by another Playwright run or ` +
        `another program. Choose other ports with E2E_PORT (the shop; mail and texts use E2E_PORT + 1000 and + 1001), ` +
        `e.g. E2E_PORT=${suggestion ?? 3300} npx playwright test …`,
    );
    process.exit(1);
  }
}

/**
 * Journeys through the production build in Debian's Chromium (never a downloaded browser), on a
 * fresh SQLite shop with the demo catalogue.
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous, one figure for every journey (none sets a shorter one): Debian's Chromium here takes
  // ~0.4 s to open a page and 3–5 s for an axe scan on a quiet machine, and a two-person journey of
  // many pages took 56 s alone and over 60 s in CI on shared cores (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: `${reportDir}/playwright`,
  reporter: [['list'], ['json', { outputFile: `${reportDir}/e2e.json` }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The shop's service worker stays out of the journeys (it would precache the app in each and
    // answer requests before page.route sees them); e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: 'phone/**', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Feature phones and Opera Mini's data-saving mode (issue 34): no JavaScript at all, a 240×320
    // KaiOS screen and a 360 px budget Android one. e2e/phone/ runs every shopper journey in both.
    ...[
      { name: 'phone-240', viewport: { width: 240, height: 320 } },
      { name: 'phone-360', viewport: { width: 360, height: 640 } },
    ].map(({ name, viewport }) => ({
      name,
      testDir: 'e2e/phone',
      // Whole journeys of many pages each, on shared, busy cores.
      timeout: 150_000,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        javaScriptEnabled: false,
        // A missing button or link fails in seconds, not at the journey's time-out.
        actionTimeout: 15_000,
        viewport,
        isMobile: true,
        hasTouch: true,
        locale: 'en-NG',
      },
    })),
  ],
  webServer: {
    // The shop's log (warnings and errors) is kept beside the run's results, for a failure's cause.
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && node --import tsx apps/server/src/main.ts > ${runDir('server.log')}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dataDir}/oja.sqlite`,
      MEDIA_DIR: `${dataDir}/media`,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      TERMII_API_KEY: 'e2e-termii-key',
      TERMII_BASE_URL: `http://127.0.0.1:${smsPort}`,
      // The address the browser uses: payment providers send the customer back to it.
      PUBLIC_URL: baseURL,
      // No provider keys: the built-in test provider takes the payments (allowed in production only so).
      PAYMENTS_TEST_MODE: 'true',
      // Every journey's browser comes from this one address, unlike real shoppers: the per-address
      // limits (e.g. 20 registrations an hour) are proven by the server tests instead.
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1',
      // A front end on another origin (e2e/original-client.spec.ts serves it on this port).
      CORS_ORIGINS: `http://127.0.0.1:${port + 70}`,
      // Settings-driven texts and links (e2e/polish.spec.ts): hours other than the default, and
      // one of the three social profiles, so the two unset ones must stay hidden.
      SUPPORT_HOURS: 'Monday to Friday, 9:00 to 18:00 Lagos time (WAT)',
      SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/oja.market',
      // The shop's WhatsApp (e2e/polish.spec.ts): the click-to-chat links appear.
      WHATSAPP_NUMBER: '+234 809 000 1234',
    },
  },
});
