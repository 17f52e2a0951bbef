import type { Product } from '@oja/shared/catalog';
import { formatMajor, type Currency } from '@oja/shared/money';
import { useT } from '../../i18n/i18n';

type Priced = Pick<Product, 'price' | 'price_naira' | 'regular_price' | 'regular_price_naira' | 'percent_off'>;

/** The price a buyer pays now; on offer, the regular price struck through and the saving. */
export function Price({ product, currency, from = false }: { product: Priced; currency: Currency; from?: boolean }) {
  const t = useT();
  const now = currency === 'NGN' ? product.price_naira : product.price;
  const regular = currency === 'NGN' ? product.regular_price_naira : product.regular_price;
  return (
    <p className="price">
      {from && <span className="price-from">{`${t('price.from')} `}</span>}
      <span className="price-now">{formatMajor(now, currency)}</span>
      {product.percent_off > 0 && (
        <>
          {' '}
          <s className="price-was" aria-label={t('price.was', { price: formatMajor(regular, currency) })}>
            {formatMajor(regular, currency)}
          </s>{' '}
          <span className="price-off">-{product.percent_off}%</span>
        </>
      )}
    </p>
  );
}
