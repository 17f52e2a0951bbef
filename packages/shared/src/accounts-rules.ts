/**
 * Account rules and messages without zod, so that browser code (hand-written form checks) can use
 * them without pulling the schema library into the bundle. `accounts.ts` builds the schemas from
 * these same values.
 */
import { said, textsOf } from './said.ts';

export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const passwordMaxLength = 256;
export const nameMaxLength = 100;
export const emailMaxLength = 254;

export const pictureMaxBytes = 5 * 1024 * 1024;
/** The most pixels a profile picture may have (a 24-megapixel photo, 6000 × 4000, fits). */
export const pictureMaxPixels = 25_000_000;
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** The account rules' messages by key: the forms say the id, the API the English text. */
export const accountSays = {
  emailInvalid: said('account.says.email-invalid', 'Enter a valid e-mail address'),
  emailTaken: said('account.says.email-taken', 'An account with this e-mail already exists'),
  /** The login form's wording, as in the original shop. */
  passwordShortLogin: said('account.says.password-short-login', 'Seems a bit short'),
  passwordShort: said('account.says.password-short', `Use at least ${passwordMinLength} characters`, {
    min: passwordMinLength,
  }),
  passwordLong: said('account.says.password-long', `Use at most ${passwordMaxLength} characters`, {
    max: passwordMaxLength,
  }),
  passwordsDiffer: said('account.says.passwords-differ', 'The passwords do not match'),
  confirmPasswordRequired: said('account.says.confirm-password-required', 'Enter the password again to confirm it'),
  firstNameRequired: said('account.says.first-name-required', 'Enter your first name'),
  lastNameRequired: said('account.says.last-name-required', 'Enter your last name'),
  nameLong: said('account.says.name-long', `Use at most ${nameMaxLength} characters`, { nameMax: nameMaxLength }),
  nameNoLinks: said('account.says.name-no-links', 'Enter a name without web addresses or @'),
  currentPasswordRequired: said('account.says.current-password-required', 'Enter your current password'),
  currentPasswordWrong: said('account.says.current-password-wrong', 'Your current password is not correct'),
  /** One message for an unknown e-mail and a wrong password, so the answer reveals no account. */
  badCredentials: said('account.says.bad-credentials', 'Incorrect e-mail or password.'),
  signInRequired: said('account.says.sign-in-required', 'Please sign in to continue.'),
  resetRequested: said(
    'account.says.reset-requested',
    'If an account exists for this e-mail, we have sent it a link to reset the password. The link works once, within 1 hour.',
  ),
  resetLinkInvalid: said(
    'account.says.reset-link-invalid',
    'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
  ),
  resetDone: said('account.says.reset-done', 'Your password has been changed. Please sign in with the new one.'),
  passwordChanged: said(
    'account.says.password-changed',
    'Your password has been changed. You have been signed out everywhere else.',
  ),
  pictureType: said('account.says.picture-type', 'Choose a JPEG, PNG, WebP or GIF image'),
  pictureSize: said('account.says.picture-size', `The picture must be ${pictureMaxBytes / 1024 / 1024} MB or smaller`, {
    mb: pictureMaxBytes / 1024 / 1024,
  }),
  pictureMissing: said('account.says.picture-missing', 'Choose a picture to upload'),
  otpInvalid: said('account.says.otp-invalid', 'Enter the 6-digit code from your authenticator app'),
  secondFactorRequired: said(
    'account.says.second-factor-required',
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  ),
  secondFactorWrong: said('account.says.second-factor-wrong', 'That code is not right, or has already been used.'),
  verifyLinkInvalid: said(
    'account.says.verify-link-invalid',
    'This verification link is invalid, has expired or has already been used.',
  ),
  emailVerified: said('account.says.email-verified', 'Thank you: your e-mail address is verified.'),
  emailUnverified: said(
    'account.says.email-unverified',
    'Please verify your e-mail address before placing your first order. We can send the link again from your profile.',
  ),
  pictureDimensions: said(
    'account.says.picture-dimensions',
    `The picture is too big: at most ${pictureMaxPixels / 1_000_000} megapixels (for example 6000 × 4000)`,
    { mp: pictureMaxPixels / 1_000_000 },
  ),
};

/**
 * The same in English, key → text, with the staff-only text (English only; the rate limits are the
 * server's `detail.limit.*` messages).
 */
export const accountMessages = {
  ...textsOf(accountSays),
  secondFactorSetupRequired: 'Set up two-step sign-in before you use the back office.',
} as const;

/**
 * A web address or an e-mail address inside a name (security review N9): names are greeted in
 * e-mails and shown to staff, and a name that carries a link turns a genuine shop message into a
 * phishing one. Names with dots, hyphens and apostrophes (J.K., Adé-Ọlá, O'Neil) pass.
 */
const linkInName =
  /@|:\/\/|\bwww\.|[\p{L}\d-]\.(?:[a-z]{2,}\/|(?:com|net|org|ng|io|co|uk|xyz|info|biz|app|link|site|online|me|shop|top|click)\b)/iu;

/**
 * Whether a name is free of web and e-mail addresses. A name over the length limit is refused for
 * that already and not searched (the search is linear, but a megabyte need not be read).
 */
export const nameHasNoLinks = (value: string): boolean => value.length > nameMaxLength || !linkInName.test(value);

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A quick check for forms in the browser; the server's schema has the final word. */
export function looksLikeEmail(value: string): boolean {
  return value.length <= emailMaxLength && emailShape.test(value.trim());
}
