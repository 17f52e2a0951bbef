const storageKey = (orderRef: string) => `oja-payment-key:${orderRef}`;

/**
 * The Idempotency-Key of "Make Payment" for one order, kept in sessionStorage so that a resend, a
 * Retry or a reload of the checkout sends the same key (the server then answers with the payment
 * it already started instead of a second one). Called when the form is sent: without JavaScript
 * the form starts a payment without a key, as before.
 */
export function paymentKey(orderRef: string): string {
  try {
    const kept = sessionStorage.getItem(storageKey(orderRef));
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKey(orderRef), key);
    return key;
  } catch {
    // Storage refused (private mode, quota): a fresh key still guards this one request.
    return crypto.randomUUID();
  }
}

/** Once the shopper is back from the provider, the next "Make Payment" starts a new payment. */
export function forgetPaymentKey(orderRef: string) {
  try {
    sessionStorage.removeItem(storageKey(orderRef));
  } catch {
    // Nothing was kept.
  }
}
