export { alertIfSmsBudgetNear, fitsSmsBudget, smsPartsToday, type SmsBudget } from './budget.ts';
export { smsSize, type SmsEncoding, type SmsSize } from './parts.ts';
export { deliverDueSms, enqueueSms, startSmsSender, type QueuedSms } from './outbox.ts';
export {
  createSmsTransport,
  logSmsTransport,
  termiiChannels,
  termiiNumber,
  termiiTransport,
  type SmsTransport,
  type TermiiChannel,
  type TermiiSettings,
} from './transports.ts';
