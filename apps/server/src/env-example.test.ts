import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir, settingNames } from './config.ts';

const example = fs.readFileSync(path.join(rootDir, '.env.example'), 'utf8');
/** `# NAME=value` lines: every setting is there, commented out, with its default or an example. */
const listed = [...example.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);

describe('.env.example', () => {
  it('lists every setting the shop reads, and only those', () => {
    expect([...listed].sort()).toEqual([...new Set(listed)].sort());
    expect(new Set(listed)).toEqual(new Set(settingNames));
  });

  it('changes nothing when copied to .env as it is: every line is a comment or blank', () => {
    expect(example.split('\n').filter((line) => line.trim() && !line.startsWith('#'))).toEqual([]);
  });
});
