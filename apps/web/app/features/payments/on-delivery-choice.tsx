import { Form } from 'react-router';
import type { PaymentOptions, PhoneStatus } from '@oja/shared/payment-methods';
import { useT, type MessageId } from '../../i18n/i18n';
import { PhoneVerifyForms } from './phone-verify';

type Check = PaymentOptions['on_delivery']['checks'][number];

/**
 * Why a rule of pay on delivery stops this order, in the page's language. The server's own words
 * stay the fallback (an order no longer waiting for payment says why in its own terms).
 */
function useReason() {
  const t = useT();
  return (check: Check): string => {
    const v = check.values ?? {};
    const say = (id: MessageId, values?: Record<string, string>) => t(id, values);
    switch (check.rule) {
      case 'enabled':
        return say('pay.cod.rule.off');
      case 'state':
        return v.states ? say('pay.cod.rule.state', { states: v.states }) : say('pay.cod.rule.no-state');
      case 'max_value':
        if (!v.currency) break;
        return v.max
          ? say('pay.cod.rule.max', { max: v.max, total: v.total ?? '' })
          : say('pay.cod.rule.currency', { currency: v.currency });
      case 'verified_phone':
        return say('pay.cod.rule.phone');
      case 'refusals':
        if (!v.count) break;
        return say('pay.cod.rule.refusals', { count: v.count });
      case 'open_orders':
        if (!v.max) break;
        return say('pay.cod.rule.open', { max: v.max });
      default:
        break;
    }
    return check.message;
  };
}

/** Pay on delivery for this order: offered with its button, or the rules it does not meet. */
export function OnDeliveryChoice({
  orderId,
  options,
  phone,
  phoneSent,
  busy,
}: {
  orderId: string;
  options: PaymentOptions;
  phone: PhoneStatus | null;
  phoneSent: boolean;
  busy: boolean;
}) {
  const t = useT();
  const reason = useReason();
  const failed = options.on_delivery.checks.filter((c) => !c.passed);
  const onlyPhone = failed.length === 1 && failed[0]!.rule === 'verified_phone';
  return (
    <div className="payment-choice">
      <h3>{t('pay.cod')}</h3>
      {options.on_delivery.available ? (
        <>
          <p className="muted">{t('pay.cod.offer')}</p>
          <Form method="post">
            <input type="hidden" name="order_id" value={orderId} />
            <input type="hidden" name="intent" value="on_delivery" />
            <button type="submit" className="button pay-on-delivery" disabled={busy}>
              {t('pay.cod')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="muted">{t('pay.cod.not-offered')}</p>
          <ul className="cod-reasons">
            {failed.map((c) => (
              <li key={c.rule}>{reason(c)}</li>
            ))}
          </ul>
          {onlyPhone ? <PhoneVerifyForms phone={phone} sent={phoneSent} hidden={{ order_id: orderId }} /> : null}
        </>
      )}
    </div>
  );
}

/** An order to be paid on delivery: what the shopper does at the door. */
export function OnDeliveryStatus() {
  return <>{useT()('pay.cod.status')}</>;
}
