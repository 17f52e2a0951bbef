import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@oja/shared/catalog';
import { cardPack } from './variants';

const pack = (id: number, label: string, quantity: number): ProductVariant => ({
  id,
  sku: `S-${id}`,
  label,
  price: 5,
  price_naira: 4000,
  regular_price: 5,
  regular_price_naira: 4000,
  quantity,
  image_url: null,
});

describe("a card's pack (QA E27: the card said the sum of all packs beside a button that adds one)", () => {
  it('shows the stock of the pack "Add to cart" adds, named when there are several', () => {
    const shown = cardPack({ quantity: 140, variants: [pack(1, '200 g', 80), pack(2, '1 kg', 60)] });
    expect(shown).toEqual({ variant: expect.objectContaining({ id: 1 }), quantity: 80, label: '200 g' });
  });

  it('adds the first pack in stock when the first is sold out', () => {
    const shown = cardPack({ quantity: 60, variants: [pack(1, '200 g', 0), pack(2, '1 kg', 60)] });
    expect([shown.variant?.id, shown.quantity, shown.label]).toEqual([2, 60, '1 kg']);
  });

  it('is out of stock only when every pack is', () => {
    const shown = cardPack({ quantity: 0, variants: [pack(1, '200 g', 0), pack(2, '1 kg', 0)] });
    expect([shown.variant?.id, shown.quantity]).toEqual([1, 0]);
  });

  it("names no pack for a product with one or none, and uses the product's own stock without packs", () => {
    expect(cardPack({ quantity: 9, variants: [pack(1, '6 yards', 9)] }).label).toBeUndefined();
    expect(cardPack({ quantity: 12, variants: [] })).toEqual({ variant: null, quantity: 12, label: undefined });
    expect(cardPack({ quantity: 12 })).toEqual({ variant: null, quantity: 12, label: undefined });
  });
});
