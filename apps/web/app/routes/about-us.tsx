import { Link } from 'react-router';
import type { Route } from './+types/about-us';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'content.about.title'),
      description: translate(language, 'content.about.description'),
      path: '/about-us',
    },
    matches,
  );
};

const promises = [
  {
    title: 'Fair market prices',
    text: 'We buy in the markets and from producers every week and price close to what you would pay there, with special offers of up to 20% off.',
  },
  {
    title: 'What you see is in stock',
    text: 'We keep what we sell in our own store in Lagos. Every product shows how many items are left, and placing an order reserves yours.',
  },
  {
    title: 'No surprises at checkout',
    text: 'We confirm the delivery costs for your address before you pay. Orders of $20 or more ship free within our standard delivery areas.',
  },
  {
    title: 'Safe payment',
    text: 'You pay through Paystack or Flutterwave. Your card details go to them, never to us.',
  },
];

export default function AboutUs() {
  const t = useT();
  return (
    <ContentArticle title={t('content.about.title')} meta={t('content.about.meta')} englishOnly>
      <div className="prose">
        <p>
          Oja is an online shop based in Lagos. We sell two kinds of things: the groceries a household needs every week,
          and the indigenous goods that Nigeria and West Africa do best, from yaji and ehuru to shea butter, black soap,
          adire, aso-oke and carvings.
        </p>
        <h2>Who we buy from</h2>
        <p>
          Our buyers shop the markets of Lagos every week for vegetables, fruits, fish, meat and cooking essentials. For
          spices, herbs, fabrics, beauty products and art we work directly with farmers, women’s cooperatives, dyers,
          weavers and artists across the country, so more of what you pay reaches the people who made it.
        </p>
        <h2>Who we deliver to</h2>
        <p>
          We deliver across Nigeria, with prices in naira, and to shoppers abroad, with prices in US dollars: many of
          our customers are Nigerians and friends of Nigeria living far from home who miss the taste of a proper pepper
          soup. Fresh produce stays in Nigeria; dried foods, spices, herbs, beauty products, fabrics and art travel
          worldwide.
        </p>
        <h2>Our promises</h2>
      </div>
      <ul className="card-list">
        {promises.map((p) => (
          <li key={p.title} className="info-card">
            <h3>{p.title}</h3>
            <p>{p.text}</p>
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
