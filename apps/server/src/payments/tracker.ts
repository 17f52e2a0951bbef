/**
 * Work a request starts but does not wait for (a webhook's verification, the test provider's
 * webhook delivery). Shutdown and tests wait for it with `idle()`.
 */
export function createTracker() {
  const inFlight = new Set<Promise<unknown>>();
  return {
    track(work: Promise<unknown>) {
      const settled = work.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.finally(() => inFlight.delete(settled));
    },
    /** Resolves once nothing is in flight, including work started while waiting. */
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
