import { CartForm } from './cart-form';
import { useCart } from './use-cart';

interface AddToCartButtonProps {
  productId: number;
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
  quantityInStock,
  className = 'button add-to-cart',
}: AddToCartButtonProps) {
  const inCart = useCart().has(productId);
  const soldOut = quantityInStock < 1;
  return (
    <CartForm intent="add" productId={productId}>
      <button type="submit" className={className} disabled={inCart || soldOut}>
        {soldOut ? 'Out of stock' : inCart ? 'In cart' : 'Add to cart'}
      </button>
    </CartForm>
  );
}
