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

export function ProductCard({ product, currency }: { product: Product; currency: Currency }) {
  return (
    <article className="product-card">
      <SaveButton productId={product.id} title={product.title} className="card-save" />
      <ProductImage product={product} sizes={cardImageSizes} />
      <h3 className="product-title">{product.title}</h3>
      <Rating rating={product.rating} count={product.rating_count} />
      <Price product={product} currency={currency} />
      <p className={product.quantity > 0 ? 'stock' : 'stock stock-out'}>{stockLabel(product.quantity)}</p>
      <AddToCartButton productId={product.id} quantityInStock={product.quantity} />
    </article>
  );
}
