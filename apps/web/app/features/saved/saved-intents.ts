/** Every save/heart form posts here, with or without JavaScript (see routes/saved.ts). */
export const savedActionPath = '/saved';
export const savedListPath = '/dashboard/saved';

/** Where a visitor who saved goes after signing in: the list, which saves the product first. */
export const saveAfterSignInPath = (productId: number) => `${savedListPath}?save=${productId}`;
