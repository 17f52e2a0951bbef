import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SaveButton } from '../saved/save-button';
import { Price } from './price';
import { cardImageSizes, ProductImage } from './product-image';
import { Rating } from './rating';

export function stockLabel(quantity: number) {
  return quantity > 0 ? `${quantity} items Left` : 'Out of stock';
}

export const productPath = (slug: string) => `/products/${slug}`;

interface ProductCardProps {
  product: Product;
  currency: Currency;
  /** Opens the image popup; without it (or without JavaScript) the image links to the product page. */
  onOpen?: (product: Product) => void;
  /** Above the fold: load the image at once rather than lazily. */
  eager?: boolean;
  /** The first card's image is the page's largest paint: fetch it first. */
  priority?: boolean;
  /** Room for actions at the foot of the card (the cart's add button). */
  children?: ReactNode;
}

export function ProductCard({
  product,
  currency,
  onOpen,
  eager = false,
  priority = false,
  children,
}: ProductCardProps) {
  const href = productPath(product.slug);
  return (
    <article className="product-card">
      <SaveButton productId={product.id} title={product.title} className="card-save" />
      <a
        href={href}
        className="product-image"
        aria-label={`Larger image of ${product.title}`}
        aria-haspopup={onOpen ? 'dialog' : undefined}
        onClick={(e) => {
          if (!onOpen || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          onOpen(product);
        }}
      >
        <ProductImage product={product} sizes={cardImageSizes} eager={eager || priority} priority={priority} />
      </a>
      <h3 className="product-title">
        <Link to={href}>{product.title}</Link>
      </h3>
      <Rating rating={product.rating} count={product.rating_count} />
      <Price product={product} currency={currency} />
      <p className={product.quantity > 0 ? 'stock' : 'stock stock-out'}>{stockLabel(product.quantity)}</p>
      <div className="card-actions">
        <AddToCartButton productId={product.id} quantityInStock={product.quantity} />
        {children}
      </div>
    </article>
  );
}
