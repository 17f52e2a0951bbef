import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { deliverDue, startOutboxSender } from '../mail/index.ts';
import { record } from '../telemetry/index.ts';
import { alertIfSmsBudgetNear, recordSmsParts, type SmsBudget } from './budget.ts';
import { smsSize } from './parts.ts';
import type { SmsTransport } from './transports.ts';

export interface QueuedSms {
  to: string;
  text: string;
  /** What staff see in the outbox list in place of a subject ("SMS: order OJA-… processed"). */
  label: string;
  /** The SMS parts the text may take (decision 0059); one unless said. */
  parts?: number;
}

/**
 * Records a text message for the SMS sender, in the same outbox as e-mail (channel "sms") and so
 * with the same retries. Pass the transaction of the change that causes it. A text longer than the
 * parts it is allowed is a programming error, refused here.
 */
export async function enqueueSms(db: Kysely<DB>, message: QueuedSms, now = Date.now()) {
  const allowed = message.parts ?? 1;
  const size = smsSize(message.text);
  if (size.parts > allowed)
    throw new Error(
      `An SMS may take ${allowed} part(s), this one takes ${size.parts} (${size.length} ${size.encoding}): ${message.text}`,
    );
  // What the day's budget counts (docs/decisions/0048), committed with the message.
  await recordSmsParts(db, size.parts, now);
  return db
    .insertInto('outbox')
    .values({
      channel: 'sms',
      to_address: message.to,
      label: message.label,
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
      record.smsSent(transport.kind, smsSize(m.text_body).parts);
    },
    options,
  );

export function startSmsSender(options: {
  db: Kysely<DB>;
  transport: SmsTransport;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** The daily budget: staff are e-mailed when it is near (order updates count too). */
  budget?: SmsBudget;
}) {
  const { db, transport, log, intervalMs, budget } = options;
  return startOutboxSender({
    deliver: async () => {
      const report = await deliverDueSms(db, transport);
      if (budget) await alertIfSmsBudgetNear(db, budget);
      return report;
    },
    close: () => transport.close(),
    log,
    name: 'sms',
    intervalMs,
  });
}
