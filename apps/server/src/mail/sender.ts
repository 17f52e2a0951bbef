import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { runPeriodically } from '../periodic.ts';
import { traced } from '../telemetry/index.ts';
import { withoutSecrets, type MailTransport } from './transports.ts';

export const maxAttempts = 8;
/** While one process is sending a message, the others leave it alone for this long. */
const leaseMs = 5 * 60 * 1000;

/** 30 s, 1 min, 2 min … at most 1 hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60 * 1000);

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** What one channel's sender gets of a claimed outbox row. */
export interface OutboxMessage {
  id: number;
  to_address: string;
  /** An e-mail's subject, or an SMS's label. */
  label: string;
  text_body: string;
  html_body: string | null;
}

export type OutboxChannel = 'email' | 'sms';

/**
 * Sends every due message of one channel (e-mail or SMS) once, with the same claims and retries
 * for both. Each row is claimed with a conditional update (only the process whose update changes
 * the row sends it), so several processes can run this at the same time. A process that dies
 * mid-send leaves the claim to expire, and the message is tried again.
 */
export async function deliverDue(
  db: Kysely<DB>,
  channel: OutboxChannel,
  send: (message: OutboxMessage) => Promise<void>,
  { now = Date.now(), batchSize = 20 }: { now?: number; batchSize?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('channel', '=', channel)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at', 'asc')
    .limit(batchSize)
    .execute();

  for (const candidate of due) {
    const claimed = await db
      .updateTable('outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where('id', '=', candidate.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', candidate.next_attempt_at)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;

    try {
      await traced(`${channel} send`, { 'messaging.system': channel, 'oja.outbox.id': claimed.id }, () =>
        send(claimed),
      );
      await db
        .updateTable('outbox')
        // What the outbox keeps of a sent message holds no usable secret (review N6): the
        // database and its backups must not undo the hashing of tokens and codes.
        .set({
          status: 'sent',
          sent_at: Date.now(),
          last_error: null,
          text_body: withoutSecrets(claimed.text_body, { sms: channel === 'sms' }),
          html_body: claimed.html_body === null ? null : withoutSecrets(claimed.html_body, { sms: channel === 'sms' }),
        })
        .where('id', '=', claimed.id)
        .execute();
      report.sent++;
    } catch (error) {
      const giveUp = claimed.attempts >= maxAttempts;
      await db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: String(error instanceof Error ? error.message : error).slice(0, 1000),
          next_attempt_at: now + backoffMs(claimed.attempts),
        })
        .where('id', '=', claimed.id)
        .execute();
      report[giveUp ? 'failed' : 'retrying']++;
    }
  }
  return report;
}

/** Sends every due e-mail once (see `deliverDue`). */
export async function deliverDueMail(
  db: Kysely<DB>,
  transport: MailTransport,
  { from, now = Date.now(), batchSize = 20 }: { from: string; now?: number; batchSize?: number },
): Promise<DeliveryReport> {
  return deliverDue(
    db,
    'email',
    (m) =>
      transport.send({ from, to: m.to_address, subject: m.label, text: m.text_body, html: m.html_body ?? undefined }),
    { now, batchSize },
  );
}

/** Runs one channel's sender every `intervalMs` until stopped; `stop` waits for a run in progress. */
export function startOutboxSender(options: {
  deliver: () => Promise<DeliveryReport>;
  close: () => void;
  log: FastifyBaseLogger;
  /** "mail" or "sms", in the log. */
  name: string;
  intervalMs?: number;
}) {
  const { deliver, close, log, name, intervalMs = 3000 } = options;
  const stop = runPeriodically(
    async () => {
      const r = await deliver();
      if (r.failed > 0) log.error(r, `${name} delivery gave up on some messages`);
      else if (r.retrying > 0) log.warn(r, `${name} delivery failed; will retry`);
    },
    { job: `${name}_sender`, intervalMs, log, failure: `${name} sender failed`, immediately: false },
  );
  return {
    async stop() {
      await stop();
      close();
    },
  };
}

/** Runs the mail sender every `intervalMs` until stopped; `stop` waits for a run in progress. */
export function startMailSender(options: {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, transport, from, log, intervalMs } = options;
  return startOutboxSender({
    deliver: () => deliverDueMail(db, transport, { from }),
    close: () => transport.close(),
    log,
    name: 'mail',
    intervalMs,
  });
}
