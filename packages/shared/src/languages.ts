/**
 * The interface's languages (docs/decisions/0034-interface-languages.md). English is the source
 * language; the others are translated from it. The choice is kept in a cookie, can be given in the
 * address as `?lang=yo` (what the `hreflang` alternates and the sitemap link to), and is otherwise
 * guessed from `Accept-Language`.
 */
export const languages = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Language = (typeof languages)[number];

/**
 * A pseudo-language for tests only: English made about 40 % longer with accented letters, so that
 * a page that overflows or a string left untranslated shows up. Never listed to shoppers.
 */
export const pseudoLanguage = 'en-XA';
export type PageLanguage = Language | typeof pseudoLanguage;

export const defaultLanguage: Language = 'en';

/** The cookie that keeps the shopper's chosen language (a preference, not a credential). */
export const languageCookie = 'oja_lang';

/** The address parameter that picks a language (`/products/egusi?lang=yo`). */
export const languageParam = 'lang';

/** Each language's name in itself, as the picker shows it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  pcm: 'Pidgin',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};

/** The BCP 47 tag for `<html lang>`, `hreflang` and `Intl` formatting (Nigerian variants). */
export const languageTags: Record<PageLanguage, string> = {
  en: 'en',
  pcm: 'pcm',
  yo: 'yo',
  ha: 'ha',
  ig: 'ig',
  'en-XA': 'en-XA',
};

/** Number and date formatting: Intl has data for yo, ha and ig; Pidgin formats as Nigerian English. */
export const formatTags: Record<PageLanguage, string> = {
  en: 'en-NG',
  pcm: 'en-NG',
  yo: 'yo-NG',
  ha: 'ha-NG',
  ig: 'ig-NG',
  'en-XA': 'en-NG',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function isPageLanguage(value: unknown): value is PageLanguage {
  return isLanguage(value) || value === pseudoLanguage;
}

/**
 * The first language of an `Accept-Language` header that the shop speaks, by quality
 * (`yo-NG,yo;q=0.9,en;q=0.8` → yo). Regional variants count for their language (en-GB → en).
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** Reads one cookie's value from a Cookie header. */
function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export type LanguageSource = 'param' | 'cookie' | 'accept-language' | 'default';

/**
 * The page's language: `?lang=` in the address, else the cookie, else `Accept-Language`, else
 * English. The pseudo-language is accepted from the address and the cookie only.
 */
export function pickLanguage(input: {
  param?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}): { language: PageLanguage; source: LanguageSource } {
  if (isPageLanguage(input.param)) return { language: input.param, source: 'param' };
  const fromCookie = cookieValue(input.cookieHeader, languageCookie);
  if (isPageLanguage(fromCookie)) return { language: fromCookie, source: 'cookie' };
  const fromHeader = languageFromAcceptLanguage(input.acceptLanguage);
  if (fromHeader) return { language: fromHeader, source: 'accept-language' };
  return { language: defaultLanguage, source: 'default' };
}

/** The language of a Request (address, cookie, Accept-Language). */
export function languageOfRequest(request: { url: string; headers: { get(name: string): string | null } }): {
  language: PageLanguage;
  source: LanguageSource;
} {
  const param = new RegExp(`[?&]${languageParam}=([^&#]*)`).exec(request.url)?.[1];
  return pickLanguage({
    param: param === undefined ? null : decodeURIComponent(param),
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** A real language for stored records (orders, accounts): the pseudo-language counts as English. */
export function storedLanguage(language: string | null | undefined): Language {
  return isLanguage(language) ? language : defaultLanguage;
}
