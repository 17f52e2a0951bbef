import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { deliverDue, startOutboxSender } from '../mail/index.ts';
import { record } from '../telemetry/index.ts';
import { fitsOneSms } from './gsm7.ts';
import { smsParts } from './parts.ts';
import type { SmsTransport } from './transports.ts';

export interface QueuedSms {
  to: string;
  text: string;
  /** What staff see in the outbox list in place of a subject ("SMS: order OJA-… processed"). */
  label: string;
}

/**
 * Records a text message for the SMS sender, in the same outbox as e-mail (channel "sms") and so
 * with the same retries. Pass the transaction of the change that causes it. A text that does not
 * fit one SMS is a programming error, refused here.
 */
export async function enqueueSms(db: Kysely<DB>, message: QueuedSms, now = Date.now()) {
  if (!fitsOneSms(message.text))
    throw new Error(`An SMS must fit one message (160 GSM-7 or 70 UCS-2 characters): ${message.text}`);
  return db
    .insertInto('mail_outbox')
    .values({
      channel: 'sms',
      to_address: message.to,
      subject: message.label,
      text_body: message.text,
      html_body: null,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Sends every due SMS once through `transport` (the outbox's claims and retries). */
export const deliverDueSms = (db: Kysely<DB>, transport: SmsTransport, options: { now?: number } = {}) =>
  deliverDue(
    db,
    'sms',
    async (m) => {
      await transport.send({ to: m.to_address, text: m.text_body });
      // What the provider bills, for the metrics (oja_sms_parts_sent_total) and the daily budget.
      record.smsSent(transport.kind, smsParts(m.text_body));
    },
    options,
  );

export function startSmsSender(options: {
  db: Kysely<DB>;
  transport: SmsTransport;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, transport, log, intervalMs } = options;
  return startOutboxSender({
    deliver: () => deliverDueSms(db, transport),
    close: () => transport.close(),
    log,
    name: 'sms',
    intervalMs,
  });
}
