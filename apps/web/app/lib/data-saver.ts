import { useRootData } from './root-data';

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

export const useDataSaver = () => Boolean(useRootData()?.dataSaver);

/**
 * A srcset reduced to its first, narrowest file (uploads list their widths from the narrowest,
 * 320 px): the data saver never fetches a wider one.
 */
export const saverSrcSet = (srcSet: string) => srcSet.split(',')[0]!.trim();
