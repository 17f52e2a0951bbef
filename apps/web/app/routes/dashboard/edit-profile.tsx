import { useEffect, useState } from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { toast } from '../../ui/toaster';
import type { Route } from './+types/edit-profile';
import type { loader as dashboardLoader } from './layout';
import { checkForm } from '../../features/accounts/client-checks';
import { editProfile, type EditIntent, type EditResult } from '../../features/accounts/edit-profile.server';
import { PictureForm } from '../../features/accounts/picture-form';
import { PasswordField, NameFields } from '../../features/accounts/text-field';
import { useSay, type Said } from '../../i18n/say';
import { useT } from '../../i18n/i18n';
import { styleParts } from '../../styles/areas';
import { messageAreas } from '../../i18n/areas';

// The account pages' own texts (the dashboard's layout names the areas every dashboard page uses).
export const handle = { ...styleParts('profile'), ...messageAreas('profile') };

export function action({ request, context }: Route.ActionArgs) {
  return editProfile(request, context);
}

/** A form's latest result: from its fetcher, or from a plain form post when scripts are off. */
function useResult(fetcher: { data?: EditResult }, intent: EditIntent, actionData: EditResult | undefined) {
  const fromPost = actionData?.intent === intent ? actionData : undefined;
  return fetcher.data ?? fromPost;
}

/** Toasts a form's success once per answer, and resets the form when asked. */
function useSuccessToast(result: EditResult | undefined, form?: HTMLFormElement | null) {
  const say = useSay();
  useEffect(() => {
    const message = result?.ok ? result.message : undefined;
    if (message) {
      toast.success(say(message));
      form?.reset();
    }
  }, [result, form, say]);
}

export default function EditProfile({ actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<typeof dashboardLoader>('dashboard')?.user;
  const t = useT();
  const say = useSay();
  const names = useFetcher<EditResult>();
  const picture = useFetcher<EditResult>();
  const password = useFetcher<EditResult>();
  const namesResult = useResult(names, 'names', actionData);
  const pictureResult = useResult(picture, 'picture', actionData);
  const passwordResult = useResult(password, 'password', actionData);
  const [passwordForm, setPasswordForm] = useState<HTMLFormElement | null>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, Said> | null>(null);
  // The form the shopper used last: a success message shows only while its form is the latest one
  // used, so "Your profile has been updated." never stays beside a later picture or password error.
  // (Without scripts each post is a page of its own, with one result: `null` shows it.)
  const [active, setActive] = useState<EditIntent | null>(null);
  const latest = (intent: EditIntent) => active === null || active === intent;
  useSuccessToast(namesResult);
  useSuccessToast(pictureResult);
  useSuccessToast(passwordResult, passwordForm);
  if (!user) return null;

  const nameErrors = names.state !== 'idle' ? {} : (namesResult?.errors ?? {});
  const passwordErrors = clientErrors ?? (password.state !== 'idle' ? {} : (passwordResult?.errors ?? {}));

  return (
    <div className="edit-profile">
      <h1>{t('dashboard.profile.edit')}</h1>

      <names.Form
        method="post"
        className="edit-section"
        aria-labelledby="names-heading"
        onSubmit={() => setActive('names')}
      >
        <h2 id="names-heading">{t('account.edit.names')}</h2>
        <input type="hidden" name="intent" value="names" />
        {nameErrors.form ? <p className="form-error">{say(nameErrors.form)}</p> : null}
        <NameFields values={user} errors={nameErrors} />
        {namesResult?.ok && latest('names') ? (
          <p className="form-success" role="status">
            {say(namesResult.message)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={names.state !== 'idle'}>
          {names.state !== 'idle' ? t('busy.saving') : t('account.edit.save-name')}
        </button>
      </names.Form>

      <PictureForm
        fetcher={picture}
        current={user.profile_image_url}
        name={user.first_name}
        result={pictureResult}
        onUse={() => setActive('picture')}
      />

      <section id="password" className="edit-section" aria-labelledby="password-heading">
        <h2 id="password-heading">{t('account.edit.password')}</h2>
        <password.Form
          method="post"
          ref={setPasswordForm}
          noValidate
          onSubmit={(e) => {
            setActive('password');
            const found = checkForm(e.currentTarget, {
              new_password: 'password',
              confirm_password: { sameAs: 'new_password', required: true },
            });
            setClientErrors(found);
            if (found) e.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="password" />
          {passwordErrors.form ? <p className="form-error">{say(passwordErrors.form)}</p> : null}
          <PasswordField
            label={t('account.edit.current-password')}
            name="current_password"
            current
            error={passwordErrors.current_password}
          />
          <PasswordField
            label={t('auth.new-password.password')}
            name="new_password"
            error={passwordErrors.new_password}
          />
          <PasswordField
            label={t('auth.new-password.confirm')}
            name="confirm_password"
            error={passwordErrors.confirm_password}
          />
          {passwordResult?.ok && latest('password') ? (
            <p className="form-success" role="status">
              {say(passwordResult.message)}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={password.state !== 'idle'}>
            {password.state !== 'idle' ? t('account.edit.changing') : t('account.edit.password')}
          </button>
        </password.Form>
      </section>
    </div>
  );
}
