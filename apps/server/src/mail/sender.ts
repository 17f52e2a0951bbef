import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { runPeriodically } from '../periodic.ts';
import type { MailTransport } from './transports.ts';

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

/**
 * Sends every due message once. Each row is claimed with a conditional update (only the process
 * whose update changes the row sends it), so several processes can run this at the same time.
 * A process that dies mid-send leaves the claim to expire, and the message is tried again.
 */
export async function deliverDueMail(
  db: Kysely<DB>,
  transport: MailTransport,
  { from, now = Date.now(), batchSize = 20 }: { from: string; now?: number; batchSize?: number },
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const due = await db
    .selectFrom('mail_outbox')
    .select(['id', 'next_attempt_at'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at', 'asc')
    .limit(batchSize)
    .execute();

  for (const candidate of due) {
    const claimed = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where('id', '=', candidate.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', candidate.next_attempt_at)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) continue;

    try {
      await transport.send({
        from,
        to: claimed.to_address,
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body ?? undefined,
      });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: Date.now(), last_error: null })
        .where('id', '=', claimed.id)
        .execute();
      report.sent++;
    } catch (error) {
      const giveUp = claimed.attempts >= maxAttempts;
      await db
        .updateTable('mail_outbox')
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

/** Runs the sender every `intervalMs` until stopped; `stop` waits for a run in progress. */
export function startMailSender(options: {
  db: Kysely<DB>;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const { db, transport, from, log, intervalMs = 3000 } = options;
  const stop = runPeriodically(
    async () => {
      const r = await deliverDueMail(db, transport, { from });
      if (r.failed > 0) log.error(r, 'mail delivery gave up on some messages');
      else if (r.retrying > 0) log.warn(r, 'mail delivery failed; will retry');
    },
    { intervalMs, log, failure: 'mail sender failed', immediately: false },
  );
  return {
    async stop() {
      await stop();
      transport.close();
    },
  };
}
