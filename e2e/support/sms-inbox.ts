import fs from 'node:fs';
import path from 'node:path';

/**
 * The journeys' phones: a local stand-in for Termii's API (started by global-setup.ts, the shop
 * sends to it through TERMII_BASE_URL exactly as to Termii) writes each text here as JSON.
 */
export const smsDir = path.resolve('test-results/e2e-sms');

export interface ReceivedSms {
  to: string;
  sms: string;
}

/** The newest text to `phone` (E.164 digits without "+") matching `pattern`, waiting for it. */
export async function waitForSms(phone: string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(smsDir)
      ? fs
          .readdirSync(smsDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const sms = JSON.parse(fs.readFileSync(path.join(smsDir, file), 'utf8')) as ReceivedSms;
      const match = sms.to === phone.replace(/^\+/, '') ? pattern.exec(sms.sms) : null;
      if (match) return match;
    }
    if (Date.now() > deadline) throw new Error(`No SMS to ${phone} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
