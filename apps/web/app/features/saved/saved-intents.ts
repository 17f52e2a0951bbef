/** Every save/heart form posts here, with or without JavaScript (see routes/saved.ts). */
export const savedActionPath = '/saved';
export const savedListPath = '/dashboard/saved';

/** Where a visitor who saved goes after signing in: the list, which saves the product first. */
export const saveAfterSignInPath = (productId: number) => `${savedListPath}?save=${productId}`;

/** Whether a sign-in's `next` finishes a save (the sign-in page says why it is asked for). */
export const isSaveIntent = (next: string) => next.startsWith(`${savedListPath}?save=`);
