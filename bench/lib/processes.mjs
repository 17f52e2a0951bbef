// The processes a load benchmark runs: the production server, the bare baseline server and the
// load generator, each its own Node process, so that none of them shares an event loop with
// another or with the script that drives them. Plain JavaScript: no tsx needed to import it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchModules, requireBenchPackages } from './bench-deps.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const autocannonCli = path.join(benchModules, 'autocannon/autocannon.js');

const started = new Set();

function track(child) {
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** Stops one child with SIGTERM and waits for it to exit. */
export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Stops every process this module started that is still running (for `finally` blocks). */
export const stopAll = () => Promise.all([...started].map(stop));

/** How long a server may take to start: BENCH_START_TIMEOUT_S (default 60), longer on a crowded machine. */
const startTimeoutS = Number(process.env.BENCH_START_TIMEOUT_S ?? 60);

async function waitForHealth(child, url, what) {
  for (let i = 0; i < startTimeoutS * 10; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start`);
}

/** The Node flags and arguments of the server in package.json's start script. */
function startCommand() {
  const script = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const match = /node ((?:--\S+ )*)--import tsx apps\/server\/src\/main\.ts(.*)$/.exec(script);
  if (!match) throw new Error(`package.json's start script no longer looks like "node … main.ts": ${script}`);
  const split = (text) => text.split(' ').filter(Boolean);
  return { flags: split(match[1]), args: split(match[2]) };
}

/**
 * The production server as `npm start` runs it (the same Node flags and arguments of
 * apps/server/src/main.ts, NODE_ENV=production, the default LOG_LEVEL info, 127.0.0.1 exempt from
 * per-address rate limits), its log written to `logFile` as a process manager would. `pid` is the
 * server itself (no npm or shell in between).
 */
export async function startShop({ port, databaseUrl, mediaDir, logFile, env = {} }) {
  const log = fs.openSync(logFile, 'a');
  // e.g. BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=bench/results" to profile the server.
  const extra = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const { flags, args } = startCommand();
  const child = track(
    spawn(process.execPath, [...flags, ...extra, '--import', 'tsx', 'apps/server/src/main.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'info',
        // Every shopper of a load bench comes from 127.0.0.1: per-address limits (new guest carts,
        // …) would refuse them; per-customer limits still apply (docs/deployment.md).
        RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
        // Each load shopper keeps many orders unpaid: the reservation caps (docs/decisions/0019-…)
        // would refuse them; bench/hoarding.ts measures the caps instead.
        RESERVE_MAX_PER_LINE: '100000',
        RESERVE_MAX_UNITS_PER_ORDER: '1000000',
        RESERVE_MAX_UNPAID_ORDERS: '10000',
        RESERVE_MAX_UNITS_PER_CUSTOMER: '1000000',
        RESERVE_MAX_UNITS_PER_ADDRESS: '10000000',
        RESERVE_MAX_SHARE_PERCENT: '100',
        ...env,
      },
      stdio: ['ignore', log, log],
    }),
  );
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${base}/api/health/`, 'the shop server');
  return { base, pid: child.pid, child, stop: () => stop(child) };
}

/**
 * The baseline: one Fastify route answering `bodyFile`'s JSON from memory
 * (bench/lib/bare-server.mjs), in the same Node with the same flags as the server.
 */
export async function startBare({ port, bodyFile }) {
  const { flags } = startCommand();
  const child = track(
    spawn(process.execPath, [...flags, path.join(root, 'bench/lib/bare-server.mjs'), bodyFile, String(port)], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(child, `${base}/health`, 'the bare server');
  return { base, pid: child.pid, child, stop: () => stop(child) };
}

/** Runs a Node script to completion and answers the JSON it prints (its last line). */
export function runJson(args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`${path.basename(args[0])} exited with ${code}`));
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`${path.basename(args[0])} printed no JSON: ${last.slice(0, 200)}`));
      }
    });
  });
}

/** autocannon's command line in its own process; answers its result (latencies in ms). */
export async function autocannon(url, { connections, duration, headers = {} }) {
  // Missing, the servers started so far are stopped first: the message exits the process, and a
  // server left running would answer the next run on its port.
  if (!fs.existsSync(autocannonCli)) await stopAll();
  requireBenchPackages('autocannon');
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(duration)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return runJson([...args, url]);
}

/** Resident memory of a process now and its peak so far, in MiB (Linux /proc). */
export function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** CPU time a process has used so far (all its threads: JavaScript, compression, SQLite), in seconds. */
export function cpuSecondsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
}

/**
 * The main thread's time on a CPU and time spent ready but waiting for one (the scheduler's run
 * queue: other processes had the cores), in seconds (Linux schedstat).
 */
export function schedOf(pid) {
  const [running, waiting] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { running: running / 1e9, waiting: waiting / 1e9 };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export const machine = () =>
  `${os.cpus().length} CPU cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`;
