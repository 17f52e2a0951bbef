import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Records a message for the sender to deliver. Pass the transaction of the change that causes the
 * message, so the two are committed together or not at all.
 */
export async function enqueueMail(db: Kysely<DB>, message: MailMessage, now = Date.now()) {
  return db
    .insertInto('outbox')
    .values({
      to_address: message.to,
      label: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      status: 'pending',
      channel: 'email',
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
