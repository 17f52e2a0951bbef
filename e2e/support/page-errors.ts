import type { Page } from '@playwright/test';

/**
 * Collects the page's uncaught errors and console errors, for a journey to expect none. With
 * `allowClientErrors`, the browser's own "status of 4xx" lines are let through: a journey that
 * provokes a refusal (a wrong code, a forbidden page) expects those.
 */
export function watchErrors(page: Page, { allowClientErrors = false } = {}) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (allowClientErrors && /status of 4\d\d/.test(m.text())) return;
    errors.push(m.text());
  });
  return errors;
}
