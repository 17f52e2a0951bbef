import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatMoney } from '@oja/shared/money';
import type { BankTransfer, PaymentOptions, PhoneStatus } from '@oja/shared/payment-methods';
import { OnDeliveryChoice } from './on-delivery-choice';
import { useT, type MessageId } from '../../i18n/i18n';
import { useShopDates } from '../../lib/shop-time';

/** Copies one value; without JavaScript the value stays on the page to select by hand. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  return (
    <button
      type="button"
      className="button button-quiet copy-button"
      aria-label={t('pay.copy-label', { label })}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      {copied ? t('pay.copied') : t('pay.copy')}
    </button>
  );
}

/** What to send, where, with which reference: the same as the e-mail. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  // In the page's language and the shop's time zone, as the server rendered it.
  const dates = useShopDates();
  const amount = formatMoney(transfer.amount_minor, transfer.currency);
  const t = useT();
  const rows: [MessageId, string, string][] = [
    ['pay.transfer.bank', transfer.bank_name, transfer.bank_name],
    ['pay.transfer.account-name', transfer.account_name, transfer.account_name],
    ['pay.transfer.account-number', transfer.account_number, transfer.account_number],
    ['pay.transfer.amount', amount, (transfer.amount_minor / 100).toFixed(2)],
    ['pay.transfer.reference', transfer.reference, transfer.reference],
  ];
  // The amount in bold: the message is split around it.
  const [before, after = ''] = t('pay.transfer.send', { amount: '\u0000' }).split('\u0000');
  return (
    <section className="transfer-details" aria-labelledby="transfer-h">
      <h3 id="transfer-h">{t('pay.transfer.title')}</h3>
      <p>
        {before}
        <strong>{amount}</strong>
        {after}
      </p>
      <dl className="transfer-list">
        {rows.map(([label, shown, copied]) => (
          <div key={label} className="transfer-row">
            <dt>{t(label)}</dt>
            <dd>
              <span
                className={
                  label === 'pay.transfer.reference' || label === 'pay.transfer.account-number'
                    ? 'transfer-value'
                    : undefined
                }
              >
                {shown}
              </span>
              <CopyButton value={copied} label={t(label).toLowerCase()} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        {transfer.expires_at
          ? t('pay.transfer.waits-until', { date: dates.instant(transfer.expires_at) })
          : t('pay.transfer.waits')}
      </p>
    </section>
  );
}

const channelIds: Record<string, MessageId> = {
  card: 'pay.channel.card',
  bank_transfer: 'pay.channel.bank-transfer',
  banktransfer: 'pay.channel.bank-transfer',
  ussd: 'pay.channel.ussd',
  bank: 'pay.channel.bank-account',
  account: 'pay.channel.bank-account',
  mobile_money: 'pay.channel.mobile-money',
  mobilemoneyghana: 'pay.channel.mobile-money',
  qr: 'pay.channel.qr',
};

/**
 * "Card, bank transfer or USSD via Paystack" in the page's language, from the provider's channels
 * (the API's `label` is the English of the same). A channel without words keeps its name (OPay).
 */
function useProviderLabel(provider: PaymentOptions['provider'] | undefined, fallbackName: string): string {
  const t = useT();
  if (!provider) return t('pay.via', { provider: fallbackName });
  const words = [...new Set(provider.channels.map((c) => (channelIds[c] ? t(channelIds[c]) : c)))];
  if (words.length === 0) return t('pay.via', { provider: provider.display_name });
  const list =
    words.length === 1 ? words[0]! : t('pay.channels.or', { list: words.slice(0, -1).join(', '), last: words.at(-1)! });
  const label = t('pay.channels.via', { channels: list, provider: provider.display_name });
  return `${label[0]!.toUpperCase()}${label.slice(1)}`;
}

/**
 * The ways to pay this order, as the server allows them: the provider's page (named with its
 * channels), bank transfer to the shop's account, pay on delivery (or why it is not offered).
 */
export function PaymentChoices(props: {
  orderId: string;
  options: PaymentOptions | null;
  phone: PhoneStatus | null;
  phoneSent: boolean;
  providerForm: ReactNode;
  providerName: string;
}) {
  const { orderId, options, phone, phoneSent } = props;
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const transfer = options?.bank_transfer.details ?? null;
  const providerLabel = useProviderLabel(options?.provider, props.providerName);
  return (
    <section className="form-section payment-choices" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t('pay.heading')}</h2>
      {options?.method === 'bank_transfer' && transfer ? <BankTransferDetails transfer={transfer} /> : null}
      <div className="payment-choice">
        <h3>{providerLabel}</h3>
        {props.providerForm}
      </div>
      {options?.bank_transfer.available && options.method !== 'bank_transfer' ? (
        <div className="payment-choice">
          <h3>{t('pay.transfer.choice')}</h3>
          <p className="muted">{t('pay.transfer.choice-text')}</p>
          <Form method="post">
            <input type="hidden" name="order_id" value={orderId} />
            <input type="hidden" name="intent" value="bank_transfer" />
            <button type="submit" className="button pay-transfer" disabled={busy}>
              {t('pay.transfer.title')}
            </button>
          </Form>
        </div>
      ) : null}
      {options ? (
        <OnDeliveryChoice orderId={orderId} options={options} phone={phone} phoneSent={phoneSent} busy={busy} />
      ) : null}
    </section>
  );
}
