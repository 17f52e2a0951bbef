export { enqueueMail, type MailMessage } from './outbox.ts';
export { escapeHtml } from './html.ts';
export { emailVerificationMail, passwordResetMail } from './templates.ts';
export { createMailTransport, logTransport, smtpTransport, type MailTransport } from './transports.ts';
export {
  backoffMs,
  deliverDue,
  deliverDueMail,
  maxAttempts,
  startMailSender,
  startOutboxSender,
  type DeliveryReport,
  type OutboxMessage,
} from './sender.ts';
