/**
 * Text put into an e-mail's HTML body (a customer's name, an order reference) is escaped, so a
 * name like `<a href="…">` reaches the reader as the characters typed, never as markup.
 */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
