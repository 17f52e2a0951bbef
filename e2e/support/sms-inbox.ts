import path from 'node:path';
import { runDir } from './run-dirs';
import { newestRecord } from './watch-folder';

/**
 * The journeys' phones: a local stand-in for Termii's API (started by global-setup.ts, the shop
 * sends to it through TERMII_BASE_URL exactly as to Termii) writes each text here as JSON.
 */
export const smsDir = path.resolve(runDir('sms'));

export interface ReceivedSms {
  to: string;
  sms: string;
}

/** The newest text to `phone` (E.164 digits without "+") matching `pattern`, waiting for it. */
export async function waitForSms(phone: string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpExecArray> {
  const to = phone.replace(/^\+/, '');
  return newestRecord<ReceivedSms, RegExpExecArray>(
    smsDir,
    (sms) => (sms.to === to ? (pattern.exec(sms.sms) ?? undefined) : undefined),
    timeoutMs,
    `No SMS to ${phone}`,
  );
}
