/*
 * How long each toast stays, kept by the page's own timers from the moment it shows: it leaves
 * (the library's exit animation starts) when its time is up, and is removed from the page
 * `EXIT_MS` later. Both moments are timers armed at once, so they follow the page's clock alone.
 * react-hot-toast's own lifetimes arm the removal in a React effect after the dismissal has been
 * rendered, so when a toast went depended on when the machine got round to rendering, not only on
 * the clock; here the library keeps every toast (duration Infinity) until told.
 */

export type ToastKind = 'blank' | 'success' | 'error' | 'loading';

/** 4 s by default, 2 s for success; a loading toast stays until replaced or dismissed. */
export const lifetimeOf: Record<ToastKind, number> = { blank: 4000, success: 2000, error: 4000, loading: Infinity };
/** From the start of the exit animation (0.4 s) to the toast's removal, as react-hot-toast does. */
export const EXIT_MS = 1000;

interface Hooks {
  /** Without an id: every toast. */
  dismiss(id?: string): void;
  remove(id: string): void;
}

interface Entry {
  stage: 'shown' | 'leaving';
  due: number;
  timer?: ReturnType<typeof setTimeout>;
}

export interface ToastLifetimes {
  /** A toast (new, or a new message under a known id) shows now for `duration` ms. */
  shown(id: string, duration: number): void;
  /** Leaves now (all of them without an id). */
  dismiss(id?: string): void;
  /** The pointer is over the toasts: shown ones wait (leaving ones go on). */
  pause(): void;
  resume(): void;
}

export function toastLifetimes(hooks: Hooks): ToastLifetimes {
  const entries = new Map<string, Entry>();
  let pausedAt: number | null = null;

  const stop = (entry: Entry | undefined) => {
    if (entry?.timer !== undefined) clearTimeout(entry.timer);
    if (entry) entry.timer = undefined;
  };
  const arm = (id: string, entry: Entry) => {
    if (entry.due === Infinity || (entry.stage === 'shown' && pausedAt !== null)) return;
    entry.timer = setTimeout(() => due(id), Math.max(0, entry.due - Date.now()));
  };
  const leave = (id: string) => {
    stop(entries.get(id));
    hooks.dismiss(id);
    const entry: Entry = { stage: 'leaving', due: Date.now() + EXIT_MS };
    entries.set(id, entry);
    arm(id, entry);
  };
  function due(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    if (entry.stage === 'shown') return leave(id);
    entries.delete(id);
    hooks.remove(id);
  }

  return {
    shown(id, duration) {
      stop(entries.get(id));
      const entry: Entry = { stage: 'shown', due: Date.now() + duration };
      entries.set(id, entry);
      arm(id, entry);
    },
    dismiss(id) {
      if (id === undefined) {
        hooks.dismiss();
        for (const [known, entry] of entries) if (entry.stage === 'shown') leave(known);
      } else if (entries.get(id)?.stage === 'shown') leave(id);
      else if (!entries.has(id)) hooks.dismiss(id);
    },
    pause() {
      if (pausedAt !== null) return;
      pausedAt = Date.now();
      for (const entry of entries.values()) if (entry.stage === 'shown') stop(entry);
    },
    resume() {
      if (pausedAt === null) return;
      const waited = Date.now() - pausedAt;
      pausedAt = null;
      for (const [id, entry] of entries) {
        if (entry.stage !== 'shown') continue;
        entry.due += waited;
        arm(id, entry);
      }
    },
  };
}
