import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { SaveButton } from '../saved/save-button';
import { Price } from './price';
import { cardImageSizes, ProductImage } from './product-image';
import { Rating } from './rating';
import { asShown, cardPack, cheapestVariant } from './variants';
import { useT } from '../../i18n/i18n';

/** "12 items Left" or "Out of stock", in the page's language. */
export function StockLabel({ quantity }: { quantity: number }) {
  const t = useT();
  return quantity > 0 ? t('stock.left', { count: quantity }) : t('stock.out');
}

/** A card's stock line: the stock of the pack its "Add to cart" adds, named when there are several. */
export function PackStock({ pack }: { pack: ReturnType<typeof cardPack> }) {
  return (
    <p className={pack.quantity > 0 ? 'stock' : 'stock stock-out'}>
      <StockLabel quantity={pack.quantity} />
      {pack.label ? ` · ${pack.label}` : null}
    </p>
  );
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
  // Variants with different prices: "from" the cheapest. "Add to cart" adds the first pack in
  // stock, and the stock line is that pack's, named when there are several.
  const cheapest = cheapestVariant(product, currency);
  const pack = cardPack(product);
  const priced = cheapest ? asShown(product, cheapest) : asShown(product, pack.variant);
  const t = useT();
  return (
    <article className="product-card">
      <SaveButton productId={product.id} title={product.title} className="card-save" />
      <a
        href={href}
        className="product-image"
        aria-label={t('product.larger-image', { title: product.title })}
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
      <Price product={priced} currency={currency} from={cheapest !== null} />
      <PackStock pack={pack} />
      <div className="card-actions">
        <AddToCartButton productId={product.id} variantId={pack.variant?.id} quantityInStock={pack.quantity} />
        {children}
      </div>
    </article>
  );
}
