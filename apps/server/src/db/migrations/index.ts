import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';
import { initial } from './0001-initial.ts';
import { search } from './0002-search.ts';
import { accounts } from './0003-accounts.ts';
import { admin } from './0005-admin.ts';
import { payments } from './0006-payments.ts';
import { searchTitles } from './0007-search-titles.ts';
import { catalogueGeneration } from './0008-catalogue-generation.ts';
import { paymentTransactions } from './0009-payment-transactions.ts';
import { reservations } from './0010-reservations.ts';
import { refunds } from './0011-refunds.ts';
import { accountSecurity } from './0012-account-security.ts';
import { addressBook } from './0014-address-book.ts';
import { deliveryOptions } from './0015-delivery-options.ts';
import { paymentMethods } from './0016-payment-methods.ts';
import { languagesMigration } from './0017-languages.ts';
import { catalogueDepth } from './0019-catalogue-depth.ts';
import { promotions } from './0020-promotions.ts';
import { variantHistory } from './0021-variant-history.ts';
import { catalogueLanguages } from './0018-catalogue-languages.ts';
import { auditLog } from './0025-audit-log.ts';
import { onDeliveryState } from './0026-on-delivery-state.ts';
import { reportIndexes } from './0028-report-indexes.ts';
import { unclaimedPayments } from './0032-unclaimed-payments.ts';
import { smsBudget } from './0033-sms-budget.ts';
import { heldUnits } from './0034-held-units.ts';
import { staffAlerts } from './0035-staff-alerts.ts';
import { staffEnrolment } from './0036-staff-enrolment.ts';
import { skuCase } from './0037-sku-case.ts';
import { staffSummaries } from './0038-staff-summaries.ts';
import { promotionsGeneration } from './0039-promotions-generation.ts';
import { searchWordStarts } from './0040-search-word-starts.ts';
import { rateLimitHit } from './0043-rate-limit-hit.ts';
import { outbox } from './0044-outbox.ts';
import { oneVariant } from './0045-one-variant.ts';

/**
 * Every migration in order, keyed by a name that sorts in that order. One list runs on both
 * databases; a migration that needs dialect-specific SQL receives the dialect.
 */
export const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001-initial': initial(dialect),
  '0002-search': search(dialect),
  '0003-accounts': accounts(dialect),
  '0005-admin': admin(dialect),
  '0006-payments': payments(dialect),
  '0007-search-titles': searchTitles(dialect),
  '0008-catalogue-generation': catalogueGeneration(dialect),
  '0009-payment-transactions': paymentTransactions(dialect),
  '0010-reservations': reservations(),
  '0011-refunds': refunds(dialect),
  '0012-account-security': accountSecurity(dialect),
  '0014-address-book': addressBook(dialect),
  '0015-delivery-options': deliveryOptions(dialect),
  '0016-payment-methods': paymentMethods(dialect),
  '0017-languages': languagesMigration(),
  '0019-catalogue-depth': catalogueDepth(dialect),
  '0020-promotions': promotions(dialect),
  '0021-variant-history': variantHistory(),
  '0018-catalogue-languages': catalogueLanguages(dialect),
  '0025-audit-log': auditLog(dialect),
  '0026-on-delivery-state': onDeliveryState(dialect),
  '0028-report-indexes': reportIndexes(),
  '0032-unclaimed-payments': unclaimedPayments(dialect),
  '0033-sms-budget': smsBudget(),
  '0034-held-units': heldUnits(dialect),
  '0035-staff-alerts': staffAlerts(),
  '0036-staff-enrolment': staffEnrolment(dialect),
  '0037-sku-case': skuCase(),
  '0038-staff-summaries': staffSummaries(),
  '0039-promotions-generation': promotionsGeneration(dialect),
  '0040-search-word-starts': searchWordStarts(dialect),
  '0043-rate-limit-hit': rateLimitHit(dialect),
  '0044-outbox': outbox(),
  '0045-one-variant': oneVariant(dialect),
});
