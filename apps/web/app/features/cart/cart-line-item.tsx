import { formatMajor, type Currency } from '@oja/shared/money';
import type { CartLine } from '@oja/shared/cart';
import { MinusIcon, PlusIcon, TrashIcon } from './icons';
import { CartForm } from './cart-form';
import { pictureOf } from '../../lib/picture';
import { useT } from '../../i18n/i18n';

/** One line of the cart: image, title, unit price, line total, −, + and delete. */
export function CartLineItem({ line, currency }: { line: CartLine; currency: Currency }) {
  const unit = currency === 'NGN' ? line.item.price_naira : line.item.price;
  const lineTotal = currency === 'NGN' ? line.totalNairaPrice : line.totalPrice;
  const atStock = line.quantity >= line.item.quantity_in_stock;
  const t = useT();
  const off = currency === 'NGN' ? line.discount_naira : line.discount;
  const name = line.variant_label ? `${line.item.title} (${line.variant_label})` : line.item.title;
  return (
    <li className="cart-line">
      <img src={pictureOf(line.item.image_url)} alt="" width="64" height="64" />
      <div className="cart-line-main">
        <p className="cart-line-title">{line.item.title}</p>
        {line.variant_label && <p className="cart-line-variant">{line.variant_label}</p>}
        <p className="cart-line-unit">{t('cart.line.unit', { price: formatMajor(unit, currency) })}</p>
        {line.promotion && off !== undefined && off > 0 && (
          <p className="cart-promo">
            {t('cart.promo.line', { name: line.promotion, amount: formatMajor(off, currency) })}
          </p>
        )}
        <div className="cart-line-controls">
          <CartForm intent="decrement" productId={line.item.id} variantId={line.variant_id}>
            <button
              type="submit"
              className="qty-button"
              disabled={line.quantity <= 1}
              aria-label={t('cart.line.less', { name })}
            >
              <MinusIcon />
            </button>
          </CartForm>
          <span className="qty" aria-label={t('cart.line.quantity', { count: line.quantity })}>
            {line.quantity}
          </span>
          <CartForm intent="increment" productId={line.item.id} variantId={line.variant_id}>
            <button
              type="submit"
              className="qty-button"
              disabled={atStock}
              aria-label={t('cart.line.more', { name })}
              title={atStock ? t('cart.line.at-stock', { count: line.item.quantity_in_stock }) : undefined}
            >
              <PlusIcon />
            </button>
          </CartForm>
        </div>
      </div>
      <div className="cart-line-side">
        <p className="cart-line-total">{formatMajor(lineTotal, currency)}</p>
        <CartForm intent="remove" productId={line.item.id} variantId={line.variant_id}>
          <button type="submit" className="icon-button remove-line" aria-label={t('cart.line.remove', { name })}>
            <TrashIcon />
          </button>
        </CartForm>
      </div>
    </li>
  );
}
