export { enqueueMail, type MailMessage } from './outbox.ts';
export { escapeHtml } from './html.ts';
export { staffAlertMail, type DayFigures, type StaffAlert } from './staff-alert-mails.ts';
// Every e-mail the shop writes is composed here (layout.ts holds the shared shape).
export { emailVerificationMail, passwordResetMail } from './account-mails.ts';
export {
  bankTransferMail,
  onDeliveryAcceptedMail,
  orderPlacedMail,
  paymentReceivedMail,
  readyForPaymentMail,
  refundMail,
  refusedAtDeliveryMail,
  statusChangedMail,
  type ReviewedOrder,
} from './order-mails.ts';
export { createMailTransport, logTransport, smtpTransport, withoutSecrets, type MailTransport } from './transports.ts';
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
