import { describe, expect, it } from 'vitest';
import { parseFrontMatter, requireField } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads key: value lines, unquotes values and keeps the body', () => {
    const file = parseFrontMatter('---\ntitle: "Hello: world"\ndate: 2026-01-02\n\n# note\n---\nBody *text*\n', 'a.md');
    expect(file.fields).toEqual({ title: 'Hello: world', date: '2026-01-02' });
    expect(file.body).toBe('Body *text*\n');
  });

  it('accepts Windows line ends', () => {
    expect(parseFrontMatter('---\r\ntitle: T\r\n---\r\nB', 'a.md')).toEqual({ fields: { title: 'T' }, body: 'B' });
  });

  it.each([
    ['no front-matter', 'just text', /must start with/],
    ['an unreadable line', '---\ntitle T\n---\n', /cannot read/],
    ['a repeated key', '---\na: 1\na: 2\n---\n', /appears twice/],
  ])('refuses a file with %s, naming it', (_case, source, message) => {
    expect(() => parseFrontMatter(source, 'news/x.md')).toThrow(message);
    expect(() => parseFrontMatter(source, 'news/x.md')).toThrow('news/x.md');
  });

  it('requires named fields to be present and non-empty', () => {
    const file = parseFrontMatter('---\ntitle:\n---\n', 'a.md');
    expect(() => requireField(file, 'title', 'a.md')).toThrow(/needs "title"/);
  });
});
