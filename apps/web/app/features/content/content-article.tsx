import type { ReactNode } from 'react';
import { usePageLanguage, useT } from '../../i18n/i18n';

interface ContentArticleProps {
  title: string;
  /** A line under the heading: a date, a summary */
  meta?: ReactNode;
  /** Trusted HTML rendered from the repository's Markdown on the server */
  html?: string;
  children?: ReactNode;
  /** The text is English in every language until a reviewed translation exists (decision 0034). */
  englishOnly?: boolean;
}

/** The layout of a reading page: heading, an optional line under it, then the text. */
export function ContentArticle({ title, meta, html, children, englishOnly = false }: ContentArticleProps) {
  const t = useT();
  const { language } = usePageLanguage();
  return (
    <article className="container content-page">
      <header className="content-header">
        <h1>{title}</h1>
        {meta ? <p className="content-meta">{meta}</p> : null}
      </header>
      {englishOnly && language !== 'en' ? (
        <p className="notice" lang={language}>
          {t('content.english-only')}
        </p>
      ) : null}
      {html === undefined ? null : <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />}
      {children}
    </article>
  );
}
