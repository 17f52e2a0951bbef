import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage } from './outbox.ts';

export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage & { from: string }): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, e.g. smtp://user:pass@smtp.example.com:587 (STARTTLS when offered). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * E-mailed links that are secrets (password reset, e-mail verification) as they may be logged:
 * whoever reads the logs must not be able to take over an account.
 */
export function withoutSecretLinks(text: string): string {
  return text
    .replace(/(\/(?:reset-password|verify-email)\/)[\w%.~-]*[\w%~-]/g, '$1[redacted]')
    .replace(/([?&]token=)[\w%.~-]*[\w%~-]/gi, '$1[redacted]');
}

/**
 * A message as it may be kept once sent, or logged: secret links and phone codes replaced (N6). A
 * text message's codes are any 6-digit number (the code SMS is written in five languages).
 */
export function withoutSecrets(text: string, { sms = false } = {}): string {
  const redacted = withoutSecretLinks(text).replace(/(code is )\d{4,8}/gi, '$1[redacted]');
  return sms ? redacted.replace(/(?<!\d)\d{6}(?!\d)/g, '[redacted]') : redacted;
}

/** The web links of a message's text, each once, in order. */
export function linksOf(text: string): string[] {
  const links = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((l) => l.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(links)];
}

export const demoMailNote =
  'DEMO ONLY (npm start: test payments, no SMTP_URL): this mail went nowhere. Its links, for the person running the demo:';

/**
 * Without SMTP the message goes to the server log. In development it is written whole, so that a
 * reset link can be followed on a developer's machine; otherwise its secret links are redacted
 * (set SMTP_URL to send them). In the demo (`npm start`: test payments and no SMTP_URL) its links
 * are printed whole too, marked demo only, or nobody could ever reset a password or verify an
 * e-mail address there (issue 30).
 */
export function logTransport(log: FastifyBaseLogger, { withSecrets = false, demo = false } = {}): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      const text = withSecrets || demo ? message.text : withoutSecretLinks(message.text);
      const links = demo ? linksOf(message.text) : [];
      const note = links.length > 0 ? `\n\n${demoMailNote}\n${links.map((l) => `  ${l}`).join('\n')}` : '';
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (SMTP_URL is not set, so it is written here)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${text}${note}`,
      );
    },
    close: () => {},
  };
}

export function createMailTransport(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  options: { withSecrets?: boolean; demo?: boolean } = {},
): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : logTransport(log, options);
}
