import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { emailSchema } from '@oja/shared/accounts';
import { saidOfIssue } from '@oja/shared/said-tables';
import { accountMessages as m, nameMaxLength, passwordMaxLength, passwordMinLength } from '@oja/shared/accounts-rules';
import type { DB } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import type { PasswordHasher } from '../accounts/index.ts';

export const staffInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(passwordMinLength, m.passwordShort).max(passwordMaxLength, m.passwordLong).optional(),
  first_name: z.string().trim().min(1, m.firstNameRequired).max(nameMaxLength, m.nameLong).optional(),
  last_name: z.string().trim().min(1, m.lastNameRequired).max(nameMaxLength, m.nameLong).optional(),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export interface StaffResult {
  action: 'created' | 'promoted' | 'unchanged';
  user: { id: number; email: string; first_name: string; last_name: string };
  /** Set when a password was generated; shown once, never stored in clear. */
  generatedPassword?: string;
  passwordChanged: boolean;
}

/** 16 characters from 96 random bits: strong, and easy to copy from a terminal. */
const generatePassword = () => randomBytes(12).toString('base64url');

/**
 * Makes `email` a staff member: creates the account (with the given or a generated password) or
 * promotes an existing customer. Run from the command line (`npm run staff`), never over HTTP:
 * the first staff account cannot be made by anyone through the shop.
 */
export async function createOrPromoteStaff(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  raw: StaffInput,
): Promise<StaffResult> {
  const parsed = staffInputSchema.safeParse(raw);
  if (!parsed.success) {
    const english = (i: z.core.$ZodIssue) => saidOfIssue(i)?.text ?? i.message;
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${english(i)}`).join('; '));
  }
  const input = parsed.data;
  const now = Date.now();
  const existing = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!existing) {
    const generatedPassword = input.password ? undefined : generatePassword();
    const user = await db
      .insertInto('users')
      .values({
        email: input.email,
        first_name: input.first_name ?? 'Staff',
        last_name: input.last_name ?? 'Member',
        role: 'staff',
        password_hash: await hasher.hash(input.password ?? generatedPassword!),
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'email', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    return { action: 'created', user, generatedPassword, passwordChanged: false };
  }
  const changes = {
    role: 'staff' as const,
    ...(input.first_name ? { first_name: input.first_name } : {}),
    ...(input.last_name ? { last_name: input.last_name } : {}),
    ...(input.password ? { password_hash: await hasher.hash(input.password) } : {}),
  };
  const changed = existing.role !== 'staff' || Object.keys(changes).length > 1;
  const user = await db
    .updateTable('users')
    .set({ ...changes, updated_at: changed ? now : existing.updated_at })
    .where('id', '=', existing.id)
    .returning(['id', 'email', 'first_name', 'last_name'])
    .executeTakeFirstOrThrow();
  const action = existing.role === 'staff' ? 'unchanged' : 'promoted';
  return { action, user, passwordChanged: input.password !== undefined };
}

/** What the command prints. */
export function describeStaffResult(r: StaffResult): string {
  const who = `${r.user.email} (${r.user.first_name} ${r.user.last_name}, user ${r.user.id})`;
  const lines = [
    r.action === 'created'
      ? `Created staff member ${who}.`
      : r.action === 'promoted'
        ? `Promoted ${who} from customer to staff.`
        : `${who} is already staff; the role is unchanged.`,
  ];
  if (r.generatedPassword) {
    lines.push(`Password (shown once, not stored in clear): ${r.generatedPassword}`);
    lines.push('Sign in at /login and change it in the dashboard.');
  } else if (r.passwordChanged) lines.push('The password was set to the one given.');
  return lines.join('\n');
}
