import { Link } from 'react-router';
import { catalogLanguageOf } from '../i18n/catalog-language.server';
import type { Route } from './+types/home';
import { apiData } from '../lib/api.server';
import { useCurrency } from '../lib/currency';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT, type MessageId } from '../i18n/i18n';
import { languageOfRequest } from '@oja/shared/languages';
import { ProductCard } from '../features/catalog/product-card';
import { useFreeShippingPromise } from '../features/delivery/free-shipping';
import { heroImages } from '../features/home/hero-images';
import { SearchForm } from '../ui/site-header';
import { BasketIcon } from '../ui/icons';
import { HeadsetIcon, ShieldIcon, TagIcon, TruckIcon } from '../features/home/icons';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { hydrateLater } from '../ui/later';
import { useRootData } from '../lib/root-data';

// Not part of the first load (decision 0032): the hero's rotation starts after the page's load
// event anyway, and the testimonials and contact block are below the products. The server renders
// them in full; they hydrate once their code is in.
const HeroBackdrop = hydrateLater(
  import.meta.env.SSR ? (await import('../features/home/hero-backdrop')).HeroBackdrop : null,
  () => import('../features/home/hero-backdrop').then((m) => m.HeroBackdrop),
);
const Testimonials = hydrateLater(
  import.meta.env.SSR ? (await import('../features/reviews/testimonials')).Testimonials : null,
  () => import('../features/reviews/testimonials').then((m) => m.Testimonials),
);
const ContactBlock = hydrateLater(
  import.meta.env.SSR ? (await import('../features/home/contact-block')).ContactBlock : null,
  () => import('../features/home/contact-block').then((m) => m.ContactBlock),
);

// The `home` area is not named: its texts come with the page's data (homeTexts below).
export const handle = { ...styleParts('catalog', 'storefront', 'home'), ...messageAreas('storefront') };

/**
 * The home page's own texts (the `home` area of the catalogue, decision 0034), translated by the
 * server and sent with the page's data, so the browser loads no message chunk for them: they are in
 * the page's HTML anyway, where they compress against the rendered text.
 */
const homeTexts = [
  'home.meta.title',
  'home.meta.description',
  'home.hero.title',
  'home.hero.text',
  'home.hero.search',
  'home.hero.play',
  'home.hero.pause',
  'home.popular-categories',
  'home.popular',
  'home.services',
  'home.service.shipping',
  'home.service.shipping-text',
  'home.service.support',
  'home.service.support-text',
  'home.service.payment',
  'home.service.payment-text',
  'home.service.offers',
  'home.service.offers-text',
  'home.banner.title',
  'home.banner.text',
] as const satisfies readonly MessageId[];
type HomeText = (typeof homeTexts)[number];

/** The six categories the home page's strip links to, in the spec's order. */
const stripSlugs = ['spices', 'beauty-products', 'art', 'food-stuff', 'african-fabrics', 'herbs'];
const sampleSize = 21;
const testimonialCount = 6;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = (id: HomeText) => loaderData?.texts[id] ?? translate(languageFromMatches(matches), id);
  return seoMeta({ title: text('home.meta.title'), description: text('home.meta.description'), path: '/' }, matches);
};

export const links: Route.LinksFunction = () => [
  // The first hero layer is the page's largest picture: fetch it early and first.
  { rel: 'preload', as: 'image', href: heroImages[0]!, type: 'image/svg+xml', fetchPriority: 'high' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const [sample, testimonials] = await Promise.all([
    apiData(context, `/api/products/?sort=rating&limit=${sampleSize}&lang=${catalogLanguageOf(request)}`),
    apiData(context, `/api/reviews/?limit=${testimonialCount}`),
  ]);
  const { language } = languageOfRequest(request);
  const texts = Object.fromEntries(homeTexts.map((id) => [id, translate(language, id)])) as Record<HomeText, string>;
  return { sample, testimonials, texts };
}

/**
 * The first tile is the free-shipping promise in the shopper's currency (features/delivery); the
 * second tells the support hours from the shop's one setting (SUPPORT_HOURS), as the contact page
 * and the FAQ do, so no page promises more than the others.
 */
const services: { icon: React.ReactNode; title: HomeText; text: HomeText; promise?: true; hours?: true }[] = [
  { icon: <TruckIcon />, title: 'home.service.shipping', text: 'home.service.shipping-text', promise: true },
  { icon: <HeadsetIcon />, title: 'home.service.support', text: 'home.service.support-text', hours: true },
  { icon: <ShieldIcon />, title: 'home.service.payment', text: 'home.service.payment-text' },
  { icon: <TagIcon />, title: 'home.service.offers', text: 'home.service.offers-text' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const categories = root?.categories ?? [];
  const currency = useCurrency();
  const strip = stripSlugs.flatMap((slug) => categories.filter((c) => c.slug === slug));
  const promise = useFreeShippingPromise();
  const t = useT();
  const text = (id: HomeText) => loaderData.texts[id];
  return (
    <>
      <section className="hero">
        <HeroBackdrop images={heroImages} labels={{ play: text('home.hero.play'), pause: text('home.hero.pause') }} />
        <div className="container hero-inner">
          <h1>{text('home.hero.title')}</h1>
          <p>{text('home.hero.text')}</p>
          <SearchForm className="search hero-search" label={text('home.hero.search')} />
        </div>
      </section>

      <nav className="container category-strip" aria-label={text('home.popular-categories')}>
        {strip.map((c) => (
          <Link key={c.slug} to={`/categories/${c.slug}`} className="category-chip">
            {/* A category staff left without an icon shows the shop's default one. */}
            {c.icon ? <img src={c.icon} alt="" width="40" height="40" /> : <BasketIcon width="40" height="40" />}
            <span>{c.title}</span>
          </Link>
        ))}
      </nav>

      <div className="container home-body">
        <aside className="category-side" aria-label={t('home.all-categories')}>
          <h2>{t('footer.categories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/categories/${c.slug}`}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
        <section className="sample" aria-labelledby="sample-heading">
          <h2 id="sample-heading">{text('home.popular')}</h2>
          <div className="product-grid">
            {loaderData.sample.map((p) => (
              <ProductCard key={p.id} product={p} currency={currency} />
            ))}
          </div>
        </section>
      </div>

      <section className="container services" aria-label={text('home.services')}>
        {services.map((s) => (
          <div key={s.title} className="service">
            {s.icon}
            <div>
              <h3>{s.promise && promise ? promise : text(s.title)}</h3>
              {s.hours ? (
                <p className="support-hours">{root?.shop.support_hours ?? text(s.text)}</p>
              ) : (
                <p>{text(s.text)}</p>
              )}
            </div>
          </div>
        ))}
      </section>

      <Testimonials reviews={loaderData.testimonials} />

      <section className="banner">
        <div className="container">
          <h2>{text('home.banner.title')}</h2>
          <p>{text('home.banner.text')}</p>
        </div>
      </section>

      {root?.shop && <ContactBlock shop={root.shop} />}
    </>
  );
}
