import { useEffect, useState } from 'react';
import type * as HotToast from 'react-hot-toast';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import type { ToastKind, ToastLifetimes } from './toast-lifetimes';

/** react-hot-toast and the lifetimes that drive it: both fetched after the first load. */
type Library = typeof HotToast & { lifetimes: ToastLifetimes; lifetimeOf: Record<ToastKind, number> };
type Message = ValueOrFunction<Renderable, Toast>;

/*
 * Toasts at the top centre: 4 s by default, 2 s for success, loading toasts stay until dismissed,
 * at most 20 at once (react-hot-toast's own limit). Anything in the app calls `toast(...)`,
 * `toast.success(...)`, `toast.error(...)`, `toast.loading(...)` or `toast.dismiss(...)` from this
 * file, never from 'react-hot-toast' itself (lint enforces it): the library (4.5 KB gzipped) is not
 * part of any page's first load. It is fetched once the page has hydrated and the browser is idle,
 * or at the first toast, whichever comes first; a toast asked for before it arrives shows as soon
 * as it has (calls keep their order). The service worker keeps it like every other script, so
 * toasts still show offline. How long a toast stays is kept by ./toast-lifetimes (the page's clock
 * alone), not by the library.
 */

let library: Library | null = null;
let loading: Promise<Library> | null = null;
const mounts = new Set<(lib: Library) => void>();

function load(): Promise<Library> {
  loading ??= Promise.all([import('react-hot-toast'), import('./toast-lifetimes')]).then(
    ([hot, { toastLifetimes, lifetimeOf }]) => {
      const lib: Library = {
        ...hot,
        lifetimeOf,
        lifetimes: toastLifetimes({
          dismiss: (id) => hot.toast.dismiss(id),
          remove: (id) => hot.toast.remove(id),
        }),
      };
      library = lib;
      for (const mount of mounts) mount(lib);
      // For browser tests that go offline: toasts can show from here on.
      document.body.dataset.toastsReady = 'true';
      return lib;
    },
    (error: unknown) => {
      loading = null; // a failed download (offline, a new deploy): the next toast tries again
      throw error;
    },
  );
  return loading;
}

function withLibrary(run: (lib: Library) => void) {
  if (library) run(library);
  else load().then(run, () => undefined);
}

let lastId = 0;

function shows(kind: ToastKind) {
  return (message: Message, options?: ToastOptions): string => {
    // The id is known at once, as react-hot-toast's own functions return it.
    const id = options?.id ?? `toast-${++lastId}`;
    withLibrary(({ toast: real, lifetimes, lifetimeOf }) => {
      (kind === 'blank' ? real : real[kind])(message, { ...options, id, duration: Infinity });
      lifetimes.shown(id, options?.duration ?? lifetimeOf[kind]);
    });
    return id;
  };
}

export const toast = Object.assign(shows('blank'), {
  success: shows('success'),
  error: shows('error'),
  loading: shows('loading'),
  dismiss(id?: string) {
    withLibrary(({ lifetimes }) => lifetimes.dismiss(id));
  },
});

/** Where the toasts show; renders nothing (on the server and at hydration) until the library is in. */
export function AppToaster() {
  const [lib, setLib] = useState<Library | null>(null);
  useEffect(() => {
    mounts.add(setLib);
    // Fetched when the browser has nothing better to do, so the first toast shows without a wait;
    // already in (a remount), `load()` hands it over at once.
    const fetchWhenIdle = () => {
      load().then(setLib, () => undefined);
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(fetchWhenIdle, { timeout: 5000 })
        : window.setTimeout(fetchWhenIdle, 2000);
    return () => {
      mounts.delete(setLib);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  if (!lib) return null;
  // The pointer over a toast holds it (the toasts are inside this element, though it has no size).
  return (
    <div className="toasts" onMouseEnter={lib.lifetimes.pause} onMouseLeave={lib.lifetimes.resume}>
      <lib.Toaster position="top-center" />
    </div>
  );
}
