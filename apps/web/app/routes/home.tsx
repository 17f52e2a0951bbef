import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { apiData } from '../lib/api.server';
import { useCurrency } from '../lib/currency';
import { seoMeta } from '../lib/seo';
import { ProductCard } from '../features/catalog/product-card';
import { ContactBlock } from '../features/home/contact-block';
import { useFreeShippingPromise } from '../features/delivery/free-shipping';
import { heroImages, HeroBackdrop } from '../features/home/hero-backdrop';
import { Testimonials } from '../features/reviews/testimonials';
import { SearchForm } from '../ui/site-header';
import { HeadsetIcon, ShieldIcon, TagIcon, TruckIcon } from '../ui/icons';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';

export const handle = styleParts('catalog', 'storefront');

/** The six categories the home page's strip links to, in the spec's order. */
const stripSlugs = ['spices', 'beauty-products', 'art', 'food-stuff', 'african-fabrics', 'herbs'];
const sampleSize = 21;
const testimonialCount = 6;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(
    {
      title: 'Oja | Groceries and African indigenous goods, delivered',
      description:
        'Shop daily groceries and African indigenous foods, spices, herbs, beauty products, fabrics and art. Prices in naira and US dollars.',
      path: '/',
    },
    matches,
  );

export const links: Route.LinksFunction = () => [
  // The first hero layer is the page's largest picture: fetch it early and first.
  { rel: 'preload', as: 'image', href: heroImages[0]!, type: 'image/svg+xml', fetchPriority: 'high' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const [sample, testimonials] = await Promise.all([
    apiData(context, `/api/products/?sort=rating&limit=${sampleSize}`),
    apiData(context, `/api/reviews/?limit=${testimonialCount}`),
  ]);
  return { sample, testimonials };
}

/** The first tile is the free-shipping promise in the shopper's currency (features/delivery). */
const services = [
  { icon: <TruckIcon />, title: 'Free shipping', text: 'To your door or a pickup station', promise: true },
  { icon: <HeadsetIcon />, title: 'Round-the-clock support', text: 'We answer day and night' },
  { icon: <ShieldIcon />, title: 'Secure payment', text: 'Paystack and Flutterwave' },
  { icon: <TagIcon />, title: 'Up to 20% off', text: 'Fresh special offers every week' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const categories = root?.categories ?? [];
  const currency = useCurrency();
  const strip = stripSlugs.flatMap((slug) => categories.filter((c) => c.slug === slug));
  const promise = useFreeShippingPromise(currency);
  return (
    <>
      <section className="hero">
        <HeroBackdrop />
        <div className="container hero-inner">
          <h1>Fresh groceries and African treasures, delivered</h1>
          <p>
            Daily needs with special offers, and indigenous foods, spices, herbs, fabrics and art from across Nigeria.
          </p>
          <SearchForm className="search hero-search" label="Search the shop" />
        </div>
      </section>

      <nav className="container category-strip" aria-label="Popular categories">
        {strip.map((c) => (
          <Link key={c.slug} to={`/categories/${c.slug}`} className="category-chip">
            <img src={c.icon} alt="" width="40" height="40" />
            <span>{c.title}</span>
          </Link>
        ))}
      </nav>

      <div className="container home-body">
        <aside className="category-side" aria-label="All categories">
          <h2>Categories</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/categories/${c.slug}`}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </aside>
        <section className="sample" aria-labelledby="sample-heading">
          <h2 id="sample-heading">Popular right now</h2>
          <div className="product-grid">
            {loaderData.sample.map((p) => (
              <ProductCard key={p.id} product={p} currency={currency} />
            ))}
          </div>
        </section>
      </div>

      <section className="container services" aria-label="Our services">
        {services.map((s) => (
          <div key={s.title} className="service">
            {s.icon}
            <div>
              <h3>{'promise' in s && promise ? promise : s.title}</h3>
              <p>{s.text}</p>
            </div>
          </div>
        ))}
      </section>

      <Testimonials reviews={loaderData.testimonials} />

      <section className="banner">
        <div className="container">
          <h2>Get Your Daily Needs From Our Store</h2>
          <p>Vegetables, fruits, fish and meat, cooking essentials and drinks, at market prices.</p>
        </div>
      </section>

      {root?.shop && <ContactBlock shop={root.shop} />}
    </>
  );
}
