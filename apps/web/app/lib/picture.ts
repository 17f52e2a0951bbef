/**
 * A product picture's address: its own, or what a product without a picture shows (staff may add
 * products, or import them, before their photos). A file of its own so pages that show order or
 * cart lines with a picture (My Orders, checkout) do not load the listings' chunk for it.
 */
export const noPhotoUrl = '/images/no-photo.svg';
export const pictureOf = (url: string | null | undefined) => url || noPhotoUrl;
