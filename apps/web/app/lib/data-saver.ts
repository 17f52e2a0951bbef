import { useRouteLoaderData } from 'react-router';

/**
 * Data saver: smaller images and no rotating hero, for a shopper whose browser asks for it
 * (`Save-Data: on`, sent by phones in data-saving mode) or who turned it on in the menu (a cookie).
 */
export const dataSaverCookie = 'oja_data_saver';
export const dataSaverPath = '/data-saver';

/** On when the cookie says so; otherwise as the browser's Save-Data header asks. */
export function dataSaverOf(request: Request): boolean {
  const cookie = /(?:^|;\s*)oja_data_saver=(on|off)(?:;|$)/.exec(request.headers.get('cookie') ?? '')?.[1];
  if (cookie) return cookie === 'on';
  return request.headers.get('save-data')?.trim().toLowerCase() === 'on';
}

export const useDataSaver = () =>
  Boolean((useRouteLoaderData('root') as { dataSaver?: boolean } | undefined)?.dataSaver);

/** The smallest width a data saver's srcset keeps (the uploads' narrowest is 320 px). */
const saverWidth = 320;

/** A srcset reduced to its narrowest widths (at most {@link saverWidth}, or the narrowest there is). */
export function saverSrcSet(srcSet: string): string {
  const entries = srcSet
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => ({ entry, width: Number(/\s(\d+)w$/.exec(entry)?.[1] ?? Infinity) }));
  if (!entries.length) return srcSet;
  const small = entries.filter((e) => e.width <= saverWidth);
  const kept = small.length ? small : [entries.reduce((a, b) => (b.width < a.width ? b : a))];
  return kept.map((e) => e.entry).join(', ');
}

/** `sizes` with every length halved (media conditions untouched): the browser picks narrower files. */
export function saverSizes(sizes: string): string {
  return sizes
    .split(',')
    .map((part) =>
      part.replace(/(\d+(?:\.\d+)?)(px|vw)\s*$/, (_m, n: string, unit: string) => `${Number(n) / 2}${unit}`),
    )
    .join(',');
}
