import { useCallback } from 'react';
import { useT, type MessageId, type MessageValues } from './i18n';

/**
 * Field errors and answers written in English by the shared rules (packages/shared: the API's
 * `errors[].message` and `detail` keep them, for API clients) shown in the page's language. Each
 * table of shared messages (e.g. `reviewMessages`) gets a map from its keys, the messages' codes, to
 * message ids; a text that is one of the table's messages is shown translated, with the table's
 * numbers as values (`{min}`), anything else as it came (decision 0034).
 */
export type SharedMessageIds<T extends Record<string, unknown>> = Partial<Record<keyof T, MessageId>>;

/** English text → message id, for the table's string messages that have an id. */
export function sharedMessageIds<T extends Record<string, unknown>>(
  table: T,
  ids: SharedMessageIds<T>,
): ReadonlyMap<string, MessageId> {
  const byText = new Map<string, MessageId>();
  for (const [key, id] of Object.entries(ids) as [keyof T & string, MessageId][]) {
    const text = table[key];
    if (typeof text === 'string') byText.set(text, id);
  }
  return byText;
}

/** `const say = useSharedText(reviewTexts, values); say(errors.body)`. */
export function useSharedText(ids: ReadonlyMap<string, MessageId>, values?: MessageValues) {
  const t = useT();
  return useCallback(
    <S extends string | null | undefined>(text: S): S | string => {
      const id = text ? ids.get(text) : undefined;
      if (!id) return text;
      // A page whose areas lack the message shows the English it came with, never the id.
      const said = t(id, values);
      return said === id ? text : said;
    },
    [ids, t, values],
  );
}
