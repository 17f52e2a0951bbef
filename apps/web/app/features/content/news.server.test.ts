import { describe, expect, it } from 'vitest';
import { findNews, listNews, readPost, sortPosts } from './news.server';

const post = (body = 'Hello **there**.') =>
  `---\ntitle: Fresh yams\ndate: 2026-03-02\nsummary: New season yams from Benue.\n---\n${body}\n`;

describe('readPost', () => {
  it('takes the slug from the file name and renders the Markdown to HTML', () => {
    const p = readPost('../../../content/news/fresh-yams.md', post('## Where\n\n[Spices](/categories/spices)'));
    expect(p).toMatchObject({
      slug: 'fresh-yams',
      title: 'Fresh yams',
      date: '2026-03-02',
      displayDate: '2 March 2026',
      summary: 'New season yams from Benue.',
    });
    expect(p.html).toContain('<h2>Where</h2>');
    expect(p.html).toContain('<a href="/categories/spices">Spices</a>');
  });

  it.each([
    ['a file name that is not a slug', 'Fresh Yams.md', post(), /lowercase slug/],
    ['a missing summary', 'a.md', '---\ntitle: T\ndate: 2026-03-02\n---\n', /needs "summary"/],
    ['a date that is not YYYY-MM-DD', 'a.md', '---\ntitle: T\ndate: 2 March\nsummary: S\n---\n', /YYYY-MM-DD/],
  ])('refuses %s', (_case, name, source, message) => {
    expect(() => readPost(name, source)).toThrow(message);
  });
});

it('sorts newest first, then by title', () => {
  const p = (slug: string, date: string, title = slug) => ({ slug, date, title, summary: '', displayDate: '' });
  const sorted = sortPosts([p('b', '2026-01-01'), p('c', '2026-05-01', 'Zebra'), p('a', '2026-05-01', 'Apple')]);
  expect(sorted.map((x) => x.slug)).toEqual(['a', 'c', 'b']);
});

describe('the shop’s own news files', () => {
  it('all parse, and are listed newest first without their HTML', () => {
    const posts = listNews();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((x) => x.date)).toEqual([...posts.map((x) => x.date)].sort().reverse());
    for (const summary of posts) expect(summary).not.toHaveProperty('html');
  });

  it('each post is found by its slug with its HTML, and an unknown slug is not', () => {
    for (const { slug } of listNews()) expect(findNews(slug)?.html).toMatch(/<p>/);
    expect(findNews('no-such-post')).toBeUndefined();
  });
});
