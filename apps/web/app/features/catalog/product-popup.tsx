import { useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';
import { ModalDialog } from '../../ui/dialog';
import { CloseIcon } from '../../ui/icons';
import { Price } from './price';
import { productPath, stockLabel } from './product-card';
import { Rating } from './rating';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SaveButton } from '../saved/save-button';

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
  return (
    <ModalDialog open={product !== null} onClose={onClose} labelledBy={titleId} className="popup">
      {product && (
        <div className="popup-body">
          <button type="button" className="icon-button popup-close" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
          <img src={product.image_url} alt={product.title} width="600" height="600" className="popup-image" />
          <div className="popup-text">
            <h2 id={titleId}>{product.title}</h2>
            <Rating rating={product.rating} count={product.rating_count} />
            <Price product={product} currency={currency} />
            <p className={product.quantity > 0 ? 'stock' : 'stock stock-out'}>{stockLabel(product.quantity)}</p>
            <p className="popup-description">{product.description}</p>
            <div className="popup-actions">
              <AddToCartButton productId={product.id} quantityInStock={product.quantity} />
              <SaveButton productId={product.id} title={product.title} />
              <Link to={productPath(product.slug)}>View product details</Link>
            </div>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
