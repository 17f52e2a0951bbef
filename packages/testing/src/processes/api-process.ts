import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { testPasswordHashing } from '../app/test-app.ts';

const serveFile = fileURLToPath(new URL('./serve-api.ts', import.meta.url));

/**
 * The API in a separate Node process on `databaseUrl`, for proving that rules hold across
 * processes sharing one database. Resolves with its base URL once it listens. `jobs`: it also
 * runs the background jobs main.ts runs (intervals from ORDER_JOBS_INTERVAL_MS and
 * PAYMENT_JOBS_INTERVAL_MS in `env`).
 */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { jobs = false }: { jobs?: boolean } = {},
) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', serveFile, ...(jobs ? ['--jobs'] : [])], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      ...testPasswordHashing,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`API process exited early with code ${code}`)));
  });
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
