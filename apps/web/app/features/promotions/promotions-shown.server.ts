import type { PageLanguage } from '@oja/shared/languages';
import type { ActivePromotion } from '@oja/shared/promotions';
import { translate } from '../../i18n/i18n';
import { shopDateFormat } from '../../lib/shop-time';

/**
 * The running automatic promotions as shoppers read them before the cart (QA E13), made by the
 * loaders as plain text in the page's language (the `promotion.*` messages, in the `home` area
 * that no page loads): no code and no messages for them in the browser.
 */
export function promotionsShown(running: ActivePromotion[], language: PageLanguage, timeZone: string) {
  const dates = shopDateFormat(language, timeZone);
  return {
    title: translate(language, 'promotion.title'),
    intro: translate(language, 'promotion.intro'),
    items: running.map((p) => ({
      id: p.id,
      name: p.name,
      gives:
        p.kind === 'buy_x_get_y'
          ? translate(language, 'promotion.buy-get', { buy: p.buy_quantity, free: p.free_quantity })
          : p.category
            ? translate(language, 'promotion.percent', { percent: p.percent, category: p.category.title })
            : translate(language, 'promotion.percent-all', { percent: p.percent }),
      ends: p.ends_at === null ? null : translate(language, 'promotion.ends', { date: dates.instant(p.ends_at) }),
      href: p.category ? `/categories/${p.category.slug}` : '/categories',
      see: p.category
        ? translate(language, 'promotion.see', { category: p.category.title })
        : translate(language, 'promotion.see-all'),
    })),
  };
}

/**
 * The one-line note under a product's price when a running promotion covers its category (or
 * every product): the largest percentage off, else the first buy X get Y (the cart picks per line).
 */
export function promotionNote(running: ActivePromotion[], categoryId: number, language: PageLanguage): string | null {
  const covering = running.filter((p) => p.category === null || p.category.id === categoryId);
  const percents = covering.filter((p) => p.kind === 'category_percent').sort((a, b) => b.percent - a.percent);
  const best = percents[0] ?? covering[0];
  if (!best) return null;
  return best.kind === 'buy_x_get_y'
    ? translate(language, 'promotion.note.buy-get', {
        buy: best.buy_quantity,
        free: best.free_quantity,
        name: best.name,
      })
    : translate(language, 'promotion.note.percent', { percent: best.percent, name: best.name });
}
