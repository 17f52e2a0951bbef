import { lazy, Suspense, useState } from 'react';
import type { Product } from '@oja/shared/catalog';
import { useCurrency } from '../../lib/currency';
import { ProductCard } from './product-card';

// The image popup's code is not part of the page's first load (decision 0032): it is fetched when
// the pointer or a finger first comes over the grid, or a card's image gets focus, and the popup is
// rendered from its first opening on.
const loadPopup = () => import('./product-popup');
const ProductPopup = lazy(() => loadPopup().then((m) => ({ default: m.ProductPopup })));
const prefetchPopup = () => void loadPopup().catch(() => undefined);

/** Cards in the current currency; a card's image opens the popup. The first row loads eagerly. */
export function ProductGrid({ products, popup = true }: { products: Product[]; popup?: boolean }) {
  const currency = useCurrency();
  const [open, setOpen] = useState<Product | null>(null);
  const [opened, setOpened] = useState(false);
  const openPopup = (product: Product) => {
    setOpened(true);
    setOpen(product);
  };
  return (
    <>
      <div
        className="product-grid"
        onPointerOver={popup && !opened ? prefetchPopup : undefined}
        onFocus={popup && !opened ? prefetchPopup : undefined}
      >
        {products.map((p, i) => (
          <ProductCard
            key={p.id}
            product={p}
            currency={currency}
            eager={i < 4}
            priority={i === 0}
            onOpen={popup ? openPopup : undefined}
          />
        ))}
      </div>
      {popup && opened && (
        <Suspense fallback={null}>
          <ProductPopup product={open} currency={currency} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
