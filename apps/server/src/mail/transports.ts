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
 * Without SMTP the message goes to the server log, whole, so that a reset link can be followed on
 * a developer's machine.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'log',
    async send(message) {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (SMTP_URL is not set, so it is written here)\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
      );
    },
    close: () => {},
  };
}

export function createMailTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : logTransport(log);
}
