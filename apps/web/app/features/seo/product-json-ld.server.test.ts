import { describe, expect, it } from 'vitest';
import type { Product } from '@oja/shared/catalog';
import { productJsonLd } from './product-json-ld.server';

const origin = 'https://oja.example';
const product = (p: Partial<Product> = {}): Product => ({
  id: 42,
  slug: 'ofada-rice-5kg',
  title: 'Ofada rice, 5 kg',
  description: 'Local unpolished rice.',
  image_url: '/media/products/ofada.jpg',
  images: null,
  price: 9.5,
  price_naira: 14250,
  regular_price: 9.5,
  regular_price_naira: 14250,
  percent_off: 0,
  quantity: 7,
  show: true,
  category: 2,
  category_slug: 'grains',
  rating: null,
  rating_count: 0,
  ...p,
});

describe('productJsonLd', () => {
  it('describes the product and its offer in the shopper’s currency, with absolute addresses', () => {
    const ld = productJsonLd(product(), 'NGN', origin, 'Grains');
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ofada rice, 5 kg',
      description: 'Local unpolished rice.',
      image: 'https://oja.example/media/products/ofada.jpg',
      sku: '42',
      url: 'https://oja.example/products/ofada-rice-5kg',
      category: 'Grains',
      offers: {
        '@type': 'Offer',
        url: 'https://oja.example/products/ofada-rice-5kg',
        price: '14250.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('offers the dollar price to a shopper paying in dollars, and keeps an image URL already absolute', () => {
    const ld = productJsonLd(product({ image_url: 'https://cdn.example/ofada.jpg' }), 'USD', origin);
    expect(ld.offers).toMatchObject({ price: '9.50', priceCurrency: 'USD' });
    expect(ld.image).toBe('https://cdn.example/ofada.jpg');
    expect(ld).not.toHaveProperty('category');
  });

  it('gives a sale its regular price as the strikethrough price', () => {
    const sale = product({
      price_naira: 12000,
      regular_price_naira: 15000,
      price: 8,
      regular_price: 10,
      percent_off: 20,
    });
    expect(productJsonLd(sale, 'NGN', origin).offers).toMatchObject({
      price: '12000.00',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: '15000.00',
        priceCurrency: 'NGN',
      },
    });
    expect(productJsonLd(sale, 'USD', origin).offers).toMatchObject({
      price: '8.00',
      priceSpecification: { price: '10.00', priceCurrency: 'USD' },
    });
    expect(productJsonLd(product(), 'NGN', origin).offers).not.toHaveProperty('priceSpecification');
  });

  it('says out of stock when none is left', () => {
    expect(productJsonLd(product({ quantity: 0 }), 'NGN', origin).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('has a rating only when reviews gave one', () => {
    expect(productJsonLd(product({ rating: 4.5, rating_count: 12 }), 'NGN', origin).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd(product(), 'NGN', origin)).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product({ rating: 4, rating_count: 0 }), 'NGN', origin)).not.toHaveProperty('aggregateRating');
  });
});
