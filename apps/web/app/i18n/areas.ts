import type { UIMatch } from 'react-router';

/**
 * The web catalogue's areas (decision 0034; the prefix → area map is `webAreas` in
 * scripts/i18n.mjs). Each area is compiled to one chunk per language; every page has `core` (the
 * layout, menus, footer, cart panel, toasts, not-found and failure pages), and a route names the
 * others its page uses in its `handle`, like its style parts:
 * `export const handle = { ...styleParts('forms', 'account'), ...messageAreas('account') }`
 * (a layout route's areas hold for its children). `footer` loads with the footer's code (root.tsx), `reviews` with a product page's reviews (product.tsx).
 */
export const messageAreaNames = [
  'core',
  'storefront',
  'home',
  'account',
  'checkout',
  'orders',
  'content',
  'footer',
  'reviews',
  'profile',
] as const;
export type MessageArea = (typeof messageAreaNames)[number];

export interface MessageHandle {
  messages: MessageArea[];
}

/** A route's `handle` part: the message areas its page uses besides `core`. */
export function messageAreas(...areas: Exclude<MessageArea, 'core' | 'footer'>[]): MessageHandle {
  return { messages: areas };
}

/** The areas the matched routes name, `core` first, in a fixed order. */
export function messageAreasOf(matches: readonly Pick<UIMatch, 'handle'>[]): MessageArea[] {
  const named = new Set<MessageArea>(['core']);
  for (const match of matches) {
    const handle = match.handle as Partial<MessageHandle> | undefined;
    for (const area of handle?.messages ?? []) named.add(area);
  }
  return messageAreaNames.filter((area) => named.has(area));
}
