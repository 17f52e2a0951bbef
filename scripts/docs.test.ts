import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README a newcomer reads in five minutes, the pages it points to and the decision records.
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');
const docs = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'));
const decisions = fs.readdirSync(path.join(root, 'docs/decisions')).filter((f) => /^\d{4}-.+\.md$/.test(f));
const ignored = ['compiled', 'node_modules', 'build', '.react-router', 'data', 'test-results', 'playwright-report'];
const folders = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    // What git ignores (the demo's data/, test output) is no folder of the repository's.
    .filter((e) => e.isDirectory() && !ignored.includes(e.name))
    .map((e) => e.name);

/** The relative links of a Markdown file that lead to no file. */
function brokenLinks(file: string): string[] {
  const text = read(file).replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s#]+)(#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .filter((target) => !fs.existsSync(path.join(root, path.dirname(file), target)));
}

describe('the README', () => {
  it('is at most 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it("maps every folder of the repository, the server's src/ and the web app", () => {
    const map = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('## Read next'));
    const top = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== '.git' && !ignored.includes(e.name))
      .map((e) => `${e.name}/`.replace('.ci/', '.ci'));
    const missing = [
      ...top.filter((name) => !map.includes(`\n${name}`)),
      ...folders('apps/server/src').filter((name) => !map.includes(`src/${name}/`)),
      ...folders('apps/web/app').filter((name) => !map.includes(`app/${name}/`)),
      ...folders('apps/web').filter((name) => name !== 'app' && !map.includes(`  ${name}/`)),
      ...folders('packages/testing/src').filter((name) => !map.includes(`src/${name}/`)),
    ];
    expect(missing).toEqual([]);
  });

  it('and every page under docs/ link only to files that exist', () => {
    const broken = ['README.md', ...docs.map((f) => `docs/${f}`), 'docs/decisions/README.md'].flatMap((file) =>
      brokenLinks(file).map((target) => `${file} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

describe('decision records', () => {
  it.each(decisions)('%s has a date, "Status: Accepted" spelled so, and is in the index', (file) => {
    const text = read(`docs/decisions/${file}`);
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text.match(/^Status:.*$/gm)).toEqual(['Status: Accepted']);
    for (const part of ['Context', 'Decision']) expect(text).toMatch(new RegExp(`^## ${part}`, 'm'));
    expect(read('docs/decisions/README.md')).toContain(`](${file})`);
  });
});
