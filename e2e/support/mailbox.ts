import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser journeys' mailbox: a real SMTP server (started by global-setup.ts) that the e2e
 * shop sends to through SMTP_URL, writing every message it receives here as JSON.
 */
export const mailDir = path.resolve('test-results/e2e-mail');

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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(address) && wanted(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
