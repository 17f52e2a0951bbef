import { Link, useRouteLoaderData } from 'react-router';
import type { ShopInfo } from '@oja/shared/shop';
import type { Route } from './+types/contact-us';
import { ContentArticle } from '../features/content/content-article';
import { jsonLd } from '../lib/json-ld';
import { seoMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: 'Contact us',
      description:
        'E-mail, phone and address of Oja in Lagos, and when we answer. Ask us about products, orders, delivery and payment.',
      path: '/contact-us',
    },
    matches,
  );

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

export default function ContactUs() {
  const shop = useRouteLoaderData<typeof rootLoader>('root')?.shop;
  return (
    <ContentArticle
      title="Contact us"
      meta="Questions about a product, an order, delivery or payment? Real people answer."
    >
      {shop ? (
        <>
          <p className="support-line">
            We answer the phone and e-mail <strong className="support-hours">{shop.support_hours}</strong>.
          </p>
          <ul className="card-list contact-cards">
            <li className="info-card">
              <h2>E-mail</h2>
              <p>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
              <p className="muted">Write at any time: we reply within a few hours during our opening hours.</p>
            </li>
            <li className="info-card">
              <h2>Phone</h2>
              <p>
                <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>
              </p>
              <p className="muted">Calls are answered during our opening hours.</p>
            </li>
            <li className="info-card">
              <h2>Our store</h2>
              <address>{shop.location}</address>
              <p className="muted">Orders are packed and dispatched from here.</p>
            </li>
          </ul>
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organization(shop)) }} />
        </>
      ) : null}
      <div className="prose">
        <h2>Before you write</h2>
        <ul>
          <li>
            About an order: please give us its order ID, which you find in{' '}
            <Link to="/dashboard/my-orders">My Orders</Link>.
          </li>
          <li>
            Something arrived damaged, spoilt or wrong: send a photo within 24 hours of delivery and we will replace or
            refund it.
          </li>
          <li>
            Delivery areas and times, fees, payment and returns are explained in our <Link to="/faq">FAQ</Link>.
          </li>
        </ul>
        <p>
          Suppliers, farmers and artisans who would like to sell through Oja, and anyone who wants to work with us, are
          welcome to write too; see also <Link to="/careers">Careers</Link>.
        </p>
      </div>
    </ContentArticle>
  );
}
