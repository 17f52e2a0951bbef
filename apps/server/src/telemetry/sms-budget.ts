import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Today's SMS spend against the shop's daily budget, in parts (what the provider bills). */
export interface SmsBudgetReading {
  usedParts: number;
  limitParts: number;
}

export type SmsBudgetReader = (db: Kysely<DB>) => Promise<SmsBudgetReading | null>;

let reader: SmsBudgetReader | null = null;

/**
 * THE HOOK for the SMS daily budget (issue 29): the code that keeps the budget registers how to
 * read it here, and `/metrics` then reports `oja_sms_budget_used_parts` and
 * `oja_sms_budget_limit_parts` (the SmsBudget alert in deploy/prometheus/ fires on them). Until
 * one is registered those two gauges are absent and only `oja_sms_parts_sent_total` is reported.
 */
export function registerSmsBudgetReader(read: SmsBudgetReader | null) {
  reader = read;
}

export const smsBudgetNow = (db: Kysely<DB>) => (reader ? reader(db) : Promise.resolve(null));
