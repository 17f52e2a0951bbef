import { Link } from 'react-router';
import type { Route } from './+types/about-us';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT, type MessageId } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useFreeShippingValues } from '../features/delivery/free-shipping';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'nav.about'),
      description: translate(language, 'content.about.description'),
      path: '/about-us',
    },
    matches,
  );
};

const promises = [
  { title: 'content.about.promise.prices', text: 'content.about.promise.prices-text' },
  { title: 'content.about.promise.stock', text: 'content.about.promise.stock-text' },
  { title: 'content.about.promise.checkout', text: 'content.about.promise.checkout-text' },
  { title: 'content.about.promise.payment', text: 'content.about.promise.payment-text' },
] satisfies { title: MessageId; text: MessageId }[];

export default function AboutUs() {
  const t = useT();
  // The checkout promise names the fee rules' free-shipping thresholds, as checkout applies them.
  const freeFrom = useFreeShippingValues() ?? undefined;
  return (
    <ContentArticle title={t('nav.about')} meta={t('content.about.meta')}>
      <div className="prose">
        <p>{t('content.about.intro')}</p>
        <h2>{t('content.about.buyers')}</h2>
        <p>{t('content.about.buyers-text')}</p>
        <h2>{t('content.about.delivery')}</h2>
        <p>{t('content.about.delivery-text')}</p>
        <h2>{t('content.about.promises')}</h2>
      </div>
      <ul className="card-list">
        {promises.map((p) => (
          <li key={p.title} className="info-card">
            <h3>{t(p.title)}</h3>
            <p>{t(p.text, freeFrom)}</p>
          </li>
        ))}
      </ul>
      <p className="content-cta">
        <Link className="button" to="/">
          {t('content.about.start')}
        </Link>{' '}
        <Link to="/contact-us">{t('content.about.talk')}</Link>
      </p>
    </ContentArticle>
  );
}
