// The benchmarks' own packages (autocannon, Lighthouse) live in bench/node_modules, installed on
// demand, so that `npm install` and CI fetch only what the shop and its tests need.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchModules = fileURLToPath(new URL('../node_modules', import.meta.url));

/** Stops with a clear message when a benchmark's package has not been installed. */
export function requireBenchPackages(...names) {
  const missing = names.filter((name) => !fs.existsSync(path.join(benchModules, name, 'package.json')));
  if (missing.length === 0) return;
  console.error(`This benchmark needs ${missing.join(', ')}: run \`npm run bench:install\` once first.`);
  process.exit(2);
}
