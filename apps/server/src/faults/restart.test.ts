import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../config.ts';
import { testDialect } from '@oja/testing/databases/test-database';
import { freePort } from '@oja/testing/processes/shop-process';

/**
 * If the process does die (a real bug, the out-of-memory killer), the deployment brings it back
 * by itself: deploy/check-restart.sh boots Debian's systemd in a private namespace with only
 * deploy/oja@.service, kills the shop's process twice with SIGKILL and waits for it to answer
 * again from a new process. It needs root and systemd; the script says why when it cannot run.
 */
const script = path.join(rootDir, 'deploy/check-restart.sh');
// The unit's PrivateTmp gives the shop a /tmp of its own: a checkout under /tmp or /var/tmp is out
// of its sight there (a deployment lives in /srv/oja).
const underTmp = /^\/(var\/)?tmp\//.test(`${rootDir}/`);
const runnable =
  testDialect === 'sqlite' &&
  process.getuid?.() === 0 &&
  !underTmp &&
  fs.existsSync('/lib/systemd/systemd') &&
  fs.existsSync(path.join(rootDir, 'apps/web/build/server/index.js'));
if (!runnable && testDialect === 'sqlite') {
  console.warn(
    '⚠  The systemd restart check is SKIPPED: it needs root, systemd, the web build and a checkout outside /tmp.',
  );
}

it.runIf(runnable)('systemd starts the shop again after its process is killed', { timeout: 300_000 }, async () => {
  const port = await freePort();
  const run = spawnSync(script, [String(port)], { encoding: 'utf8', timeout: 280_000 });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(0);
  expect(output).toContain('from a new process');
  expect(output).toContain('and again after a second kill');
});
