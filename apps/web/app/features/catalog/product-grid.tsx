import { useState } from 'react';
import type { Product } from '@oja/shared/catalog';
import { useCurrency } from '../../lib/currency';
import { ProductCard } from './product-card';
import { ProductPopup } from './product-popup';

/** Cards in the current currency; a card's image opens the popup. The first row loads eagerly. */
export function ProductGrid({ products, popup = true }: { products: Product[]; popup?: boolean }) {
  const currency = useCurrency();
  const [open, setOpen] = useState<Product | null>(null);
  return (
    <>
      <div className="product-grid">
        {products.map((p, i) => (
          <ProductCard
            key={p.id}
            product={p}
            currency={currency}
            eager={i < 4}
            priority={i === 0}
            onOpen={popup ? setOpen : undefined}
          />
        ))}
      </div>
      {popup && <ProductPopup product={open} currency={currency} onClose={() => setOpen(null)} />}
    </>
  );
}
