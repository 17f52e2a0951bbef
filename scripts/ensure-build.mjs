// Builds the web app when there is no build yet or its sources changed since the last one, so
// that `npm start` on a fresh clone serves a working shop without a separate build step.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const buildFile = 'apps/web/build/server/index.js';
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/worker',
  'apps/web/scripts',
  'packages/shared/src',
  'apps/web/vite.config.ts',
];

function newest(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = fs.existsSync(buildFile) ? fs.statSync(buildFile).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log(builtAt ? 'Web sources changed: rebuilding…' : 'Building the web app (first start)…');
  execSync('npm run build', { stdio: 'inherit' });
}
