#!/usr/bin/env node
// What metrics and traces cost (issue 36's budget: off costs nothing measurable; on, at most 5 %
// of the product list's throughput, measured side by side in one run). Four production servers on
// the same database, started as `npm start` starts one (bench/lib/processes.mjs), differing only in
// their telemetry settings:
//   off       nothing set (no hook, no counter, no OpenTelemetry module loaded)
//   off-again the same again: how far two identical servers differ here is the noise floor
//   metrics   METRICS_TOKEN set; /metrics scraped every --scrape seconds while it is under load
//   traces    metrics as above, and OTEL_EXPORTER_OTLP_ENDPOINT at a local OTLP/HTTP receiver
//             that accepts and discards (every request sampled: the SDK's default, the worst case)
// Each round loads each server in turn with autocannon on GET /api/products/?category=… (a page of
// 24), in an order rotated every round so that the machine's changing load hits all alike; the
// medians of the rounds and their ratios to `off` are printed, with the load average beside them,
// for requests per second and for the server's own CPU time per request (on a crowded machine
// the steadier of the two: other processes taking the cores change req/s, not the work done).
//   node bench/telemetry-cost.mjs [--connections 100] [--duration 10] [--warmup 3] [--rounds 5]
//                                 [--products 1000] [--category spices] [--scrape 5] [--postgres]
//                                 [--trace-ratio 0.1] [--postgres-only]
// --postgres-only measures PostgreSQL alone: how to run it on a Node whose ABI the installed
// better-sqlite3 was not built for (e.g. Node 24, whose AsyncLocalStorage needs no async hooks):
//   /path/to/node24 bench/telemetry-cost.mjs --postgres-only
// Ports: BENCH_PORT (default 3600) … +4 (the receiver). BENCH_START_TIMEOUT_S: how long a server may
// take to start (default 60). Not part of `npm test`: prints, asserts nothing.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { autocannon, cpuSecondsOf, loadAverage, machine, root, startShop, stopAll } from './lib/processes.mjs';

register();
process.chdir(root);
const { createDatabases, fillCatalog } = await import('./lib/databases.mjs');

const { values: opts } = parseArgs({
  options: {
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    products: { type: 'string', default: '1000' },
    category: { type: 'string', default: 'spices' },
    scrape: { type: 'string', default: '5' },
    postgres: { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    /** Sample this share of traces (parentbased_traceidratio) instead of every request. */
    'trace-ratio': { type: 'string' },
  },
});
const load = { connections: Number(opts.connections), duration: Number(opts.duration) };
const rounds = Number(opts.rounds);
const basePort = Number(process.env.BENCH_PORT ?? 3600);
const listPath = `/api/products/?category=${encodeURIComponent(opts.category)}&currency=USD&limit=24&offset=0`;
const budget = 0.05;
const token = randomBytes(24).toString('hex');
const telemetrySettings = [
  'METRICS_TOKEN',
  'METRICS_PORT',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_SDK_DISABLED',
];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-bench-telemetry-'));
const mediaDir = path.join(tmp, 'media');
const log = (...m) => console.log(...m);
const pct = (x) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** A local OTLP/HTTP receiver: reads each export, counts its spans, answers 200 and keeps nothing. */
function startReceiver(port) {
  const received = { exports: 0, spans: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.exports += 1;
      received.bytes += Buffer.byteLength(body);
      received.spans += body.split('"spanId"').length - 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, received })));
}

/** Scrapes /metrics like Prometheus would, every `seconds`, until stopped; answers the scrapes made. */
function scraper(base, seconds) {
  let scrapes = 0;
  let failures = 0;
  const once = async () => {
    try {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.ok && text.includes('oja_http_requests_total')) scrapes += 1;
      else failures += 1;
    } catch {
      failures += 1;
    }
  };
  const timer = setInterval(once, seconds * 1000);
  return {
    stop: async () => {
      clearInterval(timer);
      await once(); // at least one scrape per run, and proof the metrics are there
      return { scrapes, failures };
    },
  };
}

function summary(r) {
  const errors = r.errors + r.timeouts + r.non2xx;
  return { perSecond: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, errors };
}

