import { useEffect, useSyncExternalStore } from 'react';

/**
 * Toasts, top-centre, with the spec's rules (§9): 4 s by default, 2 s for success, loading ones
 * until dismissed, at most 20 at once (the oldest go first). Any code can call `toast(…)`;
 * <Toaster /> in the root layout shows them.
 */
export type ToastKind = 'blank' | 'success' | 'error' | 'loading';

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

export const toastDurations: Record<ToastKind, number> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
};
export const maxToasts = 20;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id?: string) {
  const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
  for (const t of gone) {
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
  }
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, options: { id?: string; duration?: number } = {}): string {
  const id = options.id ?? `t${++counter}`;
  clearTimeout(timers.get(id));
  const next = { id, kind, message };
  const existing = toasts.some((t) => t.id === id);
  // Newest on top; an id shown again (loading → success) is updated in place.
  toasts = existing ? toasts.map((t) => (t.id === id ? next : t)) : [next, ...toasts].slice(0, maxToasts);
  const duration = options.duration ?? toastDurations[kind];
  if (Number.isFinite(duration))
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  emit();
  return id;
}

type Options = { id?: string; duration?: number };
export const toast = Object.assign((message: string, options?: Options) => show('blank', message, options), {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  loading: (message: string, options?: Options) => show('loading', message, options),
  dismiss,
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: Toast[] = [];

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
  useEffect(() => () => dismiss(), []);
  return (
    <div className="toaster" aria-live="polite">
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span className="toast-icon" aria-hidden="true" />
          <span className="toast-message">{t.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
