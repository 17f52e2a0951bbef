import {
  accountMessages,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
  pictureMaxBytes,
  pictureMaxPixels,
} from '@oja/shared/accounts-rules';
import { sharedMessageIds, useSharedText } from '../../i18n/shared-messages';

/** The shared account rules' messages (field errors, answers) in the page's language. */
const accountTexts = sharedMessageIds(accountMessages, {
  emailInvalid: 'account.says.email-invalid',
  emailTaken: 'account.says.email-taken',
  passwordShortLogin: 'account.says.password-short-login',
  passwordShort: 'account.says.password-short',
  passwordLong: 'account.says.password-long',
  passwordsDiffer: 'account.says.passwords-differ',
  confirmPasswordRequired: 'account.says.confirm-password-required',
  firstNameRequired: 'account.says.first-name-required',
  lastNameRequired: 'account.says.last-name-required',
  nameLong: 'account.says.name-long',
  nameNoLinks: 'account.says.name-no-links',
  currentPasswordRequired: 'account.says.current-password-required',
  currentPasswordWrong: 'account.says.current-password-wrong',
  badCredentials: 'account.says.bad-credentials',
  signInRequired: 'account.says.sign-in-required',
  resetRequested: 'account.says.reset-requested',
  resetLinkInvalid: 'account.says.reset-link-invalid',
  resetDone: 'account.says.reset-done',
  passwordChanged: 'account.says.password-changed',
  pictureType: 'account.says.picture-type',
  pictureSize: 'account.says.picture-size',
  pictureMissing: 'account.says.picture-missing',
  otpInvalid: 'account.says.otp-invalid',
  secondFactorRequired: 'account.says.second-factor-required',
  secondFactorWrong: 'account.says.second-factor-wrong',
  verifyLinkInvalid: 'account.says.verify-link-invalid',
  emailVerified: 'account.says.email-verified',
  emailUnverified: 'account.says.email-unverified',
  pictureDimensions: 'account.says.picture-dimensions',
});
export const pictureMegabytes = pictureMaxBytes / 1024 / 1024;
const values = {
  min: passwordMinLength,
  max: passwordMaxLength,
  nameMax: nameMaxLength,
  mb: pictureMegabytes,
  mp: pictureMaxPixels / 1_000_000,
};

/** `const say = useAccountText(); say(errors.email)`: a shared account message translated. */
export const useAccountText = () => useSharedText(accountTexts, values);
