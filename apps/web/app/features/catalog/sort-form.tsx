import { useId } from 'react';
import { Form, useSubmit } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { sortOptions, type PriceSort } from '../../lib/paging';
import { useT } from '../../i18n/i18n';

/**
 * The sort select: the server sorts (by the price in the shown currency) and the page shows that
 * order. With JavaScript a change applies at once (the Sort button stays as an invisible space);
 * without it, the Sort button submits.
 */
export function SortForm({ sort, keep = {} }: { sort: PriceSort | undefined; keep?: Record<string, string> }) {
  const submit = useSubmit();
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('listing.sort.label')}</label>
      <select
        key={sort ?? ''}
        id={id}
        name="sort"
        defaultValue={sort ?? ''}
        onChange={(e) => void submit(e.currentTarget.form, { preventScrollReset: true, replace: true })}
      >
        {sortOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
      {/* Kept in place once hydrated, only invisible, so the form does not change width and move
          the products (layout shift). */}
      <button type="submit" className="button button-small" data-idle={hydrated || undefined}>
        {t('listing.sort.button')}
      </button>
    </Form>
  );
}
