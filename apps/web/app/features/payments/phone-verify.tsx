import { Form } from 'react-router';
import type { PhoneStatus } from '@oja/shared/payment-methods';
import { useT } from '../../i18n/i18n';

/** A plain form, or a fetcher's form (the profile keeps its page while the code goes out). */
type FormLike = typeof Form;

/**
 * Verifying the customer's mobile number by SMS (docs/decisions/0033): the number, "Send me a
 * code", then the code from the SMS. The same server flow at checkout and on the profile; `hidden`
 * carries what the page's action needs besides (the order at checkout).
 */
export function PhoneVerifyForms({
  phone,
  sent,
  hidden = {},
  form: F = Form,
  busy = false,
  idPrefix = 'verify',
}: {
  phone: PhoneStatus | null;
  sent: boolean;
  hidden?: Record<string, string>;
  form?: FormLike;
  busy?: boolean;
  idPrefix?: string;
}) {
  const t = useT();
  const fields = Object.entries(hidden).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return (
    <div className="phone-verify">
      <F method="post" className="inline-form">
        {fields}
        <input type="hidden" name="intent" value="phone_code" />
        <div className="field">
          <label htmlFor={`${idPrefix}-phone`}>{t('pay.phone.number-label')}</label>
          <input
            id={`${idPrefix}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            defaultValue={phone?.phone ?? ''}
            required
          />
        </div>
        <button type="submit" className="button button-quiet" disabled={busy}>
          {sent ? t('pay.phone.resend') : t('pay.phone.send')}
        </button>
      </F>
      {sent ? (
        <F method="post" className="inline-form">
          {fields}
          <input type="hidden" name="intent" value="phone_verify" />
          <div className="field">
            <label htmlFor={`${idPrefix}-code`}>{t('pay.phone.code-label')}</label>
            <input
              id={`${idPrefix}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              required
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('pay.phone.verify')}
          </button>
        </F>
      ) : null}
    </div>
  );
}
