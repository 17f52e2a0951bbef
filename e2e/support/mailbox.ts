import path from 'node:path';
import { runDir } from './run-dirs';
import { newestRecord } from './watch-folder';

/**
 * The browser journeys' mailbox: a real SMTP server (started by global-setup.ts) that the e2e
 * shop sends to through SMTP_URL, writing every message it receives here as JSON.
 */
export const mailDir = path.resolve(runDir('mail'));

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest message to `address` (with `subject`, when given: a new account also gets a
 * verification e-mail), waiting for it to arrive (the shop's sender runs every 3 s).
 */
export async function waitForMail(
  address: string,
  subject?: string | RegExp,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const wanted = (mail: ReceivedMail) =>
    subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  return newestRecord<ReceivedMail, ReceivedMail>(
    mailDir,
    (mail) => (mail.to.includes(address) && wanted(mail) ? mail : undefined),
    timeoutMs,
    `No e-mail to ${address}`,
  );
}
