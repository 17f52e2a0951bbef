import { describe, expect, it } from 'vitest';
import type { CompiledMessages } from '@oja/shared/messages';
import type { ActivePromotion } from '@oja/shared/promotions';
import { registerCatalogue } from '../../i18n/i18n';
import * as homeEn from '../../i18n/compiled/home-en';
import * as homeHa from '../../i18n/compiled/home-ha';
import { promotionNote, promotionsShown } from './promotions-shown.server';

// As the server does at start (entry.server.tsx): the `home` area holds the `promotion.*` messages.
registerCatalogue('en', 'home', homeEn.messages as CompiledMessages);
registerCatalogue('ha', 'home', homeHa.messages as CompiledMessages);

const spices = { id: 3, slug: 'spices', title: 'Spices' };
const fabrics = { id: 5, slug: 'fabrics', title: 'Fabrics' };
const promotion = (p: Partial<ActivePromotion>): ActivePromotion => ({
  id: 1,
  name: 'A promotion',
  kind: 'category_percent',
  percent: 0,
  buy_quantity: 0,
  free_quantity: 0,
  ends_at: null,
  category: null,
  ...p,
});

// 31 December 2026, 23:00 UTC: already 1 January 2027 in Lagos (UTC+1).
const newYearInLagos = Date.UTC(2026, 11, 31, 23, 0);

describe('promotionsShown', () => {
  it('says what each running promotion gives, until when, and where to find it', () => {
    const shown = promotionsShown(
      [
        promotion({ id: 1, name: 'Spice week', percent: 15, category: spices, ends_at: newYearInLagos }),
        promotion({ id: 2, name: 'Sitewide', percent: 5 }),
        promotion({
          id: 3,
          name: 'Wrappers',
          kind: 'buy_x_get_y',
          buy_quantity: 2,
          free_quantity: 1,
          category: fabrics,
        }),
      ],
      'en',
      'Africa/Lagos',
    );
    expect(shown.title).toBe('Promotions running now');
    expect(shown.items).toEqual([
      {
        id: 1,
        name: 'Spice week',
        gives: '15 % off everything in Spices',
        ends: 'Until 1 Jan 2027, 00:00',
        href: '/categories/spices',
        see: 'See Spices',
      },
      {
        id: 2,
        name: 'Sitewide',
        gives: '5 % off everything in the shop',
        ends: null,
        href: '/categories',
        see: 'See every category',
      },
      {
        id: 3,
        name: 'Wrappers',
        gives: 'Buy 2, get 1 free',
        ends: null,
        href: '/categories/fabrics',
        see: 'See Fabrics',
      },
    ]);
  });

  it('speaks the page’s language', () => {
    const shown = promotionsShown([promotion({ percent: 10 })], 'ha', 'Africa/Lagos');
    expect(shown.title).toBe('Rangwamen da ke gudana yanzu');
    expect(shown.items[0]?.gives).toBe('Rangwamen 10 % a kan duk kayan shago');
  });

  it('has no items when nothing runs', () => {
    expect(promotionsShown([], 'en', 'Africa/Lagos').items).toEqual([]);
  });
});

describe('promotionNote', () => {
  const running = [
    promotion({ id: 1, name: 'Wrappers', kind: 'buy_x_get_y', buy_quantity: 3, free_quantity: 1, category: fabrics }),
    promotion({ id: 2, name: 'Fabric fair', percent: 10, category: fabrics }),
    promotion({ id: 3, name: 'Sitewide', percent: 5 }),
    promotion({ id: 4, name: 'Spice week', percent: 20, category: spices }),
  ];

  it('names the largest percentage off among those covering the product’s category', () => {
    expect(promotionNote(running, fabrics.id, 'en')).toBe('10 % off in the cart (Fabric fair)');
    expect(promotionNote(running, spices.id, 'en')).toBe('20 % off in the cart (Spice week)');
  });

  it('a promotion for every product covers a category with none of its own', () => {
    expect(promotionNote(running, 99, 'en')).toBe('5 % off in the cart (Sitewide)');
  });

  it('falls back to a buy X get Y when no percentage covers the product', () => {
    expect(promotionNote([running[0]!], fabrics.id, 'en')).toBe('Buy 3, get 1 free in the cart (Wrappers)');
  });

  it('is null when nothing covers the product', () => {
    expect(promotionNote([running[0]!, running[3]!], 99, 'en')).toBeNull();
    expect(promotionNote([], fabrics.id, 'en')).toBeNull();
  });
});
