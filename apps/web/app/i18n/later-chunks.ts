import type { CompiledMessages } from './format';

/**
 * The loaders of the message chunks no storefront page needs on its first load (the `reviews`
 * area, fetched with the reviews' code; `profile`, the account pages'): kept out of the shell's map in i18n.tsx (decision 0034).
 */
export const laterChunks = import.meta.glob<{ messages: CompiledMessages }>([
  './compiled/reviews-*.ts',
  './compiled/profile-*.ts',
]);
