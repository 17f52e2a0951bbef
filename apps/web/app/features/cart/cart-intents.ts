/** The cart's actions, as posted by its forms to the /cart route (with or without JavaScript). */
export const cartIntents = ['add', 'increment', 'decrement', 'remove', 'empty'] as const;
export type CartIntent = (typeof cartIntents)[number];

export const cartActionPath = '/cart';

export function isCartIntent(value: unknown): value is CartIntent {
  return (cartIntents as readonly unknown[]).includes(value);
}
