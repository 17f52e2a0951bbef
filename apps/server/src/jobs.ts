import type { App } from './build-app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/connection.ts';
import { startOrderJobs } from './features/orders/index.ts';
import { startMorningSummary } from './features/reports/index.ts';
import { createMailTransport, startMailSender } from './mail/index.ts';
import { createSmsTransport, startSmsSender } from './sms/index.ts';

/**
 * The background work every server process runs next to its requests: order housekeeping
 * (expiry of unpaid orders, stale guest carts, old idempotency keys), payment reconciliation, the
 * staff's morning summary and the mail outbox (e-mail and SMS). Each claims its rows with conditional updates, so any number of processes on
 * one database may run them at once and every item is still handled once (docs/deployment.md).
 * `stop` waits for runs in progress.
 */
export function startBackgroundJobs(app: App, database: Database, config: Config) {
  const stopOrderJobs = startOrderJobs(database.db, app.log, config.jobs.orderIntervalMs);
  const stopPaymentJobs = app.payments.startJobs(config.jobs.paymentIntervalMs);
  // Staff's summary of yesterday (issue 35): looked for every minute, sent once a day by one process.
  const stopMorningSummary = startMorningSummary(
    {
      db: database.db,
      timeZone: config.shop.timeZone,
      hour: config.alerts.morningSummaryHour,
      lowStockThreshold: config.admin.lowStockThreshold,
      publicUrl: config.publicUrl,
    },
    app.log,
  );
  const mailSender = startMailSender({
    db: database.db,
    // Secret links reach the log only on a developer's machine, or in the demo of test payments
    // without SMTP, marked demo only (mail/transports.ts).
    transport: createMailTransport(config.mail.smtpUrl, app.log, {
      withSecrets: config.env === 'development',
      demo: config.payments.testMode,
    }),
    from: config.mail.from,
    log: app.log,
  });
  // Order updates by SMS, from the same outbox with the same retries (Termii, or the log).
  const smsSender = startSmsSender({
    db: database.db,
    transport: createSmsTransport(config.sms.termii, app.log, { withSecrets: config.env === 'development' }),
    log: app.log,
    budget: config.sms.budget,
  });
  return {
    async stop() {
      await Promise.all([
        stopOrderJobs(),
        stopPaymentJobs(),
        stopMorningSummary(),
        mailSender.stop(),
        smsSender.stop(),
      ]);
    },
  };
}
