import { useId, useState } from 'react';
import { formatMajor, type Currency } from '@oja/shared/money';
import type { Quote } from '@oja/shared/orders';
import { useT } from '../../i18n/i18n';
import { useHydrated } from '../../lib/use-hydrated';

interface VoucherFieldProps {
  /** The code applied ('' for none). */
  applied: string;
  /** The quote's answer for it, once the destination is known. */
  voucher: Quote['voucher'] | undefined;
  currency: Currency;
  /** The quote is being asked for with the code, or will be once the destination is known. */
  checking: boolean;
  /** Why the last code was removed or refused, for the shopper. */
  notice: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * "Have a voucher?": a code box that applies the code to the order summary (the server checks it
 * in the quote and again when the order is placed). Inside the place-order form, so Enter in the
 * box applies the code rather than placing the order.
 */
export function VoucherField({ applied, voucher, currency, checking, notice, onApply, onRemove }: VoucherFieldProps) {
  const id = useId();
  const t = useT();
  const hydrated = useHydrated();
  /** A message with the code in bold: split around it. */
  const withCode = (text: string, code: string) => {
    const [before, after = ''] = text.split('\u0000');
    return (
      <>
        {before}
        <strong>{code}</strong>
        {after}
      </>
    );
  };
  const [typed, setTyped] = useState('');
  const apply = () => {
    const code = typed.trim();
    if (code) onApply(code);
  };
  return (
    <div className="voucher-field">
      {applied ? (
        <p className="voucher-applied" role="status">
          {voucher && voucher.code === applied.trim().toUpperCase() ? (
            <>
              {withCode(
                voucher.discount > 0 && voucher.free_delivery
                  ? t('voucher.applied.off-free', { code: '\u0000', amount: formatMajor(voucher.discount, currency) })
                  : voucher.discount > 0
                    ? t('voucher.applied.off', { code: '\u0000', amount: formatMajor(voucher.discount, currency) })
                    : voucher.free_delivery
                      ? t('voucher.applied.free', { code: '\u0000' })
                      : t('voucher.applied', { code: '\u0000' }),
                voucher.code,
              )}
            </>
          ) : (
            <>
              {withCode(
                checking ? t('voucher.checking', { code: '\u0000' }) : t('voucher.later', { code: '\u0000' }),
                applied.toUpperCase(),
              )}
            </>
          )}{' '}
          <button type="button" className="link-button" onClick={onRemove}>
            {t('voucher.remove')}
          </button>
          <input type="hidden" name="voucher_code" value={applied} />
        </p>
      ) : (
        <div className="field voucher-entry">
          <label htmlFor={id}>{t('voucher.label')}</label>
          <div className="voucher-row">
            <input
              id={id}
              name="voucher_entry"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={typed}
              aria-describedby={notice ? `${id}-notice` : undefined}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                apply();
              }}
            />
            {/* Without scripts Apply asks the server for the summary with the code (the form's quote). */}
            <button
              type={hydrated ? 'button' : 'submit'}
              name="intent"
              value="quote"
              formNoValidate
              className="button button-secondary"
              onClick={apply}
              disabled={hydrated && !typed.trim()}
            >
              {t('voucher.apply')}
            </button>
          </div>
        </div>
      )}
      {notice ? (
        <p className="form-error voucher-notice" id={`${id}-notice`} role="alert">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
