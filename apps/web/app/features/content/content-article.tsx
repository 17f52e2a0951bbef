import type { ReactNode } from 'react';

interface ContentArticleProps {
  title: string;
  /** A line under the heading: a date, a summary */
  meta?: ReactNode;
  /** Trusted HTML rendered from the repository's Markdown on the server */
  html?: string;
  children?: ReactNode;
}

/** The layout of a reading page: heading, an optional line under it, then the text. */
export function ContentArticle({ title, meta, html, children }: ContentArticleProps) {
  return (
    <article className="container content-page">
      <header className="content-header">
        <h1>{title}</h1>
        {meta ? <p className="content-meta">{meta}</p> : null}
      </header>
      {html === undefined ? null : <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />}
      {children}
    </article>
  );
}
