import { parseFrontMatter, requireField } from './front-matter';
import { renderMarkdown } from './markdown.server';
import { formatPostDate } from './dates';

/** A long-form page kept as Markdown (privacy policy, terms): easier to review and amend as text. */
export interface ContentPage {
  title: string;
  description: string;
  /** When the text last changed, as shown to shoppers */
  updated: string;
  html: string;
}

const files = import.meta.glob<string>('../../../content/pages/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const pages = new Map(
  Object.entries(files).map(([name, source]) => {
    const file = parseFrontMatter(source, name);
    const page: ContentPage = {
      title: requireField(file, 'title', name),
      description: requireField(file, 'description', name),
      updated: formatPostDate(requireField(file, 'updated', name)),
      html: renderMarkdown(file.body),
    };
    return [name.replace(/^.*\//, '').replace(/\.md$/, ''), page];
  }),
);

/** The page kept in content/pages/{name}.md; a missing file is a programming error. */
export function contentPage(name: string): ContentPage {
  const page = pages.get(name);
  if (!page) throw new Error(`content/pages/${name}.md is missing`);
  return page;
}
