import { queueChanged, queueKey, readQueue, type QueuedCartChange } from './kept-changes';

export type { QueuedCartChange };

/**
 * The cart's offline queue: cart changes made offline (the cart route's clientAction keeps them),
 * kept in localStorage (they survive a reload) until the connection returns and they are sent,
 * each once, in the order they were made (features/offline). Meanwhile the cart shows them as made
 * (useCart, ./kept-changes); once sent, the cart read again has them itself.
 */

function write(changes: QueuedCartChange[]) {
  if (changes.length) localStorage.setItem(queueKey, JSON.stringify(changes));
  else localStorage.removeItem(queueKey);
  queueChanged();
}

/** Keeps a change made offline. */
export function keepCartChange(change: Omit<QueuedCartChange, 'id'>) {
  write([...readQueue(), { ...change, id: `${Date.now()}-${Math.random()}` }]);
}

/** Takes every kept change out of the queue (so two tabs never both send one), to be sent. */
export function takeCartChanges(): QueuedCartChange[] {
  const changes = readQueue();
  write([]);
  return changes;
}

/** Puts changes that could not be sent back at the front of the queue. */
export function returnCartChanges(changes: QueuedCartChange[]) {
  if (changes.length) write([...changes, ...readQueue()]);
}

/** The cart action's form for a kept change, as the cart form would have sent it. */
export function cartChangeForm(change: QueuedCartChange, redirectTo: string): URLSearchParams {
  const form = new URLSearchParams({ intent: change.intent, js: '1', redirectTo });
  if (change.product_id !== undefined) form.set('product_id', String(change.product_id));
  if (change.variant_id !== undefined) form.set('variant_id', String(change.variant_id));
  return form;
}
