import { Link } from 'react-router';
import type { SearchSuggestions } from '@oja/shared/search-suggestions';
import { ProductGrid } from './product-grid';
import { useT } from '../../i18n/i18n';

const searchHref = (text: string) => `/search?results=${encodeURIComponent(text)}`;

/**
 * A search that found nothing is never a dead end: the search as the catalogue spells it (and
 * what that finds), the popular categories and the current offers (GET /api/search-suggestions/).
 */
export function NoResultsSuggestions({ query, suggestions }: { query: string; suggestions: SearchSuggestions | null }) {
  const t = useT();
  // The suggested spelling is a link: the message is split around it.
  const [before, after = ''] = t('suggest.did-you-mean', { query: '\u0000' }).split('\u0000');
  return (
    <div className="no-results">
      <div className="empty-message">
        <p>{t('suggest.none')}</p>
        <p className="no-results-tip">{t('suggest.tip', { query })}</p>
      </div>
      {suggestions?.did_you_mean && (
        <section className="suggestion-block" aria-labelledby="did-you-mean">
          <h2 id="did-you-mean">
            {before}
            <Link to={searchHref(suggestions.did_you_mean)}>{suggestions.did_you_mean}</Link>
            {after}
          </h2>
          <ProductGrid products={suggestions.products} />
        </section>
      )}
      {suggestions && suggestions.categories.length > 0 && (
        <nav className="suggestion-block" aria-labelledby="browse-categories">
          <h2 id="browse-categories">{t('suggest.categories')}</h2>
          <div className="category-strip">
            {suggestions.categories.map((c) => (
              <Link key={c.slug} to={`/categories/${c.slug}`} className="category-chip">
                {c.icon ? <img src={c.icon} alt="" width="40" height="40" /> : null}
                <span>{c.title}</span>
              </Link>
            ))}
          </div>
        </nav>
      )}
      {suggestions && suggestions.offers.length > 0 && (
        <section className="suggestion-block" aria-labelledby="offers-now">
          <h2 id="offers-now">{t('suggest.offers')}</h2>
          <ProductGrid products={suggestions.offers} />
          <p>
            <Link to="/offers">{t('suggest.all-offers')}</Link>
          </p>
        </section>
      )}
    </div>
  );
}
