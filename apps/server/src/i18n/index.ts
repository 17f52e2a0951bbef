import {
  formatTags,
  isLanguage,
  languageCookie,
  languageFromAcceptLanguage,
  storedLanguage,
  type Language,
  type PageLanguage,
} from '@oja/shared/languages';
import { formatMessage, type CompiledMessages } from '@oja/shared/messages';
import type enMessages from './messages/en.json';
import { messages as en } from './compiled/en.ts';
import { messages as ha } from './compiled/ha.ts';
import { messages as ig } from './compiled/ig.ts';
import { messages as pcm } from './compiled/pcm.ts';
import { messages as yo } from './compiled/yo.ts';

/**
 * The words of the shop's e-mails and SMS in each interface language (scripts/i18n.mjs compiles
 * messages/<lang>.json; docs/decisions/0034-interface-languages.md). A message goes out in the
 * language of its account or order (migration 0017).
 */
export type ServerMessageId = keyof typeof enMessages;

/** Rendered by the web's renderer (@oja/shared/messages, decision 0045), not Lingui's runtime. */
const catalogues = { en, pcm, yo, ha, ig } as Record<Language, CompiledMessages>;

export const isServerMessageId = (id: string): id is ServerMessageId => Object.hasOwn(catalogues.en, id);

export type Translate = (id: ServerMessageId, values?: Record<string, string | number>) => string;

/** `const t = translator('yo'); t('mail.hello', { name })`. Unknown languages are English. */
export function translator(language: string | null | undefined): Translate {
  const lang = storedLanguage(language);
  const messages = catalogues[lang];
  return (id, values) => {
    const message = messages[id];
    return message === undefined ? id : formatMessage(lang, message, values);
  };
}

/**
 * The Intl tag dates are written with in a language: "Mon 28 Dec" in English and Pidgin (as the
 * shop always wrote them), the languages' own month and day names in Yoruba, Hausa and Igbo.
 */
export const dateTag = (language: string | null | undefined) => {
  const lang: PageLanguage = storedLanguage(language);
  return lang === 'en' || lang === 'pcm' ? 'en-GB' : formatTags[lang];
};

/**
 * The language a request speaks: the shop's language cookie (the picker's choice, sent with the
 * page's API calls), else `Accept-Language`, else English. Stored on accounts and orders.
 */
export function requestLanguage(req: {
  cookies?: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}): Language {
  const cookie = req.cookies?.[languageCookie];
  if (isLanguage(cookie)) return cookie;
  const accept = req.headers['accept-language'];
  return languageFromAcceptLanguage(typeof accept === 'string' ? accept : undefined) ?? 'en';
}

export { pageLanguageHeader, pageLanguageOf, sayIn, translateErrorBody } from './details.ts';
