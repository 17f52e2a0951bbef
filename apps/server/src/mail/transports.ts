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

/** A message as it may be kept once sent, or logged: secret links and phone codes replaced (N6). */
export function withoutSecrets(text: string): string {
  return withoutSecretLinks(text).replace(/(code is )\d{4,8}/gi, '$1[redacted]');
}

/**
 * Without SMTP the message goes to the server log. In development it is written whole, so that a
 * reset link can be followed on a developer's machine; otherwise its secret links are redacted
 * (set SMTP_URL to send them).
 */
export function logTransport(log: FastifyBaseLogger, { withSecrets = false } = {}): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      const text = withSecrets ? message.text : withoutSecretLinks(message.text);
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (SMTP_URL is not set, so it is written here)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${text}`,
      );
    },
    close: () => {},
  };
}

export function createMailTransport(
  smtpUrl: string | undefined,
  log: FastifyBaseLogger,
  options: { withSecrets?: boolean } = {},
): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : logTransport(log, options);
}
