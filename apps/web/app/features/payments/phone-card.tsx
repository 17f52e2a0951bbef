import { useActionData, useFetcher } from 'react-router';
import type { PhoneStatus } from '@oja/shared/payment-methods';
import { formatPhone } from '@oja/shared/phone';
import { useT } from '../../i18n/i18n';
import { PhoneVerifyForms } from './phone-verify';
import type { PhoneActionData } from './phone.server';

/**
 * The profile's mobile number: shown with whether it is verified, and verified here by a code sent
 * by SMS (the same flow as at checkout, where pay on delivery may ask for it).
 */
export function PhoneCard({ phone }: { phone: PhoneStatus | null }) {
  const t = useT();
  const fetcher = useFetcher<PhoneActionData>();
  // Without scripts the forms post as pages: their answer is the page's action data.
  const posted = useActionData<PhoneActionData | { phone?: undefined }>();
  const answer = fetcher.data ?? (posted?.phone ? posted : undefined);
  const busy = fetcher.state !== 'idle';
  const sent = answer !== undefined && (answer.intent === 'phone_code' ? answer.ok : !answer.ok);
  const justVerified = answer?.intent === 'phone_verify' && answer.ok;
  const verified = Boolean(phone?.verified);
  const forms = <PhoneVerifyForms phone={phone} sent={sent} form={fetcher.Form} busy={busy} idPrefix="profile" />;
  return (
    <section className="phone-card" aria-labelledby="phone-heading">
      <h2 id="phone-heading">{t('pay.phone.heading')}</h2>
      <p className="phone-status">
        {t('pay.phone.label')}:{' '}
        {phone?.phone ? (
          <strong className="phone-number">{formatPhone(phone.phone)}</strong>
        ) : (
          <span>{t('pay.phone.none')}</span>
        )}
        {phone?.phone ? (
          verified ? (
            <span className="phone-badge phone-badge-ok">{t('pay.phone.verified')}</span>
          ) : (
            <span className="phone-badge">{t('pay.phone.unverified')}</span>
          )
        ) : null}
      </p>
      {answer && !busy ? (
        answer.ok ? (
          <p className="form-success" role="status">
            {justVerified ? t('pay.phone.done') : t('pay.phone.sent')}
          </p>
        ) : (
          <p className="form-error" role="alert">
            {answer.error}
          </p>
        )
      ) : null}
      {verified && !sent ? (
        <details className="phone-change">
          <summary>{t('pay.phone.change')}</summary>
          {forms}
        </details>
      ) : (
        <>
          <p className="muted">{t('pay.phone.why')}</p>
          {forms}
        </>
      )}
    </section>
  );
}
