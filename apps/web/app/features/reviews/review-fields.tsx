import { useId } from 'react';
import { ratingChoices, reviewBodyMaxLength, reviewBodyMinLength } from '@oja/shared/reviews-rules';
import { useT } from '../../i18n/i18n';
import { useSay, type Said } from '../../i18n/say';

/** The spec's star select, 5 down to 1. */
export function RatingSelect({ defaultValue = 5, error }: { defaultValue?: number; error?: Said }) {
  const id = useId();
  const t = useT();
  const say = useSay();
  return (
    <div className="field">
      <label htmlFor={id}>{t('review.rating')}</label>
      <select
        id={id}
        name="rating"
        required
        defaultValue={String(defaultValue)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {ratingChoices.map((n) => (
          <option key={n} value={n}>
            {'★'.repeat(n) + '☆'.repeat(5 - n)} {t('review.stars', { count: n })}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The review text. `required`, `minLength` and `maxLength` let the browser refuse an empty or
 * too-short review even without JavaScript; the server checks again.
 */
export function ReviewTextArea({ defaultValue, error }: { defaultValue?: string; error?: Said }) {
  const id = useId();
  const t = useT();
  const say = useSay();
  return (
    <div className="field">
      <label htmlFor={id}>{t('review.body')}</label>
      <textarea
        id={id}
        name="body"
        rows={5}
        required
        minLength={reviewBodyMinLength}
        maxLength={reviewBodyMaxLength}
        placeholder={t('review.body-placeholder')}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
      />
      <p className="field-hint" id={`${id}-hint`}>
        {t('review.body-hint', { min: reviewBodyMinLength, max: reviewBodyMaxLength })}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** Which of the product's variants the customer received the review is about (optional). */
export function VariantSelect({
  variants,
  defaultLabel,
}: {
  variants: { id: number; label: string }[];
  defaultLabel?: string;
}) {
  const id = useId();
  const t = useT();
  const chosen = variants.find((v) => v.label === defaultLabel);
  return (
    <div className="field">
      <label htmlFor={id}>{t('variant.more.which')}</label>
      <select id={id} name="variant_id" defaultValue={chosen ? String(chosen.id) : ''}>
        <option value="">{t('variant.more.none')}</option>
        {variants.map((v) => (
          <option key={v.id} value={v.id}>
            {v.label}
          </option>
        ))}
      </select>
    </div>
  );
}
