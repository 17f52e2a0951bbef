import { z } from 'zod';
import {
  accountMessages as m,
  emailMaxLength,
  nameHasNoLinks,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from './accounts-rules.ts';

/** E-mail addresses are stored trimmed and lowercased, so one address is one account. */
export const emailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, m.emailInvalid)
  .pipe(z.email(m.emailInvalid));

const newPassword = z
  .string({ error: m.passwordShort })
  .min(passwordMinLength, m.passwordShort)
  .max(passwordMaxLength, m.passwordLong);

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(nameMaxLength, m.nameLong)
    .refine(nameHasNoLinks, m.nameNoLinks);

export const registerSchema = z.object({
  first_name: name(m.firstNameRequired),
  last_name: name(m.lastNameRequired),
  email: emailSchema,
  password: newPassword,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The same checks as the API plus the confirmation field, which only the form has. */
export const registerFormSchema = registerSchema
  .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.passwordShortLogin })
    .min(passwordMinLength, m.passwordShortLogin)
    .max(passwordMaxLength, m.passwordLong),
  /**
   * For accounts with two-step sign-in: the 6-digit code of the authenticator app, or one of the
   * recovery codes. Without it such an account answers 401 `second_factor_required`.
   */
  otp: z.string().trim().max(32, m.otpInvalid).optional(),
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
  .object({ first_name: name(m.firstNameRequired).optional(), last_name: name(m.lastNameRequired).optional() })
  .refine((v) => v.first_name !== undefined || v.last_name !== undefined, 'Send first_name, last_name or both');
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordChangeSchema = z.object({
  current_password: z
    .string({ error: m.currentPasswordRequired })
    .min(1, m.currentPasswordRequired)
    .max(passwordMaxLength, m.passwordLong),
  new_password: newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((v) => v.new_password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer });

export const resetRequestSchema = z.object({ email: emailSchema });

/** Reset tokens are 43 base64url characters; anything far from that is not one of ours. */
const resetToken = z
  .string()
  .min(20, m.resetLinkInvalid)
  .max(100, m.resetLinkInvalid)
  .regex(/^[\w-]+$/, m.resetLinkInvalid);

export const resetConfirmSchema = z.object({ token: resetToken, password: newPassword });
export type ResetConfirm = z.infer<typeof resetConfirmSchema>;

export const resetConfirmFormSchema = resetConfirmSchema
  .extend({ confirm_password: z.string().min(1, m.confirmPasswordRequired) })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: m.passwordsDiffer });

export const resetCheckSchema = z.object({ token: resetToken });

export const detailSchema = z.object({ detail: z.string() });

/** Two-step sign-in: the secret for the authenticator app, as text and as an otpauth:// address. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({
  code: z
    .string({ error: m.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, m.otpInvalid),
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
    .min(20, m.verifyLinkInvalid)
    .max(100, m.verifyLinkInvalid)
    .regex(/^[\w-]+$/, m.verifyLinkInvalid),
});

/** The first message for each field of a failed parse, for showing beside the form's inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'form';
    out[key] ??= issue.message;
  }
  return out;
}
