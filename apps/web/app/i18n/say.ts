import { useCallback } from 'react';
import type { SharedMessage } from '@oja/shared/said';
import { useT, type MessageId } from './i18n';

/**
 * What a form shows beside a field or as its answer (decision 0084): a shared rule's message by key
 * (the browser's own checks, or the API's `errors[]`/refusal with its `message_id`), said here in
 * the page's language; or a text as it came, already in the page's language (the server says its
 * own `detail.*` refusals for the web's requests) or English where nothing keys it.
 */
export type Said = string | SharedMessage;

/** `const say = useSay(); say(errors.body)`; nothing to say is ''. */
export function useSay() {
  const t = useT();
  return useCallback(
    (said: Said | null | undefined): string => {
      if (said == null || typeof said === 'string') return said ?? '';
      // An id of the server's catalogue (its text is already the page's) or of an area this
      // page lacks shows its text, never the id.
      const text = t(said.id as MessageId, said.values);
      return text === said.id ? said.text : text;
    },
    [t],
  );
}
