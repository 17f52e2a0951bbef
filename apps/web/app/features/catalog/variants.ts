import type { Product, ProductVariant } from '@oja/shared/catalog';
import type { Currency } from '@oja/shared/money';

/** The variant a shopper looks at: the one asked for (`?variant=`), else the first (the default). */
export function chosenVariant(product: Pick<Product, 'variants'>, wanted?: number | null): ProductVariant | null {
  const variants = product.variants ?? [];
  return variants.find((v) => v.id === wanted) ?? variants[0] ?? null;
}

/**
 * What a card's "Add to cart" adds and the stock it shows beside it (QA E27): the first pack in
 * stock (else the first), its stock, and its label when there are several packs; never the sum of
 * all packs beside a button that adds one. A product without packs: its own stock.
 */
export function cardPack(product: Pick<Product, 'variants' | 'quantity'>) {
  const variants = product.variants ?? [];
  const variant = variants.find((v) => v.quantity > 0) ?? variants[0] ?? null;
  return {
    variant,
    quantity: variant?.quantity ?? product.quantity,
    label: variants.length > 1 ? variant?.label : undefined,
  };
}

const percentOff = (regular: number, now: number) =>
  regular > 0 && now < regular ? Math.round((1 - now / regular) * 100) : 0;

/** What the price, stock and image show: the variant's own, or the product's when it has none. */
export function asShown(product: Product, variant: ProductVariant | null) {
  if (!variant) return { ...product, label: null };
  return {
    ...product,
    price: variant.price,
    price_naira: variant.price_naira,
    regular_price: variant.regular_price,
    regular_price_naira: variant.regular_price_naira,
    percent_off: percentOff(variant.regular_price, variant.price),
    quantity: variant.quantity,
    image_url: variant.image_url ?? product.image_url,
    images: variant.image_url ? null : product.images,
    label: variant.label,
  };
}

/** The cheapest variant when the variants' prices differ (cards show "from …"), else null. */
export function cheapestVariant(product: Pick<Product, 'variants'>, currency: Currency): ProductVariant | null {
  const variants = product.variants ?? [];
  if (variants.length < 2) return null;
  const price = (v: ProductVariant) => (currency === 'NGN' ? v.price_naira : v.price);
  const cheapest = variants.reduce((a, b) => (price(b) < price(a) ? b : a));
  return variants.every((v) => price(v) === price(cheapest)) ? null : cheapest;
}
