// `npm run audit`: `npm audit --omit=dev` must report no high or critical finding in what the shop
// runs in production. Exit codes: 0 clean, 1 findings, 2 the registry's audit service could not
// be asked (some mirrors and proxies only serve packages), which `npm test` reports as skipped.
import { spawnSync } from 'node:child_process';

const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(r.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? 'no answer from the audit service';
  console.log(`⚠  npm audit could NOT be run here (${reason}); the dependency audit was skipped.`);
  process.exit(2);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high'], { stdio: 'inherit' });
  process.exit(1);
}
