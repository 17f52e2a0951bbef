import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';
import { ModalDialog } from '../../ui/dialog';
import { CloseIcon } from '../../ui/icons';
import { Price } from './price';
import { useT } from '../../i18n/i18n';
import { productPath, StockLabel } from './product-card';
import { Rating } from './rating';
import { VariantPicker } from './variant-picker';
import { asShown, chosenVariant } from './variants';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SaveButton } from '../saved/save-button';
import { pictureOf } from '../../lib/picture';

/** The category page's image popup: larger image, title, stock, description and price. */
export function ProductPopup({
  product,
  currency,
  onClose,
}: {
  product: Product | null;
  currency: Currency;
  onClose: () => void;
}) {
  const titleId = useId();
  const t = useT();
  const [wanted, setWanted] = useState<{ product: number; variant: number } | null>(null);
  const variant = product ? chosenVariant(product, wanted?.product === product.id ? wanted.variant : null) : null;
  const shown = product ? asShown(product, variant) : null;
  return (
    <ModalDialog open={product !== null} onClose={onClose} labelledBy={titleId} className="popup">
      {product && shown && (
        <div className="popup-body">
          <button type="button" className="icon-button popup-close" aria-label={t('menu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
          <img src={pictureOf(shown.image_url)} alt={product.title} width="600" height="600" className="popup-image" />
          <div className="popup-text">
            <h2 id={titleId}>{product.title}</h2>
            <Rating rating={product.rating} count={product.rating_count} />
            <Price product={shown} currency={currency} />
            <VariantPicker
              variants={product.variants ?? []}
              chosen={variant}
              onChoose={(v) => setWanted({ product: product.id, variant: v.id })}
            />
            <p className={shown.quantity > 0 ? 'stock' : 'stock stock-out'}>
              <StockLabel quantity={shown.quantity} />
            </p>
            <p className="popup-description">{product.description}</p>
            <div className="popup-actions">
              <AddToCartButton productId={product.id} variantId={variant?.id} quantityInStock={shown.quantity} />
              <SaveButton productId={product.id} title={product.title} />
              <Link to={productPath(product.slug) + (variant ? `?variant=${variant.id}` : '')}>
                {t('product.popup.details')}
              </Link>
            </div>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
