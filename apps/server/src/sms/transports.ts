import type { FastifyBaseLogger } from 'fastify';
import { withoutSecrets } from '../mail/index.ts';

export interface SmsMessage {
  /** The phone number, as the customer gave it (+234…, 0803…). */
  to: string;
  text: string;
}

export interface SmsTransport {
  readonly kind: 'termii' | 'log';
  send(message: SmsMessage): Promise<void>;
  close(): void;
}

/**
 * Termii's routes: `dnd` is the transactional one (order updates, codes), delivered to numbers on
 * Do-Not-Disturb and at any hour; `generic` is the promotional one, which skips those numbers and
 * which MTN does not deliver between 8 pm and 8 am (decision 0059).
 */
export const termiiChannels = ['dnd', 'generic'] as const;
export type TermiiChannel = (typeof termiiChannels)[number];

export interface TermiiSettings {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  /** The route every text goes by (TERMII_CHANNEL, `dnd` unless set). */
  channel: TermiiChannel;
}

/** SMS providers are given up on after this long; the outbox tries again later. */
const timeoutMs = 10_000;

/**
 * The number as Termii wants it: international digits without "+" (2348031234567). A Nigerian
 * local number (0803 123 4567) gets the country code 234 in place of its leading 0.
 */
export function termiiNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  return digits;
}

/**
 * Termii's messaging API: POST {base}/api/sms/send with the API key in the JSON body, on the
 * settings' route. Anything but a 2xx answer carrying a `message_id` is a failure (the outbox
 * retries it).
 */
export function termiiTransport(settings: TermiiSettings): SmsTransport {
  return {
    kind: 'termii',
    async send(message) {
      const url = `${settings.baseUrl}/api/sms/send`;
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            to: termiiNumber(message.to),
            from: settings.senderId,
            sms: message.text,
            type: 'plain',
            channel: settings.channel,
            api_key: settings.apiKey,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
        throw new Error(`Termii POST /api/sms/send ${reason}`, { cause: error });
      }
      const text = await res.text();
      let body: { message_id?: unknown; message?: unknown } | null;
      try {
        body = text ? (JSON.parse(text) as { message_id?: unknown; message?: unknown }) : null;
      } catch {
        body = null; // not JSON: reported below with the status
      }
      if (!res.ok || body?.message_id === undefined) {
        const said = typeof body?.message === 'string' ? `: ${body.message.slice(0, 200)}` : '';
        throw new Error(`Termii POST /api/sms/send answered ${res.status}${said}`);
      }
    },
    close: () => {},
  };
}

/** Without TERMII_API_KEY the message goes to the server log, as e-mail does without SMTP_URL. */
export function logSmsTransport(log: FastifyBaseLogger, { withSecrets = false } = {}): SmsTransport {
  return {
    kind: 'log',
    async send(message) {
      // Codes reach the log only on a developer's machine, as e-mailed links do (review N6).
      const text = withSecrets ? message.text : withoutSecrets(message.text, { sms: true });
      log.info(
        { sms: { to: message.to } },
        `sms (TERMII_API_KEY is not set, so it is written here)\nTo: ${message.to}\n\n${text}`,
      );
    },
    close: () => {},
  };
}

export function createSmsTransport(
  termii: TermiiSettings | null,
  log: FastifyBaseLogger,
  options: { withSecrets?: boolean } = {},
): SmsTransport {
  return termii ? termiiTransport(termii) : logSmsTransport(log, options);
}
