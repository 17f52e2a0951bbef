import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';

/** The shop's daily SMS budget (SMS_DAILY_BUDGET_PARTS) and when staff are told it is near. */
export interface SmsBudget {
  dailyParts: number;
  alertPercent: number;
}

/** The UTC day a moment falls in (YYYY-MM-DD): the budget's unit. */
export const smsDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Counts parts queued now, in the caller's transaction (the SMS and its count commit together). */
export async function recordSmsParts(db: Kysely<DB>, parts: number, now: number) {
  await db
    .insertInto('sms_budget_days')
    .values({ day: smsDay(now), parts, alerted_at: null })
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({ parts: eb('sms_budget_days.parts', '+', eb.ref('excluded.parts')) })),
    )
    .execute();
}

export async function smsPartsToday(db: Kysely<DB>, now = Date.now()) {
  const row = await db.selectFrom('sms_budget_days').select('parts').where('day', '=', smsDay(now)).executeTakeFirst();
  return Number(row?.parts ?? 0);
}

/** Whether `parts` more fit in today's budget. */
export async function fitsSmsBudget(db: Kysely<DB>, budget: SmsBudget, parts: number, now = Date.now()) {
  return (await smsPartsToday(db, now)) + parts <= budget.dailyParts;
}

/**
 * E-mails every staff member once a day when today's spend reaches the alert share of the budget.
 * The conditional update decides between processes: exactly one sends the alert.
 */
export async function alertIfSmsBudgetNear(db: Kysely<DB>, budget: SmsBudget, now = Date.now()) {
  const threshold = Math.ceil((budget.dailyParts * budget.alertPercent) / 100);
  const day = smsDay(now);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('sms_budget_days')
      .set({ alerted_at: now })
      .where('day', '=', day)
      .where('alerted_at', 'is', null)
      .where('parts', '>=', threshold)
      .returning('parts')
      .executeTakeFirst();
    if (!claimed) return false;
    const staff = await trx.selectFrom('users').select('email').where('role', '=', 'staff').execute();
    const used = Number(claimed.parts);
    for (const { email } of staff) {
      await enqueueMail(
        trx,
        {
          to: email,
          subject: `Oja: ${used} of ${budget.dailyParts} SMS parts used today`,
          text:
            `The shop has queued ${used} SMS parts today (${day}, UTC), ${budget.alertPercent} % or more of its daily ` +
            `budget of ${budget.dailyParts} (SMS_DAILY_BUDGET_PARTS). Once the budget is spent, no phone ` +
            `verification code is sent until tomorrow; order updates still go.\n\n` +
            `If this is unexpected, look at the Mail page of the back office for the numbers texted.`,
        },
        now,
      );
    }
    return true;
  });
}
