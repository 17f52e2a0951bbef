import { z } from 'zod';
import {
  accountSays as m,
  emailMaxLength,
  nameHasNoLinks,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from './accounts-rules.ts';
import type { SharedMessage } from './said.ts';
import { saidOfIssue } from './said-tables.ts';

/** E-mail addresses are stored trimmed and lowercased, so one address is one account. */
export const emailSchema = z
  .string({ error: m.emailInvalid.id })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, m.emailInvalid.id)
  .pipe(z.email(m.emailInvalid.id));

const newPassword = z
  .string({ error: m.passwordShort.id })
  .min(passwordMinLength, m.passwordShort.id)
  .max(passwordMaxLength, m.passwordLong.id);

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(nameMaxLength, m.nameLong.id)
    .refine(nameHasNoLinks, m.nameNoLinks.id);

export const registerSchema = z.object({
  first_name: name(m.firstNameRequired.id),
  last_name: name(m.lastNameRequired.id),
  email: emailSchema,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The same checks as the API plus the confirmation field, which only the form has. */
export const registerFormSchema = registerSchema
  .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired.id) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer.id });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.passwordShortLogin.id })
    .min(passwordMinLength, m.passwordShortLogin.id)
    .max(passwordMaxLength, m.passwordLong.id),
  /**
   * For accounts with two-step sign-in: the 6-digit code of the authenticator app, or one of the
   * recovery codes. Without it such an account answers 401 `second_factor_required`.
   */
  otp: z.string().trim().max(32, m.otpInvalid.id).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const accountUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  profile_image_url: z.string().nullable(),
  role: z.enum(['customer', 'staff']),
  /** Whether the address was confirmed through the e-mailed link. */
  email_verified: z.boolean(),
  /** Whether sign-in asks for a code from an authenticator app. */
  two_factor_enabled: z.boolean(),
  /** Staff whose session has not passed a second factor: set one up before the back office. */
  two_factor_setup_required: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** What login and register answer: the session token for API clients, and the user. */
export const authResponseSchema = z.object({ access: z.string(), user: accountUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileUpdateSchema = z
  .object({ first_name: name(m.firstNameRequired.id).optional(), last_name: name(m.lastNameRequired.id).optional() })
  .refine((v) => v.first_name !== undefined || v.last_name !== undefined, 'Send first_name, last_name or both');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: m.currentPasswordRequired.id })
    .min(1, m.currentPasswordRequired.id)
    .max(passwordMaxLength, m.passwordLong.id),
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer.id });

export const resetRequestSchema = z.object({ email: emailSchema });

/** Reset tokens are 43 base64url characters; anything far from that is not one of ours. */
const resetToken = z
  .string()
  .min(20, m.resetLinkInvalid.id)
  .max(100, m.resetLinkInvalid.id)
  .regex(/^[\w-]+$/, m.resetLinkInvalid.id);

export const resetConfirmSchema = z.object({ token: resetToken, password: newPassword });
export type ResetConfirm = z.infer<typeof resetConfirmSchema>;

export const resetConfirmFormSchema = resetConfirmSchema
  .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired.id) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer.id });

export const resetCheckSchema = z.object({ token: resetToken });

export const detailSchema = z.object({ detail: z.string() });

/** Two-step sign-in: the secret for the authenticator app, as text and as an otpauth:// address. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({
  code: z
    .string({ error: m.otpInvalid.id })
    .trim()
    .regex(/^\d{6}$/, m.otpInvalid.id),
});

/** The recovery codes, shown once: each signs in once in place of a code from the app. */
export const twoFactorEnabledSchema = z.object({ detail: z.string(), recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** One signed-in device (a live session) of the account. Times are ISO 8601. */
export const deviceSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

export const devicesEndedSchema = z.object({ detail: z.string(), ended: z.number().int() });

/** Verification tokens are 43 base64url characters, like reset tokens. */
export const verifyEmailSchema = z.object({
  token: z
    .string()
    .min(20, m.verifyLinkInvalid.id)
    .max(100, m.verifyLinkInvalid.id)
    .regex(/^[\w-]+$/, m.verifyLinkInvalid.id),
});

/** The first message for each field of a failed parse, in English (a shared rule's id gives its text). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, issue] of firstIssues(error)) out[key] ??= saidOfIssue(issue)?.text ?? issue.message;
  return out;
}

/**
 * The same by key (decision 0084): a shared rule's message as its id, values and English, for the
 * shop's forms to say in the page's language; zod's own messages as they are.
 */
export function saidFieldErrors(error: z.ZodError): Record<string, SharedMessage | string> {
  const out: Record<string, SharedMessage | string> = {};
  for (const [key, issue] of firstIssues(error)) out[key] ??= saidOfIssue(issue) ?? issue.message;
  return out;
}

const firstIssues = (error: z.ZodError) =>
  error.issues.map((issue): [string, z.core.$ZodIssue] => [
    issue.path.length > 0 ? issue.path.join('.') : 'form',
    issue,
  ]);
