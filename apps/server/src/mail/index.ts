export { enqueueMail, type MailMessage } from './outbox.ts';
export { escapeHtml } from './html.ts';
export { emailVerificationMail, passwordResetMail } from './templates.ts';
export { createMailTransport, logTransport, smtpTransport, type MailTransport } from './transports.ts';
export { backoffMs, deliverDueMail, maxAttempts, startMailSender, type DeliveryReport } from './sender.ts';
