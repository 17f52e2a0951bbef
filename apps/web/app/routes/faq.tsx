import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/faq';
import { ContentArticle } from '../features/content/content-article';
import { faqSections } from '../features/content/faq';
import { seoMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: 'Frequently asked questions',
      description:
        'Delivery areas and times, delivery fees and free shipping, paying in naira or dollars, order review, cancelling, returns, refunds and fresh food at Oja.',
      path: '/faq',
    },
    matches,
  );

// <details> opens and closes without any script, so the page stays as light as plain text.
export default function Faq() {
  const supportHours = useRouteLoaderData<typeof rootLoader>('root')?.shop.support_hours;
  return (
    <ContentArticle title="Frequently asked questions" meta="Delivery, payment, returns and fresh food, answered.">
      {faqSections.map((section) => (
        <section key={section.title} className="faq-section" aria-labelledby={headingId(section.title)}>
          <h2 id={headingId(section.title)}>{section.title}</h2>
          {section.questions.map(({ q, a }) => (
            <details key={q} className="faq-item">
              <summary>{q}</summary>
              <div className="faq-answer">{a}</div>
            </details>
          ))}
        </section>
      ))}
      {supportHours && (
        <section className="faq-section" aria-labelledby="faq-getting-help">
          <h2 id="faq-getting-help">Getting help</h2>
          <details className="faq-item">
            <summary>When can I reach you?</summary>
            <div className="faq-answer">
              <p>
                We answer the phone and e-mail <strong className="support-hours">{supportHours}</strong>. Write to us at
                any time: what arrives outside these hours is answered first when we are back.
              </p>
            </div>
          </details>
        </section>
      )}
      <p className="content-cta">
        Didn’t find your answer? <Link to="/contact-us">Contact us</Link>.
      </p>
    </ContentArticle>
  );
}

const headingId = (title: string) => 'faq-' + title.toLowerCase().replace(/[^a-z]+/g, '-');