async function measure(database, offset) {
  const receiverPort = basePort + offset + 4;
  const receiver = await startReceiver(receiverPort);
  const variants = [
    { name: 'off', env: {} },
    { name: 'off-again', env: {} },
    { name: 'metrics', env: { METRICS_TOKEN: token }, scrape: true },
    {
      name: 'traces',
      env: {
        METRICS_TOKEN: token,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
        OTEL_SERVICE_NAME: 'oja-bench',
        ...(opts['trace-ratio'] === undefined
          ? {}
          : { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: opts['trace-ratio'] }),
      },
      scrape: true,
    },
  ];
  // The first applies any pending migration; then the others, together, find none.
  const start = async (v, i) => {
    const logFile = path.join(tmp, `server-${database.label}-${v.name}.log`);
    v.shop = await startShop({
      port: basePort + offset + i,
      databaseUrl: database.url,
      mediaDir,
      logFile,
      // Whatever this shell has set is cleared (undefined: not passed on), then the variant's own.
      env: { ...Object.fromEntries(telemetrySettings.map((k) => [k, undefined])), ...v.env },
    }).catch((error) => {
      console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n'));
      throw error;
    });
    const res = await fetch(v.shop.base + listPath);
    const items = await res.json();
    if (res.status !== 200 || !Array.isArray(items) || items.length !== 24) {
      throw new Error(`${v.name}: ${listPath} answered ${res.status}, not 24 products`);
    }
    const metrics = await fetch(`${v.shop.base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    if ((metrics.status === 200) !== Boolean(v.scrape)) {
      throw new Error(`${v.name}: /metrics answered ${metrics.status}: the settings did not take`);
    }
  };
  await start(variants[0], 0);
  await Promise.all(variants.slice(1).map((v, i) => start(v, i + 1)));
  for (const v of variants) await autocannon(v.shop.base + listPath, { ...load, duration: Number(opts.warmup) });

  const runs = [];
  for (let r = 0; r < rounds; r++) {
    const order = variants.map((_, i) => variants[(i + r) % variants.length]);
    const run = { load: loadAverage(), figures: {} };
    for (const v of order) {
      const scraping = v.scrape ? scraper(v.shop.base, Number(opts.scrape)) : null;
      const cpuBefore = cpuSecondsOf(v.shop.pid);
      const raw = await autocannon(v.shop.base + listPath, load);
      const scraped = scraping ? await scraping.stop() : null;
      // The server's own CPU time per answered request (its scrapes and span exports included):
      // what the work costs, far less swayed than req/s by other processes taking the cores.
      const cpuMs = ((cpuSecondsOf(v.shop.pid) - cpuBefore) * 1000) / Math.max(1, raw.requests.total);
      run.figures[v.name] = { ...summary(raw), cpuMs, scraped };
    }
    runs.push(run);
    const line = variants
      .map((v) => `${v.name} ${run.figures[v.name].perSecond.toFixed(0)} (${run.figures[v.name].cpuMs.toFixed(3)} ms)`)
      .join('   ');
    log(
      `  round ${r + 1} (load average ${run.load}, order ${order.map((v) => v.name).join(' → ')}): ${line} req/s (CPU per request)`,
    );
  }
  // Let the exporter's last batch arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 6000));
  for (const v of variants) await v.shop.stop();
  receiver.server.close();
  return { label: database.label, runs, variants: variants.map((v) => v.name), received: receiver.received };
}

function report(result) {
  const med = (name, key) => median(result.runs.map((run) => run.figures[name][key]));
  log(`  ${result.label}, median of ${result.runs.length} rounds:`);
  const verdicts = {};
  const cpu = {};
  for (const name of result.variants) {
    const perSecond = med(name, 'perSecond');
    // Per round, against that round's `off` (the same minute's machine), then the median.
    const ratio = median(result.runs.map((run) => run.figures[name].perSecond / run.figures.off.perSecond));
    const cpuMs = med(name, 'cpuMs');
    const cpuRatio = median(result.runs.map((run) => run.figures[name].cpuMs / run.figures.off.cpuMs));
    cpu[name] = cpuRatio;
    const errors = result.runs.reduce((n, run) => n + run.figures[name].errors, 0);
    const scrapes = result.runs.reduce((n, run) => n + (run.figures[name].scraped?.scrapes ?? 0), 0);
    verdicts[name] = ratio;
    log(
      `    ${name.padEnd(9)} ${perSecond.toFixed(0).padStart(6)} req/s   p50 ${String(med(name, 'p50')).padStart(3)} ms   p99 ${String(med(name, 'p99')).padStart(4)} ms   ×off ${ratio.toFixed(3)}   CPU ${cpuMs.toFixed(3)} ms/request ×off ${cpuRatio.toFixed(3)}` +
        `${errors ? `   ${errors} errors` : ''}${scrapes ? `   ${scrapes} scrapes` : ''}`,
    );
  }
  const noise = Math.abs(1 - verdicts['off-again']);
  const costOf = (name) => 1 - verdicts[name];
  const verdict = (name) => (costOf(name) <= budget ? 'PASS' : 'MISS');
  log(
    `    off vs off-again (noise floor here): ${(noise * 100).toFixed(1)} %   metrics cost ${(costOf('metrics') * 100).toFixed(1)} % ${verdict('metrics')}   metrics+traces cost ${(costOf('traces') * 100).toFixed(1)} % ${verdict('traces')} (budget ≤ ${budget * 100} %)`,
  );
  log(
    `    CPU per request: off-again ${pct(cpu['off-again'] - 1)}   metrics ${pct(cpu.metrics - 1)}   metrics+traces ${pct(cpu.traces - 1)} against off`,
  );
  log(
    `    OTLP receiver: ${result.received.exports} exports, ${result.received.spans.toLocaleString('en')} spans, ${(result.received.bytes / 1e6).toFixed(1)} MB`,
  );
  return costOf('metrics') <= budget && costOf('traces') <= budget;
}

log(`telemetry-cost: GET ${listPath}`);
log(
  `${machine()}; autocannon ${load.connections} connections × ${load.duration} s per server per round after ${opts.warmup} s warm-up, ${rounds} rounds; /metrics scraped every ${opts.scrape} s; load average ${loadAverage()}\n`,
);
try {
  const only = opts['postgres-only'];
  const databases = await createDatabases(tmp, { postgres: opts.postgres || only, sqlite: !only });
  const verdicts = [];
  try {
    for (const database of databases) {
      await fillCatalog(database.config, { mediaDir, products: Number(opts.products) });
    }
    for (const [i, database] of databases.entries()) {
      log(`${database.label}:`);
      verdicts.push(report(await measure(database, i * 5)));
    }
  } finally {
    for (const database of databases) await database.drop();
  }
  log(`\nload average at the end ${loadAverage()}`);
  log(verdicts.every(Boolean) ? 'ALL PASS' : 'MISSED');
} finally {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
}
