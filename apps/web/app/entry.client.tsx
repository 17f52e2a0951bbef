import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadPageCatalogue } from './i18n/i18n';

function hydrate() {
  // The page language's messages for the page's areas (small chunks) first, so hydration matches
  // the server's text.
  void loadPageCatalogue(document.documentElement).finally(hydrateNow);
}

function hydrateNow() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it before hydration takes the main
// thread (on a slow phone that is a second or more). A frame callback runs just before the next
// paint, so a task queued from it runs just after. A hidden tab paints nothing: hydrate at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
else hydrate();
