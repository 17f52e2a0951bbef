/**
 * The arithmetic of the back office's charts, apart from their drawing so that it can be tested:
 * a round top for the value axis, its ticks, and how a figure compares with the previous period's.
 */

/** The smallest "round" number (1, 2 or 5 times a power of ten) at or above `max`; 1 for nothing. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Evenly spaced ticks from 0 to `top`, `count` intervals. */
export const ticks = (top: number, count = 4) => Array.from({ length: count + 1 }, (_, i) => (top * i) / count);

/** "+12%", "−40%", "no change", "new" (nothing before), or "" (nothing either time). */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '' : 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  if (pct === 0) return 'no change';
  return pct > 0 ? `+${pct}%` : `−${Math.abs(pct)}%`;
}

/** Which of `levels` shades a value gets on a map: 0 for nothing, then by its share of the top. */
export function shadeOf(value: number, top: number, levels = 5): number {
  if (value <= 0 || top <= 0) return 0;
  return Math.min(levels, Math.max(1, Math.ceil((value / top) * levels)));
}

/** At most `most` labels along an axis: which indexes get one (the first, the last, evenly between). */
export function labelledIndexes(count: number, most: number): Set<number> {
  if (count <= most) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = Math.ceil((count - 1) / (most - 1));
  const out = new Set<number>();
  for (let i = 0; i < count; i += step) out.add(i);
  out.add(count - 1);
  return out;
}
