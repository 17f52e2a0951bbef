import { CartForm } from './cart-form';
import { useCart } from './use-cart';
import { useT } from '../../i18n/i18n';

interface AddToCartButtonProps {
  productId: number;
  /** The variant to add (a product with variants); none: the product itself. */
  variantId?: number | null;
  /** The stock shown with the product; nothing can be added when it is 0. */
  quantityInStock: number;
  className?: string;
}

/**
 * "Add to cart" for a product card, popup or page. Disabled while the product is in the cart
 * (including the moment it is being added) and enabled again once its line is removed.
 */
export function AddToCartButton({
  productId,
  variantId,
  quantityInStock,
  className = 'button add-to-cart',
}: AddToCartButtonProps) {
  const inCart = useCart().has(productId, variantId);
  const soldOut = quantityInStock < 1;
  const t = useT();
  return (
    <CartForm intent="add" productId={productId} variantId={variantId}>
      <button type="submit" className={className} disabled={inCart || soldOut}>
        {soldOut ? t('stock.out') : inCart ? t('cart.in-cart') : t('cart.add')}
      </button>
    </CartForm>
  );
}
