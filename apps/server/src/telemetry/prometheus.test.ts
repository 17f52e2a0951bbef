import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../config.ts';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { freePort, startShopProcess } from '@oja/testing/processes/shop-process';

/**
 * The shop against a real Prometheus (Debian's `prometheus` package, which .ci/run installs):
 * the alert rules pass promtool and their unit tests, Prometheus scrapes a running shop with the
 * token and answers queries about it, and the dashboard and rules name only metrics the shop
 * exports. Without the package these tests are skipped, loudly, on a developer's machine; in CI
 * (CI=true) they fail instead.
 */
const has = (tool: string) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
const available = has('prometheus') && has('promtool');
if (!available) {
  if (process.env.CI)
    throw new Error('prometheus and promtool are missing: .ci/run installs them (apt-get install prometheus)');
  console.warn('\n⚠  Prometheus tests SKIPPED: apt-get install -y prometheus to run them (CI always does).\n');
}

const deploy = path.join(rootDir, 'deploy');
const rules = path.join(deploy, 'prometheus/alerts.yml');
const token = 'prometheus-test-token-0123456789';

/** Metric names in PromQL text (ours, Node's, the process's, and Prometheus's own `up`). */
const metricNames = (expr: string) =>
  [...expr.matchAll(/\b((?:oja|nodejs|process)_[a-z0-9_]+|up)\b(?=\s*[{[)\s/]|$)/g)].map((m) => m[1]!);
/** Names the shop exports (HELP lines), with a histogram's series names. */
const exported = (exposition: string) => {
  const names = new Set<string>(['up']);
  for (const m of exposition.matchAll(/^# TYPE (\S+) (\w+)/gm)) {
    names.add(m[1]!);
    if (m[2] === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(m[1]! + s);
  }
  return names;
};

describe('docs/operations.md', () => {
  it('says what every alert in deploy/prometheus/alerts.yml means and what to do', () => {
    const alerts = [...fs.readFileSync(rules, 'utf8').matchAll(/^\s*- alert: (\w+)/gm)].map((m) => m[1]!);
    expect(alerts.length).toBeGreaterThan(10);
    const rows = fs
      .readFileSync(path.join(rootDir, 'docs/operations.md'), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('| '));
    // A row of the alerts table: its name(s), what it means, what to do (both cells filled).
    const documented = (alert: string) =>
      rows.some((row) => {
        const cells = row.split(/(?<!\\)\|/).map((c) => c.trim());
        return cells[1]!.split(/\s*\/\s*/).includes(alert) && cells[2]!.length > 10 && cells[3]!.length > 10;
      });
    expect(alerts.filter((a) => !documented(a))).toEqual([]);
  });
});

describe.runIf(available)('Prometheus, promtool and the shop', async () => {
  const database = await createTestDatabase();
  const shop = await startShopProcess({
    databaseUrl: database.url,
    port: await freePort(),
    env: { METRICS_TOKEN: token },
  });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-prometheus-'));
  afterAll(async () => {
    await shop.stop();
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const exposition = async () =>
    (await fetch(`${shop.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();

  it('the alert rules pass promtool check rules and their unit tests', () => {
    const check = spawnSync('promtool', ['check', 'rules', rules], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const tests = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], {
      cwd: path.dirname(rules),
      encoding: 'utf8',
    });
    expect(tests.status, tests.stdout + tests.stderr).toBe(0);
    // Each required alert exists: shop down, error rate, payment failures, outbox backlog, SMS budget, disk.
    const text = fs.readFileSync(rules, 'utf8');
    for (const alert of [
      'ShopDown',
      'HighErrorRate',
      'PaymentFailures',
      'OutboxBacklog',
      'SmsBudgetNearlySpent',
      'DiskFilling',
    ]) {
      expect(text).toContain(`alert: ${alert}`);
    }
  });

  it("the shop's exposition passes promtool check metrics", async () => {
    await fetch(`${shop.baseUrl}/api/products/?limit=1`);
    const lint = spawnSync('promtool', ['check', 'metrics'], { input: await exposition(), encoding: 'utf8' });
    const problems = (lint.stdout + lint.stderr).split('\n').filter(Boolean);
    // prom-client's own nodejs_active_*_total gauges break one naming rule; ours break none.
    expect(problems.filter((p) => !/^nodejs_active_(handles|requests|resources)_total non-counter/.test(p))).toEqual(
      [],
    );
  });

  it('the dashboard is valid Grafana JSON and names only metrics the shop exports; so do the rules', async () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(deploy, 'grafana/oja-dashboard.json'), 'utf8')) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('oja-shop');
    const names = exported(await exposition());
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(15);
    const used = new Set(
      [...exprs, ...fs.readFileSync(rules, 'utf8').matchAll(/expr: (.+(?:\n {12}.+)*)/g)].flatMap((e) =>
        metricNames(typeof e === 'string' ? e : e[1]!),
      ),
    );
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((n) => !names.has(n))).toEqual([]);
  });

  it('a real Prometheus scrapes the running shop with the token, and its API answers about it', async () => {
    const port = await freePort();
    const config = path.join(tmp, 'prometheus.yml');
    fs.writeFileSync(
      config,
      [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        `rule_files: ['${rules}']`,
        'scrape_configs:',
        '  - job_name: oja',
        `    authorization: { type: Bearer, credentials: '${token}' }`,
        `    static_configs: [{ targets: ['${new URL(shop.baseUrl).host}'] }]`,
        '',
      ].join('\n'),
    );
    const prometheus = spawn(
      'prometheus',
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${path.join(tmp, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    prometheus.stderr.on('data', (c: Buffer) => (log += c.toString()));
    const api = `http://127.0.0.1:${port}/api/v1`;
    const query = async (q: string) => {
      const res = await fetch(`${api}/query?query=${encodeURIComponent(q)}`);
      const body = (await res.json()) as {
        data: { result: { metric: Record<string, string>; value: [number, string] }[] };
      };
      return body.data.result;
    };
    try {
      for (let i = 0; i < 5; i++) await fetch(`${shop.baseUrl}/api/products/?limit=2&offset=${i}`);
      await expect
        .poll(async () => (await query('up{job="oja"}').catch(() => []))[0]?.value[1], {
          timeout: 30_000,
          interval: 500,
        })
        .toBe('1');
      await expect
        .poll(
          async () =>
            Number(
              (await query('sum(oja_http_requests_total{route="/api/products/",status="200"})'))[0]?.value[1] ?? 0,
            ),
          { timeout: 30_000, interval: 500 },
        )
        .toBeGreaterThanOrEqual(5);
      // Statement timings come from the database the process opened itself (main.ts), by kind.
      const selects = await query('sum(oja_db_query_duration_seconds_count{operation="select"})');
      expect(Number(selects[0]?.value[1] ?? 0)).toBeGreaterThan(0);
      const pending = await query('oja_outbox_pending_messages');
      expect(pending.map((r) => r.metric.channel).sort()).toEqual(['email', 'sms']);
      const rulesAnswer = (await (await fetch(`${api}/rules`)).json()) as {
        data: { groups: { name: string; rules: { name: string; health: string }[] }[] };
      };
      const loaded = rulesAnswer.data.groups.flatMap((g) => g.rules);
      expect(loaded.length).toBeGreaterThan(10);
      await expect
        .poll(
          async () => {
            const r = (await (await fetch(`${api}/rules`)).json()) as typeof rulesAnswer;
            return r.data.groups
              .flatMap((g) => g.rules)
              .filter((x) => x.health !== 'ok')
              .map((x) => x.name);
          },
          { timeout: 30_000, interval: 500 },
        )
        .toEqual([]);
      const alerts = (await (await fetch(`${api}/alerts`)).json()) as {
        data: { alerts: { labels: { alertname: string } }[] };
      };
      expect(alerts.data.alerts.map((a) => a.labels.alertname)).not.toContain('ShopDown');
    } catch (error) {
      console.error(log.slice(-3000));
      throw error;
    } finally {
      prometheus.kill('SIGTERM');
      await new Promise((resolve) => prometheus.once('exit', resolve));
    }
  });
});
