import { Link } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';
import type { Route } from './+types/contact-us';
import { ContentArticle } from '../features/content/content-article';
import { jsonLd } from '../lib/json-ld';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useRootData } from '../lib/root-data';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'nav.contact'),
      description: translate(language, 'content.contact.description'),
      path: '/contact-us',
    },
    matches,
  );
};

/** Search engines read the shop's contact details from this as well as from the text. */
function organization(shop: ShopInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: shop.name,
    url: shop.public_url + '/',
    email: shop.email,
    telephone: shop.phone,
    address: shop.location,
  };
}

/** A message with one part (a link, a bold time) in the middle: the text before and after it. */
const around = (text: string) => text.split('\u0000') as [string, string?];

export default function ContactUs() {
  const shop = useRootData()?.shop;
  const t = useT();
  const [hoursBefore, hoursAfter] = around(t('content.contact.hours', { hours: '\u0000' }));
  const [ordersBefore, ordersAfter] = around(t('content.contact.order-id', { link: '\u0000' }));
  const [faqBefore, faqAfter] = around(t('content.contact.faq', { link: '\u0000' }));
  const [careersBefore, careersAfter] = around(t('content.contact.suppliers', { link: '\u0000' }));
  return (
    <ContentArticle title={t('nav.contact')} meta={t('content.contact.meta')}>
      {shop ? (
        <>
          <p className="support-line">
            {hoursBefore}
            <strong className="support-hours">{shop.support_hours}</strong>
            {hoursAfter}
          </p>
          <ul className="card-list contact-cards">
            <li className="info-card">
              <h2>{t('field.email')}</h2>
              <p>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
              <p className="muted">{t('content.contact.email-text')}</p>
            </li>
            <li className="info-card">
              <h2>{t('field.phone')}</h2>
              <p>
                <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
              </p>
              <p className="muted">{t('content.contact.phone-text')}</p>
            </li>
            {shop.whatsapp_url && (
              <li className="info-card">
                <h2>WhatsApp</h2>
                <p>
                  <a href={shop.whatsapp_url}>{t('content.contact.whatsapp')}</a>
                </p>
                <p className="muted">{t('content.contact.whatsapp-text')}</p>
              </li>
            )}
            <li className="info-card">
              <h2>{t('content.contact.store')}</h2>
              <address>{shop.location}</address>
              <p className="muted">{t('content.contact.store-text')}</p>
            </li>
          </ul>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organization(shop)) }} />
        </>
      ) : null}
      <div className="prose">
        <h2>{t('content.contact.before')}</h2>
        <ul>
          <li>
            {ordersBefore}
            <Link to="/dashboard/my-orders">{t('nav.my-orders')}</Link>
            {ordersAfter}
          </li>
          <li>{t('content.contact.damaged')}</li>
          <li>
            {faqBefore}
            <Link to="/faq">{t('nav.faq')}</Link>
            {faqAfter}
          </li>
        </ul>
        <p>
          {careersBefore}
          <Link to="/careers">{t('nav.careers')}</Link>
          {careersAfter}
        </p>
      </div>
    </ContentArticle>
  );
}
