import { Link } from 'react-router';
import type { Route } from './+types/faq';
import { ContentArticle } from '../features/content/content-article';
import { faqSections } from '../features/content/faq';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useRootData } from '../lib/root-data';
import { useFreeShippingValues } from '../features/delivery/free-shipping';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'content.faq.title'),
      description: translate(language, 'content.faq.description'),
      path: '/faq',
    },
    matches,
  );
};

// <details> opens and closes without any script, so the page stays as light as plain text.
export default function Faq() {
  const supportHours = useRootData()?.shop.support_hours;
  const t = useT();
  // "Is shipping free?" names the fee rules' thresholds, the ones checkout applies.
  const freeFrom = useFreeShippingValues() ?? undefined;
  const [hoursBefore, hoursAfter] = t('content.faq.reach-answer', { hours: '\u0000' }).split('\u0000');
  const [missBefore, missAfter] = t('content.faq.not-found', { link: '\u0000' }).split('\u0000');
  return (
    <ContentArticle title={t('content.faq.title')} meta={t('content.faq.meta')}>
      {faqSections(t, freeFrom).map((section) => (
        <section key={section.key} className="faq-section" aria-labelledby={`faq-${section.key}`}>
          <h2 id={`faq-${section.key}`}>{section.title}</h2>
          {section.questions.map(({ key, q, a }) => (
            <details key={key} className="faq-item">
              <summary>{q}</summary>
              <div className="faq-answer">{a}</div>
            </details>
          ))}
        </section>
      ))}
      {supportHours && (
        <section className="faq-section" aria-labelledby="faq-getting-help">
          <h2 id="faq-getting-help">{t('content.faq.help')}</h2>
          <details className="faq-item">
            <summary>{t('content.faq.reach')}</summary>
            <div className="faq-answer">
              <p>
                {hoursBefore}
                <strong className="support-hours">{supportHours}</strong>
                {hoursAfter}
              </p>
            </div>
          </details>
        </section>
      )}
      <p className="content-cta">
        {missBefore}
        <Link to="/contact-us">{t('nav.contact')}</Link>
        {missAfter}
      </p>
    </ContentArticle>
  );
}
