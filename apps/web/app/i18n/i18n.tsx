import { createContext, use, useCallback, useContext } from 'react';
import type enMessages from './messages/en.json';
import { formatTags, isPageLanguage, type PageLanguage } from '@oja/shared/languages';
import { messageAreaNames, type MessageArea } from './areas';
import { formatMessage, type CompiledMessages } from '@oja/shared/messages';

/**
 * The page's messages (docs/decisions/0034-interface-languages.md). Catalogues are compiled by
 * scripts/i18n.mjs with Lingui's compiler into i18n/compiled/<area>-<lang>.ts and rendered by
 * @oja/shared/messages, the renderer the server uses too. The server registers all of them; the browser loads, before hydrating, only the page
 * language's chunks for the areas the matched routes name (areas.ts), and the chunks of a new area
 * before a client navigation into it renders.
 */
export type MessageId = keyof typeof enMessages;
export type MessageValues = Record<string, string | number>;

/** Every message loaded so far, per language (all on the server; the page's areas in the browser). */
const catalogues: Partial<Record<PageLanguage, CompiledMessages>> = {};
const loadedAreas = new Set<string>();

export function registerCatalogue(language: PageLanguage, area: MessageArea, messages: CompiledMessages) {
  catalogues[language] = { ...catalogues[language], ...messages };
  loadedAreas.add(`${area}-${language}`);
}

/**
 * The address of each area's chunk (compiled/<area>-<lang>.ts, one per area and language), by
 * `<area>-<lang>`: on the server all of them, from the build (entry.server.tsx); in the browser
 * the page language's, which the server wrote on `<html data-chunks>` (`area=address …`), so the
 * shell holds no map of loaders and a client navigation into a new area knows its chunk too.
 */
const addresses: Record<string, string> = {};

export function registerChunkAddresses(all: Record<string, string>) {
  Object.assign(addresses, all);
}

/** What the server writes on `<html data-chunks>`: the page language's chunk of every area. */
export function pageChunks(language: PageLanguage): string {
  if (!import.meta.env.SSR) return document.documentElement.dataset.chunks ?? '';
  return messageAreaNames
    .flatMap((area) => {
      const address = addresses[`${area}-${language}`];
      return address ? [`${area}=${address}`] : [];
    })
    .join(' ');
}

function addressOf(area: MessageArea, language: PageLanguage): string | undefined {
  if (!import.meta.env.SSR && !(`${area}-${language}` in addresses)) {
    for (const pair of pageChunks(language).split(' ')) {
      const [named, address] = pair.split('=');
      if (named && address) addresses[`${named}-${language}`] = address;
    }
  }
  return addresses[`${area}-${language}`];
}

const loading = new Map<string, Promise<void>>();

/**
 * The page language's areas not loaded yet, as one promise (the same one for the same request, so
 * React's `use` can wait for it), or null when all are in.
 */
export function loadAreas(language: string, areas: readonly MessageArea[]): Promise<void> | null {
  const lang = isPageLanguage(language) ? language : 'en';
  const missing = areas.filter((area) => !loadedAreas.has(`${area}-${lang}`));
  if (missing.length === 0) return null;
  const key = `${lang}:${missing.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all(
      missing.map(async (area) => {
        const address = addressOf(area, lang);
        if (!address) return;
        const chunk = (await import(/* @vite-ignore */ address)) as { messages: CompiledMessages };
        registerCatalogue(lang, area, chunk.messages);
      }),
    ).then(() => undefined);
    loading.set(key, promise);
  }
  return promise;
}

/** In the browser, before hydration: the areas the server wrote on `<html data-messages>`. */
export function loadPageCatalogue(root: HTMLElement): Promise<void> {
  const named = (root.dataset.messages ?? 'core').split(' ');
  return (
    loadAreas(
      root.lang,
      messageAreaNames.filter((area) => named.includes(area)),
    ) ?? Promise.resolve()
  );
}

/** Translates one message outside React (meta functions, loaders). An unknown id shows as itself. */
export function translate(language: PageLanguage, id: MessageId, values?: MessageValues): string {
  const message = catalogues[language]?.[id];
  return message === undefined ? id : formatMessage(language, message, values);
}

/** The document's language, for texts made outside React in the browser (an action's failure). */
export function documentLanguage(): PageLanguage {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return isPageLanguage(lang) ? lang : 'en';
}

/**
 * The page's language for its components (`<LanguageContext value={language}>` in the layout), from
 * a small context of ours: the language never changes within a page (a choice reloads the document).
 */
export const LanguageContext = createContext<PageLanguage>('en');

/**
 * In the browser, holds the render (React keeps the previous page during a navigation) until the
 * areas the matched routes name are loaded. Called by the layout itself, before it renders
 * anything: when a promise `use` waited for resolves quickly, React replays only the component that
 * waited and keeps what its elder siblings rendered, so a `<Meta>` rendered before a waiting
 * provider kept the title it made without the new area (`auth.login.meta-title | Oja`).
 */
export function useMessageAreas(language: PageLanguage, areas: readonly MessageArea[]) {
  if (import.meta.env.SSR) return;
  const pending = loadAreas(language, areas);
  if (pending) use(pending);
}

/** `const t = useT(); t('cart.title')`: the page language's text for a message id. */
export function useT() {
  const language = useContext(LanguageContext);
  return useCallback((id: MessageId, values?: MessageValues) => translate(language, id, values), [language]);
}

/** The page's language and its Intl tag, for numbers and dates. */
export function usePageLanguage(): { language: PageLanguage; formatTag: string } {
  const language = useContext(LanguageContext);
  return { language, formatTag: formatTags[language] };
}
