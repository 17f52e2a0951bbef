import { useEffect, useId, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { accountSays, pictureMaxBytes, pictureTypes } from '@oja/shared/accounts-rules';
import { Avatar } from './avatar';
import type { EditResult } from './edit-profile.server';
import { useT } from '../../i18n/i18n';
import { useSay, type Said } from '../../i18n/say';

/**
 * Upload a profile picture: a preview of the chosen file, and clear messages for a wrong type or
 * size before anything is sent (the server checks the content again and re-encodes it).
 */
export function PictureForm({
  fetcher,
  current,
  name,
  result,
  onUse,
}: {
  fetcher: FetcherWithComponents<EditResult>;
  current: string | null;
  name: string;
  result: EditResult | undefined;
  /** The shopper chose a file or sent the form (the page clears other forms' success messages). */
  onUse: () => void;
}) {
  const inputId = useId();
  const t = useT();
  const say = useSay();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Said | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const busy = fetcher.state !== 'idle';
  const error = problem ?? (busy ? undefined : result?.errors.picture);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // After a successful upload the saved picture replaces the preview.
  const [seenResult, setSeenResult] = useState(result);
  if (seenResult !== result) {
    setSeenResult(result);
    if (result?.ok) {
      setPreview(null);
      setChosen(null);
    }
  }

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="edit-section" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`}>{t('account.picture.title')}</h2>
      <input type="hidden" name="intent" value="picture" />
      <div className="picture-row">
        {preview ? (
          <img className="avatar" src={preview} alt={t('account.picture.preview')} width={96} height={96} />
        ) : (
          <Avatar url={current} name={name} size={96} />
        )}
        <div className="field">
          <label htmlFor={inputId}>{t('account.picture.label', { mb: pictureMaxBytes / 1024 / 1024 })}</label>
          {/* The real file input, transparent, lies over the drawn button: a click, a tap, Tab then
              Space or Enter all reach the browser's own picker, and screen readers meet a file input. */}
          <div className="file-picker">
            <span className="file-control">
              <input
                id={inputId}
                type="file"
                name="picture"
                accept={pictureTypes.join(',')}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-chosen` + (error ? ` ${inputId}-error` : '')}
                onChange={(e) => {
                  onUse();
                  const file = e.currentTarget.files?.[0];
                  setPreview(null);
                  setProblem(null);
                  setChosen(file?.name ?? null);
                  if (!file) return;
                  if (!(pictureTypes as readonly string[]).includes(file.type)) setProblem(accountSays.pictureType);
                  else if (file.size > pictureMaxBytes) setProblem(accountSays.pictureSize);
                  else setPreview(URL.createObjectURL(file));
                }}
              />
              <span className="file-button" aria-hidden="true">
                {t('account.picture.choose')}
              </span>
            </span>
            <span className="file-chosen" id={`${inputId}-chosen`}>
              {chosen ?? t('account.picture.none')}
            </span>
          </div>
          {error ? (
            <p className="field-error" id={`${inputId}-error`}>
              {say(error)}
            </p>
          ) : null}
        </div>
      </div>
      <button
        type="submit"
        className="button"
        disabled={busy}
        onClick={(e) => {
          onUse();
          if (problem) e.preventDefault();
        }}
      >
        {busy ? t('account.picture.uploading') : t('account.picture.upload')}
      </button>
    </fetcher.Form>
  );
}
