/**
 * One-time messages shown as a toast on the page a redirect lands on ("Logged in successfully").
 * An action sets the flash cookie with a key from this list (see flash.server.ts); the root loader
 * reads and clears it, and <FlashToast> shows the message. Only these fixed texts can be shown,
 * so nothing from a cookie is ever rendered as-is.
 */
export const flashMessages = {
  'signed-in': 'Logged in successfully 🎉',
  registered: 'Created your account successfully 🎉',
  'signed-out': 'You have signed out.',
  'password-reset': 'Your password has been changed. Please sign in with the new one.',
  // The staff back office
  'product-added': 'Your Product is Successfully added!!!',
  'product-added-image-refused': 'Your Product is Successfully added!!! The image could not be used: upload another.',
  'product-deleted': 'The product has been deleted.',
  'category-deleted': 'The category has been deleted.',
  // Saved items and reviews
  saved: 'Saved to your list.',
  'review-saved': 'Thank you! Your review has been published.',
} as const;

/**
 * The id of the "Please Wait!!" toast a form shows while it is being sent: the result (a flash
 * after a redirect, or the form's own answer) replaces it.
 */
export const progressToastId = 'progress';

export type FlashKey = keyof typeof flashMessages;

export interface Flash {
  key: FlashKey;
  /** Different for every flash, so the same message twice in a row still shows twice. */
  id: string;
}

export const isFlashKey = (value: unknown): value is FlashKey =>
  typeof value === 'string' && Object.hasOwn(flashMessages, value);
