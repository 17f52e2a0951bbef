const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-03-02" → "2 March 2026". Written out rather than through Intl so the text is the same
 * on the server and in every browser (no hydration mismatch, no time-zone shift of a date-only value).
 */
export function formatPostDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${months[month - 1]} ${year}`;
}
