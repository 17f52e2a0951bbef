import type { UIMatch } from 'react-router';
import accountHref from './account.css?url';
import adminHref from './admin.css?url';
import baseHref from './base.css?url';
import catalogHref from './catalog.css?url';
import checkoutHref from './checkout.css?url';
import contentHref from './content.css?url';
import formsHref from './forms.css?url';
import homeHref from './home.css?url';
import offersHref from './offers.css?url';
import ordersHref from './orders.css?url';
import productHref from './product.css?url';
import profileHref from './profile.css?url';
import reportsHref from './reports.css?url';
import storefrontHref from './storefront.css?url';
import { styleTexts } from './texts';

/**
 * The stylesheet in parts by area. Every page carries `base`; a route names the other parts it
 * uses in its `handle` (`export const handle = styleParts('catalog', 'storefront')`; a layout
 * route's parts hold for its children), and the root layout writes exactly those.
 *
 * - On the server each part is inlined (`<style data-href="catalog" data-precedence="oja">`), so
 *   the first paint waits for no second request.
 * - In the browser a part that came inlined is kept as it is: React adopts the server's element as
 *   a style resource (found by its href) and never removes it, so an error boundary that mounts
 *   the document afresh still has it, and the script carries no CSS text.
 * - A part the first page did not have (a client-side navigation into another area) is a
 *   `<link rel="stylesheet" precedence>`: React holds the navigation's commit until it has loaded,
 *   so the new page never shows unstyled.
 */
export type StylePart = keyof typeof hrefs;

const hrefs = {
  base: baseHref,
  forms: formsHref,
  catalog: catalogHref,
  storefront: storefrontHref,
  home: homeHref,
  offers: offersHref,
  product: productHref,
  content: contentHref,
  account: accountHref,
  profile: profileHref,
  orders: ordersHref,
  checkout: checkoutHref,
  admin: adminHref,
  reports: reportsHref,
};

/** The cascade order; no selector is defined in two parts, so a later load order is harmless. */
const partOrder = Object.keys(hrefs) as StylePart[];

export interface StyleHandle {
  styles: StylePart[];
}

/** A route's `handle`: the style parts its page uses besides `base`. */
export function styleParts(...parts: Exclude<StylePart, 'base'>[]): StyleHandle {
  return { styles: parts };
}

/** The parts the matched routes name, `base` first, in the cascade order. */
export function partsOf(matches: readonly Pick<UIMatch, 'handle'>[]): StylePart[] {
  const named = new Set<StylePart>(['base']);
  for (const match of matches) {
    const handle = match.handle as Partial<StyleHandle> | undefined;
    for (const part of handle?.styles ?? []) named.add(part);
  }
  return partOrder.filter((part) => named.has(part));
}

/** The parts the server inlined into the page the browser started on (read once, at load). */
const inlinedAtStart: ReadonlySet<string> =
  import.meta.env.SSR || typeof document === 'undefined'
    ? new Set()
    : new Set(
        [...document.querySelectorAll('style[data-precedence][data-href]')].flatMap((el) =>
          (el.getAttribute('data-href') ?? '').split(' '),
        ),
      );

export const stylePrecedence = 'oja';

export type StyleElement = { part: StylePart; inline: string } | { part: StylePart; href: string };

/**
 * How each part is written: its text on the server (production), nothing on the browser for a
 * part the server inlined (React keeps the server's element), a link otherwise. In development
 * every part is a link, for hot reloading.
 */
export function styleElements(parts: StylePart[]): StyleElement[] {
  return parts.map((part) => {
    if (import.meta.env.DEV) return { part, href: hrefs[part] };
    if (import.meta.env.SSR) return { part, inline: styleTexts[part] };
    return inlinedAtStart.has(part) ? { part, inline: '' } : { part, href: hrefs[part] };
  });
}
