import type { TransactionBinding } from './provider.ts';

/**
 * A provider answer's binding fields, read leniently: a missing or odd value is unknown (null),
 * never a reason to refuse the answer. The metadata's order is kept only when it is text or a
 * number; the creation time only when it parses as a date.
 */
export function bindingOf(email: unknown, orderRef: unknown, createdAt: unknown): TransactionBinding {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : Number.NaN;
  return {
    customerEmail: typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : null,
    orderRef:
      typeof orderRef === 'string' && orderRef.trim() !== ''
        ? orderRef.trim()
        : typeof orderRef === 'number'
          ? String(orderRef)
          : null,
    createdAt: Number.isFinite(created) ? created : null,
  };
}
