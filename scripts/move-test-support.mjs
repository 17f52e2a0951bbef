// Test support moved from apps/server/src/testing (flat) to the private workspace package
// packages/testing (`@oja/testing`), foldered by concern. This script did the move and can be run
// again at any time: it moves any file still left in apps/server/src/testing that the map names,
// and rewrites every import of the old paths it finds, in the given files or, without arguments,
// in apps/, e2e/, bench/ and docs/.
//
//   node scripts/move-test-support.mjs                 # move what is left, rewrite everything
//   node scripts/move-test-support.mjs a.test.ts b.ts  # rewrite only these files
//   then: npx prettier --write <the files it names> (shorter imports may fit on one line)
//
// Rewrites:
//   '../../testing/order-factories.ts'                 → '@oja/testing/factories/order-factories'
//   '../apps/server/src/testing/shop-process.ts'       → '@oja/testing/processes/shop-process'
//   `apps/server/src/testing/tcp-proxy.ts` (docs, paths) → `packages/testing/src/fakes/tcp-proxy.ts`
// and, inside a moved file, '../db/schema.ts' → '@oja/server/db/schema' and './x.ts' → '../<folder>/x.ts'.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where each file of the old flat folder lives now: packages/testing/src/<folder>/<file>. */
export const folderOf = {
  // databases the tests and drills run on
  'test-database': 'databases',
  'scratch-database': 'databases',
  'postgres-admin': 'databases',
  'test-redis': 'databases',
  // rows and worlds made for a test
  factories: 'factories',
  addresses: 'factories',
  'admin-factories': 'factories',
  'order-factories': 'factories',
  'payment-factories': 'factories',
  'shop-world': 'factories',
  'load-shop': 'factories',
  // the app in the test's own process
  'test-app': 'app',
  multipart: 'app',
  // the other side of a protocol: payment providers, SMTP, GeoIP files, a network that fails
  'fake-http': 'fakes',
  'fake-paystack': 'fakes',
  'fake-flutterwave': 'fakes',
  'smtp-server': 'fakes',
  'mmdb-writer': 'fakes',
  'tcp-proxy': 'fakes',
  'fake-termii': 'fakes',
  'test-s3': 'fakes',
  // crash, outage and hoarding drills (tests and bench/)
  'drill-client': 'drills',
  'crash-drill': 'drills',
  'crash-invariants': 'drills',
  'crash-shopper': 'drills',
  'hoarding-drill': 'drills',
  'outage-drill': 'drills',
  // hostile requests generated from the API's own schemas
  'schema-arbitraries': 'fuzzing',
  'hostile-requests': 'fuzzing',
  'openapi-operations': 'fuzzing',
  'answer-shape': 'fuzzing',
  'db-fingerprint': 'fuzzing',
  // whole server processes
  'api-process': 'processes',
  'serve-api': 'processes',
  'shop-process': 'processes',
  // Vitest hooks (vitest.config.ts)
  'global-setup': 'vitest',
  'fail-on-console-error': 'vitest',
};

const root = path.resolve(import.meta.dirname, '..');
const oldDir = path.join(root, 'apps/server/src/testing');
const newDir = path.join(root, 'packages/testing/src');

const unknown = new Set();

/** The folder of an old file name; null (and a warning at the end) for a name the map lacks. */
function folder(name, where) {
  const f = folderOf[name];
  if (!f) unknown.add(`${where}: testing/${name}.ts`);
  return f ?? null;
}

/** Imports of the old folder from anywhere outside it, and its paths in docs and scripts. */
function rewriteConsumer(text, where) {
  return text
    .replace(/(['"])(?:\.\.?\/)+(?:apps\/server\/src\/)?testing\/([a-z0-9-]+)\.ts\1/g, (all, q, name) => {
      const f = folder(name, where);
      return f ? `${q}@oja/testing/${f}/${name}${q}` : all;
    })
    .replace(/(?<![\w/.-])apps\/server\/src\/testing\/([a-z0-9-]+)\.ts/g, (all, name) => {
      const f = folder(name, where);
      return f ? `packages/testing/src/${f}/${name}.ts` : all;
    });
}

/** Imports inside a moved file: the server by its package name, siblings by their new folder. */
function rewriteMoved(text, ownFolder, where) {
  return text
    .replace(/(from |import\()(['"])\.\.\/([a-z0-9/_.-]+)\.ts\2/g, (_, kw, q, p) => `${kw}${q}@oja/server/${p}${q}`)
    .replace(/(from |import\()(['"])\.\/([a-z0-9-]+)\.ts\2/g, (all, kw, q, name) => {
      const f = folder(name, where);
      if (!f) return all;
      return `${kw}${q}${f === ownFolder ? '.' : `../${f}`}/${name}.ts${q}`;
    });
}

function moveLeftovers() {
  if (!fs.existsSync(oldDir)) return;
  for (const file of fs.readdirSync(oldDir).filter((f) => f.endsWith('.ts'))) {
    const name = file.slice(0, -3);
    const f = folder(name, 'not moved');
    if (!f) continue;
    const target = path.join(newDir, f, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('git', ['mv', path.join(oldDir, file), target], { cwd: root });
    fs.writeFileSync(target, rewriteMoved(fs.readFileSync(target, 'utf8'), f, target));
    console.log(`moved   apps/server/src/testing/${file} → packages/testing/src/${f}/${file}`);
  }
  if (fs.readdirSync(oldDir).length === 0) fs.rmdirSync(oldDir);
}

/** Every file that may import test support, but this script and the record that quotes examples. */
function allFiles() {
  const out = execFileSync('git', ['ls-files', 'apps', 'e2e', 'bench', 'docs', 'README.md', 'vitest.config.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|js|md)$/.test(f) && !/^docs\/decisions\/0025-/.test(f))
    .map((f) => path.join(root, f));
}

const args = process.argv.slice(2);
if (args.length === 0) moveLeftovers();
for (const file of args.length ? args.map((a) => path.resolve(a)) : allFiles()) {
  if (!fs.existsSync(file)) continue;
  const before = fs.readFileSync(file, 'utf8');
  const after = rewriteConsumer(before, path.relative(root, file));
  if (after !== before) {
    fs.writeFileSync(file, after);
    console.log(`rewrote ${path.relative(root, file)}`);
  }
}
if (unknown.size > 0) {
  console.error(`Left as they were (add these names to folderOf, then run again):\n  ${[...unknown].join('\n  ')}`);
  process.exitCode = 1;
}
