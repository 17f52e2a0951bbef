// Database outage: the shop's PostgreSQL goes away for 30 s under a steady stream of requests and
// comes back. Prints how fast and how the shop answered meanwhile (503 with a clear message, not a
// hang or a crash) and how long it took to serve again. Not part of `npm test` (a 6-second version
// is: apps/server/src/faults/db-outage.test.ts).
//
//   node --import tsx bench/db-outage.ts [--outage-seconds 30] [--mode refuse|drop] [--workers 8] [--stop-postgres]
//
// By default the database is taken away by a TCP proxy between the shop and PostgreSQL:
// `--mode refuse` (default) resets open connections and refuses new ones, like a stopped server;
// `--mode drop` silently loses every packet, like a broken network. `--stop-postgres` really stops
// the local cluster with pg_ctlcluster and starts it again — never on a machine others share.
// Pages are checked too when the web app is built (npm run build).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { postgresTimeouts } from '../apps/server/src/db/connection.ts';
import { seedLoadShop } from '@oja/testing/factories/load-shop';
import { uncappedReservations } from '@oja/testing/factories/order-factories';
import { answerTimes, runOutageDrill, tally, type OutageAnswer } from '@oja/testing/drills/outage-drill';
import { createScratchDatabase } from '@oja/testing/databases/scratch-database';
import { freePort, startShopProcess } from '@oja/testing/processes/shop-process';
import { startTcpProxy } from '@oja/testing/fakes/tcp-proxy';

const { values: opts } = parseArgs({
  options: {
    'outage-seconds': { type: 'string', default: '30' },
    mode: { type: 'string', default: 'refuse' },
    workers: { type: 'string', default: '8' },
    'stop-postgres': { type: 'boolean', default: false },
  },
});
const mode = opts.mode;
if (mode !== 'refuse' && mode !== 'drop') throw new Error('--mode must be refuse or drop');
const outageMs = Number(opts['outage-seconds']) * 1000;
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pages = fs.existsSync('apps/web/build/server/index.js');

const database = await createScratchDatabase('postgres', { adminUrl, prefix: 'oja_outage' });
const { products, tokens } = await seedLoadShop(database.db, {
  customers: 30,
  stocks: [1_000_000, 1_000_000, 1_000_000],
  label: 'outage',
});
await database.destroy(); // the script's own connection would only see the outage too

const target = new URL(database.url);
const proxy = opts['stop-postgres'] ? null : await startTcpProxy({ host: target.hostname, port: Number(target.port) });
const cluster = () => {
  const version = fs.readdirSync('/etc/postgresql')[0];
  return (action: 'stop' | 'start') =>
    execFileSync(
      'pg_ctlcluster',
      ['--skip-systemctl-redirect', version!, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])],
      {
        stdio: 'inherit',
      },
    );
};
const ctl = proxy ? null : cluster();
const server = await startShopProcess({
  databaseUrl: proxy ? proxy.urlThrough(database.url) : database.url,
  port: await freePort(),
  // Shoppers keep many orders unpaid: the reservation caps would refuse some (409) and muddy the figures.
  env: { SERVE_PAGES: String(pages), ...uncappedReservations },
});
console.log(
  `database outage: ${outageMs / 1000} s, ${proxy ? `proxy ${mode}` : 'PostgreSQL stopped with pg_ctlcluster'}, ` +
    `${opts.workers} clients at once (health, catalogue, my orders, place order${pages ? ', home page' : ''}); ` +
    `pool: connect ${postgresTimeouts.connectMs / 1000} s, statement ${postgresTimeouts.statementMs / 1000} s, ` +
    `query ${postgresTimeouts.queryMs / 1000} s${pages ? '' : '\n(pages not checked: run "npm run build" first)'}`,
);

try {
  const report = await runOutageDrill({
    server,
    products,
    tokens,
    cut: async () => (proxy ? proxy.cut(mode) : ctl!('stop')),
    restore: async () => (proxy ? proxy.restore() : ctl!('start')),
    outageMs,
    workers: Number(opts.workers),
    answerWithinMs: 120_000,
    pages,
    log: (line) => console.log(`  ${line}`),
  });
  const line = (label: string, answers: OutageAnswer[]) => {
    const t = answerTimes(answers);
    return `${label.padEnd(22)} ${String(answers.length).padStart(5)} answers   median ${String(t.median).padStart(5)} ms   max ${String(t.max).padStart(6)} ms   ${JSON.stringify(tally(answers))}`;
  };
  console.log('\n' + line('before the outage', report.before));
  console.log(line('during the outage', report.during));
  for (const what of new Set(report.during.map((a) => a.what))) {
    console.log(
      line(
        `  ${what}`,
        report.during.filter((a) => a.what === what),
      ),
    );
  }
  console.log(line('after recovery', report.after));
  const unavailable = report.during.filter((a) => a.status === 503).length;
  console.log(
    `\n503s during the outage: ${unavailable} of ${report.during.length} (${report.during.length - unavailable} other answers); ` +
      `service back ${report.recoveryMs === null ? 'NOT within 60 s' : `${report.recoveryMs} ms`} after the database, ` +
      `first order placed ${report.firstOrderMs ?? '—'} ms after; server process ${report.serverAlive ? 'never exited' : 'EXITED'}`,
  );
  if (!report.serverAlive || report.recoveryMs === null) process.exitCode = 1;
} finally {
  await server.stop();
  console.log(`server stopped with SIGTERM: exit code ${(await server.exited).code}`);
  await proxy?.close();
  await database.drop();
}
