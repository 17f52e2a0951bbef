export { fitsOneSms, gsm7Length, smsEncoding, smsLimit, ucs2SmsLimit } from './gsm7.ts';
export { deliverDueSms, enqueueSms, startSmsSender, type QueuedSms } from './outbox.ts';
export {
  createSmsTransport,
  logSmsTransport,
  termiiNumber,
  termiiTransport,
  type SmsTransport,
  type TermiiSettings,
} from './transports.ts';
export { smsParts } from './parts.ts';
