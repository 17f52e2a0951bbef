import type { Page } from '@playwright/test';

/**
 * Waits until the page's scripts have taken over (`<body data-hydrated>`). Before that a form posts
 * as a plain HTML form (the page works without JavaScript), so a journey that checks what the
 * running page shows while a request is held (a busy toast) waits for this first.
 */
export const hydrated = (page: Page) => page.locator('body[data-hydrated]').waitFor({ state: 'attached' });
