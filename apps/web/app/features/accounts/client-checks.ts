import { accountSays as m, looksLikeEmail, passwordMinLength } from '@oja/shared/accounts-rules';
import type { Said } from '../../i18n/say';

/** `sameAs`: a confirmation of another field; `required`: it must be filled in even when both are empty. */
export type Rule =
  'email' | 'password' | 'login-password' | 'first-name' | 'last-name' | { sameAs: string; required?: boolean };

/**
 * Quick checks in the browser before a form is sent (no schema library in the bundle); the
 * server checks everything again with the shared schemas and has the last word.
 */
export function checkForm(form: HTMLFormElement, rules: Record<string, Rule>): Record<string, Said> | null {
  const fields = new FormData(form);
  const value = (name: string) => String(fields.get(name) ?? '');
  const errors: Record<string, Said> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const v = value(name);
    if (rule === 'email' && !looksLikeEmail(v)) errors[name] = m.emailInvalid;
    else if (rule === 'login-password' && v.length < passwordMinLength) errors[name] = m.passwordShortLogin;
    else if (rule === 'password' && v.length < passwordMinLength) errors[name] = m.passwordShort;
    else if (rule === 'first-name' && v.trim() === '') errors[name] = m.firstNameRequired;
    else if (rule === 'last-name' && v.trim() === '') errors[name] = m.lastNameRequired;
    else if (typeof rule === 'object' && rule.required === true && v === '') errors[name] = m.confirmPasswordRequired;
    else if (typeof rule === 'object' && v !== value(rule.sameAs)) errors[name] = m.passwordsDiffer;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
