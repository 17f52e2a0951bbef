import type { CartIntent } from './cart-intents';

/**
 * The cart's offline queue (offline-support replays it): cart changes made offline, kept in localStorage (they survive a reload) until the connection
 * returns and they are sent, each once, in the order they were made.
 */
export interface QueuedCartChange {
  id: string;
  intent: CartIntent;
  product_id?: number;
  /** The variant of the product the change was made on (none for a product without variants). */
  variant_id?: number;
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

/** Keeps a change; answers its id, for {@link withdrawCartChange}. */
export function keepCartChange(change: Omit<QueuedCartChange, 'id'>): string {
  const id = `${Date.now()}-${Math.random()}`;
  localStorage.setItem(key, JSON.stringify([...read(), { ...change, id }]));
  return id;
}

/**
 * Takes one change back out of the queue, to send it at once (the toast's Retry). False when it
 * is no longer there: it has been sent already, and must not be sent twice.
 */
export function withdrawCartChange(id: string): boolean {
  const changes = read();
  const rest = changes.filter((c) => c.id !== id);
  localStorage.setItem(key, JSON.stringify(rest));
  return rest.length < changes.length;
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
