import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '../../ui/toaster';
import { cacheNames } from '../../../worker/offline-rules';
import { useSignedInUser } from '../accounts/use-root-user';
import { cartActionPath } from '../cart/cart-intents';
import { cartChangeForm, returnCartChanges, takeCartChanges } from '../cart/cart-queue';
import offlineStylesHref from '../../styles/offline.css?url';
import { stylePrecedence } from '../../styles/areas';
import { documentLanguage, loadAreas, translate, useT } from '../../i18n/i18n';
import { useDataSaver } from '../../lib/data-saver';

/**
 * Everything offline that the page runs, loaded after the page's `load` event (a chunk of its
 * own, off the first-load budget): the service worker's registration, the "You're offline"
 * notice, the cart changes kept offline sent once the connection returns, the kept pages dropped
 * when the signed-in customer changes, and a reload offer when a new release takes over.
 */
export default function OfflineSupport() {
  const online = useOnline();
  const t = useT();
  useServiceWorker();
  useForgetPagesOnUserChange();
  useSendKeptCartChanges(online);
  // The notice's few rules load with this code, after the page, not inlined into every page.
  const styles = <link rel="stylesheet" href={offlineStylesHref} precedence={stylePrecedence} />;
  if (online) return styles;
  return (
    <>
      {styles}
      <div className="offline-notice" role="status">
        {t('app.offline.notice')}
      </div>
    </>
  );
}

function useOnline() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function useServiceWorker() {
  // With the data saver on (Save-Data: on, or the shop's switch) the worker is told so: it then
  // keeps the same few files (issue 34, decision 0072).
  const saveData = useDataSaver();
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    // A page that was already controlled sees a new release take over: offer a reload rather than
    // keep running the old code (reloading by itself could lose what the shopper was typing). The
    // first worker taking charge of a page (its first visit) is no new release.
    let current = container.controller;
    const onChange = () => {
      const hadOne = current !== null;
      current = container.controller;
      if (!hadOne) return;
      const language = documentLanguage();
      toast(
        (shown) => (
          <span className="failure-toast">
            <span>{translate(language, 'app.new-version')}</span>
            <button
              type="button"
              className="link-button failure-toast-retry"
              onClick={() => {
                toast.dismiss(shown.id);
                window.location.reload();
              }}
            >
              {translate(language, 'app.reload')}
            </button>
          </span>
        ),
        { id: 'new-release', duration: Infinity },
      );
    };
    container.addEventListener('controllerchange', onChange);
    container.register(saveData ? '/sw.js?save-data=1' : '/sw.js').then(
      async () => {
        // The worker precaches almost nothing (a first visit's bytes, decision 0072): it keeps
        // the built files this page loaded before it took charge, from the HTTP cache.
        const ready = await container.ready;
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/assets/`));
        // Ready for offline use once the worker says it has kept them.
        const kept = new MessageChannel();
        kept.port1.onmessage = () => (document.body.dataset.offlineReady = 'true');
        ready.active?.postMessage({ type: 'keep-loaded', urls }, [kept.port2]);
      },
      () => undefined, // no worker (private mode, blocked): the shop works as before
    );
    return () => container.removeEventListener('controllerchange', onChange);
  }, [saveData]);
}

const userMarker = 'oja-offline-user';

/** A short hash, so the marker tells accounts apart without keeping an address on the device. */
function hashOf(text: string) {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) ^ text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

/**
 * Kept pages are only ever ones rendered for nobody signed in, but they still show the cart of
 * whoever used the phone: when the signed-in customer changes (sign-in, sign-out, another
 * account) they are dropped.
 */
function useForgetPagesOnUserChange() {
  const user = useSignedInUser();
  const who = user ? `user:${hashOf(user.email)}` : 'visitor';
  useEffect(() => {
    if (localStorage.getItem(userMarker) === who) return;
    localStorage.setItem(userMarker, who);
    void globalThis.caches?.delete(cacheNames.pages);
  }, [who]);
}

function useSendKeptCartChanges(online: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    const changes = takeCartChanges();
    if (!changes.length) return;
    void (async () => {
      for (let i = 0; i < changes.length; i++) {
        const change = changes[i]!;
        const form = cartChangeForm(change, location.pathname);
        try {
          // The cart route's action, as a fetcher would call it (React Router's `.data` request).
          await fetch(`${cartActionPath}.data`, { method: 'POST', body: form });
        } catch {
          returnCartChanges(changes.slice(i)); // the connection dropped again: send the rest later
          break;
        }
      }
      if (cancelled) return;
      // Said in the page's language; its area may not be on this page (a dashboard page).
      const language = documentLanguage();
      await loadAreas(language, ['storefront']);
      toast.success(translate(language, 'cart.offline-sent'), { id: 'cart:sent' });
      void revalidate();
    })();
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);
}
