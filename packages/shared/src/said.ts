import type { MessageValues } from './errors.ts';

/**
 * A message of the shared rules by key (issue 31, decision 0084): its id in the web catalogue, its
 * values, and its English text, which the API's `detail` and `errors[].message` keep for API
 * clients. The browser's checks return it as it is and the page says the id in its language; the
 * zod schemas carry the id as their issue message, and the server's error handler answers the
 * English text with the id beside it (`message_id`, `message_values`).
 */
export interface SharedMessage {
  id: string;
  text: string;
  values?: MessageValues;
}

export const said = (id: string, text: string, values?: MessageValues): SharedMessage =>
  values ? { id, text, values } : { id, text };

/** A table of shared messages as its English texts, key → text (what the API says). */
export function textsOf<K extends string>(table: Record<K, SharedMessage>): Record<K, string> {
  return Object.fromEntries(Object.entries<SharedMessage>(table).map(([k, m]) => [k, m.text])) as Record<K, string>;
}

/**
 * A zod issue of a shared rule's message whose values vary (an address field's name): its English
 * text as the message, the message itself in `params.said`, which the readers of issues prefer.
 */
export const saidIssue = (message: SharedMessage, input: unknown, path?: PropertyKey[]) => ({
  code: 'custom' as const,
  message: message.text,
  input,
  params: { said: message },
  ...(path ? { path } : {}),
});
