import { accountSays } from './accounts-rules.ts';
import { reviewSays } from './reviews-rules.ts';
import type { SharedMessage } from './said.ts';

/**
 * Every shared rule's message by its id: the schemas' issue messages are these ids, and whoever
 * reads an issue (the server's error handler, the web's form actions) finds its English text and
 * values here. An issue message that is no id here is zod's own English, kept as it is.
 */
const tables: Record<string, SharedMessage>[] = [accountSays, reviewSays];
const byId = new Map<string, SharedMessage>(tables.flatMap((table) => Object.values(table).map((m) => [m.id, m])));

export const sharedMessageById = (id: string): SharedMessage | undefined => byId.get(id);

/** The shared message of a zod issue (its `params.said`, or its message as an id), if it has one. */
export function saidOfIssue(issue: { message?: string; params?: unknown }): SharedMessage | undefined {
  const given = (issue.params as { said?: SharedMessage } | undefined)?.said;
  return given ?? (issue.message === undefined ? undefined : byId.get(issue.message));
}
