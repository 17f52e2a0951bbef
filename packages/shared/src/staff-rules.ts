/**
 * Back-office rules and messages without zod, so browser code (file pickers, hand-written checks)
 * can use them without pulling the schema library into the bundle.
 */
export const productImageMaxBytes = 8 * 1024 * 1024;
export const iconMaxBytes = 2 * 1024 * 1024;
/** What the file pickers offer; the server decides by the bytes, whatever the name or type says. */
export const productImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const iconTypes = [...productImageTypes, 'image/svg+xml'] as const;
/** Widths of the stored variants of a product image, in pixels (never larger than the original). */
export const productImageWidths = [320, 640, 1024] as const;

export const staffMessages = {
  imageType: 'Choose a JPEG, PNG, WebP, GIF or AVIF image',
  iconType: 'Choose an SVG, JPEG, PNG, WebP, GIF or AVIF image',
  imageSize: `The image must be ${productImageMaxBytes / 1024 / 1024} MB or smaller`,
  iconSize: `The icon must be ${iconMaxBytes / 1024 / 1024} MB or smaller`,
  imageMissing: 'Choose an image to upload',
  productAdded: 'Your Product is Successfully added!!!',
  processing: 'Processing... Please Wait!!',
  updating: 'updating... Please Wait!!',
} as const;
