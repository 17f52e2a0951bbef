import { Link } from 'react-router';
import type { ProductVariant } from '@oja/shared/catalog';
import { useT } from '../../i18n/i18n';

/**
 * The choice of a product's variants (pack sizes, colours and lengths). On the product page each
 * is a link to `?variant=` (the address keeps the choice, and it works without JavaScript); in the
 * popup a button.
 */
export function VariantPicker({
  variants,
  chosen,
  onChoose,
}: {
  variants: ProductVariant[];
  chosen: ProductVariant | null;
  onChoose?: (variant: ProductVariant) => void;
}) {
  const t = useT();
  if (variants.length < 2) return null;
  return (
    <div className="variants" role="group" aria-label={t('variant.options')}>
      <p className="variants-label">
        {t('variant.option')} <strong>{chosen?.label}</strong>
      </p>
      <ul>
        {variants.map((v) => {
          const current = v.id === chosen?.id;
          const label = v.quantity > 0 ? v.label : t('variant.out-of-stock', { label: v.label });
          return (
            <li key={v.id}>
              {onChoose ? (
                <button
                  type="button"
                  className="variant"
                  aria-pressed={current}
                  aria-label={label}
                  onClick={() => onChoose(v)}
                >
                  {v.label}
                </button>
              ) : (
                <Link
                  className="variant"
                  to={`?variant=${v.id}`}
                  replace
                  preventScrollReset
                  aria-current={current ? 'true' : undefined}
                  aria-label={label}
                >
                  {v.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
