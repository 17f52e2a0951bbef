import type { CartIntent } from './cart-intents';

/**
 * What the cart shows of its offline queue (./cart-queue): the changes kept on this phone, read
 * by useCart on every page (this file is in the first load; the queue's own code
 * loads with the cart route's and the offline code).
 */
export interface QueuedCartChange {
  id: string;
  intent: CartIntent;
  product_id?: number;
  /** The variant of the product the change was made on (none for a product without variants). */
  variant_id?: number;
}

export const queueKey = 'oja-cart-queue';

export function readQueue(): QueuedCartChange[] {
  try {
    return JSON.parse(localStorage.getItem(queueKey) || '[]') as QueuedCartChange[];
  } catch {
    return [];
  }
}

/** The same array until the queue changes (useSyncExternalStore's snapshot). */
let shown: QueuedCartChange[] | undefined;
const listeners = new Set<() => void>();

/** Tells the cart the queue changed. */
export function queueChanged() {
  shown = undefined;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the changes kept, oldest first. */
export function subscribeCartChanges(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const keptCartChanges = () => (shown ??= readQueue());
