import { Marked } from 'marked';

// Server-only (the .server suffix keeps it out of the browser bundle). The Markdown comes from
// the repository's own content files, written by the shop's staff, so it is trusted as HTML.
const marked = new Marked({ gfm: true, async: false });

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}
