import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The server's entry point, found through its package name (the same file `npm start` runs). */
const mainFile = createRequire(import.meta.url).resolve('@oja/server/main');

/** A port nobody listens on right now (the OS picks it), to start and restart a server on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** Closes the reading end of its stdout and stderr pipes, as a supervisor that exits does. */
  closeOutput(): void;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * The real server (`main.ts`: jobs, mail sender, signal handling) in a child process, API only
 * (no built web app needed) unless `env` says otherwise, on `port` of 127.0.0.1. Resolves once
 * `/api/health` answers 200. Test payments are on, with `env.PAYMENTS_TEST_SECRET` if given.
 */
export async function startShopProcess(options: {
  databaseUrl: string;
  port: number;
  env?: Record<string, string>;
  /** A file its stdout and stderr go to instead of pipes (e.g. `/dev/full`: every write fails). */
  outputFile?: string;
  /** Node options before the entry point (e.g. another `--import`). */
  nodeArgs?: string[];
}): Promise<ShopProcess> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-shop-media-'));
  const outputFd = options.outputFile ? fs.openSync(options.outputFile, 'w') : undefined;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', mainFile], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      MEDIA_DIR: mediaDir,
      SERVE_PAGES: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PAYMENT_PROVIDER: 'test',
      PAYMENTS_TEST_MODE: 'true',
      ...options.env,
    },
    stdio: options.outputFile ? ['ignore', outputFd!, outputFd!] : ['ignore', 'pipe', 'pipe'],
  });
  if (outputFd !== undefined) fs.closeSync(outputFd);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(mediaDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (gone) throw new Error(`The server exited before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer ${baseUrl}/api/health within 90 s:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    exited,
    alive: () => !gone,
    kill: (signal) => {
      if (!gone) child.kill(signal);
    },
    closeOutput: () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** For `nodeArgs: ['--import', moduleLoadRecorder]`: the process lists every ES module it resolves in OJA_MODULE_LOG. */
export const moduleLoadRecorder = new URL('./record-module-loads.mjs', import.meta.url).pathname;
