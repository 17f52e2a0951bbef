import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXIT_MS, lifetimeOf, toastLifetimes } from './toast-lifetimes';

/** What the library was told, in order, with the clock's time. */
function recorder() {
  const calls: string[] = [];
  const lifetimes = toastLifetimes({
    dismiss: (id) => calls.push(`${Date.now()} dismiss ${id ?? 'all'}`),
    remove: (id) => calls.push(`${Date.now()} remove ${id}`),
  });
  return { calls, lifetimes };
}

describe('toast lifetimes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a success toast leaves at 2 s and is removed at 3 s by the clock alone, nothing rendered in between', () => {
    const { calls, lifetimes } = recorder();
    lifetimes.shown('a', lifetimeOf.success);
    // One jump of the clock is enough: the removal does not wait for anything else to run first.
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1001 + EXIT_MS);
    expect(calls).toEqual(['2000 dismiss a', '3000 remove a']);
  });

  it('a loading toast stays until a message under its id replaces it, which starts its own time', () => {
    const { calls, lifetimes } = recorder();
    lifetimes.shown('p', lifetimeOf.loading);
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual([]);
    lifetimes.shown('p', lifetimeOf.success);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual(['62000 dismiss p', '63000 remove p']);
  });

  it('a dismissed toast is removed after the exit, once; dismissing all leaves every shown one', () => {
    const { calls, lifetimes } = recorder();
    lifetimes.shown('a', 4000);
    lifetimes.shown('b', Infinity);
    vi.advanceTimersByTime(500);
    lifetimes.dismiss('a');
    lifetimes.dismiss('a');
    vi.advanceTimersByTime(500);
    lifetimes.dismiss();
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual(['500 dismiss a', '1000 dismiss all', '1000 dismiss b', '1500 remove a', '2000 remove b']);
  });

  it('the pointer over the toasts holds the shown ones for as long as it stays', () => {
    const { calls, lifetimes } = recorder();
    lifetimes.shown('a', 2000);
    vi.advanceTimersByTime(1500);
    lifetimes.pause();
    vi.advanceTimersByTime(5000);
    expect(calls).toEqual([]);
    lifetimes.resume();
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1 + EXIT_MS);
    expect(calls).toEqual(['7000 dismiss a', '8000 remove a']);
  });
});
