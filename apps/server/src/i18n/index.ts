import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  formatTags,
  isLanguage,
  languageCookie,
  languageFromAcceptLanguage,
  storedLanguage,
  type Language,
  type PageLanguage,
} from '@oja/shared/languages';
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

const catalogues: Record<Language, Messages> = { en, pcm, yo, ha, ig };
const instances = new Map<Language, I18n>();

function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: catalogues[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}

export type Translate = (id: ServerMessageId, values?: Record<string, string | number>) => string;

/** `const t = translator('yo'); t('mail.hello', { name })`. Unknown languages are English. */
export function translator(language: string | null | undefined): Translate {
  const i18n = i18nFor(storedLanguage(language));
  return (id, values) => i18n._(id, values);
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

export { pageLanguageHeader, pageLanguageOf, translateDetail, translateErrorBody } from './details.ts';
