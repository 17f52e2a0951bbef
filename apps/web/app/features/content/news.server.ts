import { slugSchema } from '@oja/shared/catalog';
import { parseFrontMatter, requireField } from './front-matter';
import { renderMarkdown } from './markdown.server';
import { formatPostDate } from './dates';

export interface NewsSummary {
  slug: string;
  title: string;
  summary: string;
  /** ISO date, e.g. "2026-03-02" */
  date: string;
  /** The date as shown to shoppers, e.g. "2 March 2026" */
  displayDate: string;
}

export interface NewsPost extends NewsSummary {
  html: string;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Reads one post file; its slug is the file name. Exported for tests. */
export function readPost(fileName: string, source: string): NewsPost {
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!slugSchema.safeParse(slug).success) throw new Error(`${fileName}: the file name must be a lowercase slug`);
  const file = parseFrontMatter(source, fileName);
  const date = requireField(file, 'date', fileName);
  if (!isoDate.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`${fileName}: date must be YYYY-MM-DD`);
  return {
    slug,
    title: requireField(file, 'title', fileName),
    summary: requireField(file, 'summary', fileName),
    date,
    displayDate: formatPostDate(date),
    html: renderMarkdown(file.body),
  };
}

/** Newest first; posts of the same day by title, so the order never depends on the file system. */
export function sortPosts<T extends NewsSummary>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

// Bundled into the server build at build time: no file-system access at run time.
const files = import.meta.glob<string>('../../../content/news/*.md', { query: '?raw', import: 'default', eager: true });

const posts = sortPosts(Object.entries(files).map(([name, source]) => readPost(name, source)));

export function listNews(): NewsSummary[] {
  return posts.map(({ html: _html, ...summary }) => summary);
}

export function findNews(slug: string): NewsPost | undefined {
  return posts.find((p) => p.slug === slug);
}
