import type { CartIntent } from '../cart/cart-intents';

/**
 * Cart changes made offline, kept in localStorage (they survive a reload) until the connection
 * returns and they are sent, each once, in the order they were made.
 */
export interface QueuedCartChange {
  intent: CartIntent;
  product_id?: number;
}

const key = 'oja-cart-queue';

function read(): QueuedCartChange[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as QueuedCartChange[]) : [];
  } catch {
    return [];
  }
}

export function keepCartChange(change: QueuedCartChange) {
  localStorage.setItem(key, JSON.stringify([...read(), change]));
}

/** Takes every kept change out of the queue (so two tabs never both send one). */
export function takeCartChanges(): QueuedCartChange[] {
  const changes = read();
  localStorage.removeItem(key);
  return changes;
}

/** Puts changes that could not be sent back at the front of the queue. */
export function returnCartChanges(changes: QueuedCartChange[]) {
  if (changes.length) localStorage.setItem(key, JSON.stringify([...changes, ...read()]));
}

export const offlineKeptMessage = "You're offline: this change is kept and sent when you're back online.";
