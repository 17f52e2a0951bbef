import { useState, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { checkForm, type Rule } from './client-checks';
import { useSay, type Said } from '../../i18n/say';

type Errors = Record<string, Said>;

interface AuthFormProps {
  /** The path the form posts to: while that submission is pending the button says `busyLabel`. */
  action: string;
  title: string;
  /** Checked in the browser before sending (the server checks again). */
  rules: Record<string, Rule>;
  /** The action's field errors; `form` is shown above the fields. */
  serverErrors: Errors | undefined;
  submitLabel: string;
  busyLabel: string;
  /** Below the heading. */
  intro?: ReactNode;
  /** Below the button. */
  links?: ReactNode;
  /** The fields, given the errors to show and whether the form is being sent. */
  children: (errors: Errors, busy: boolean) => ReactNode;
}

/** The card of the sign-in, registration and password-reset pages. */
export function AuthForm({
  action,
  title,
  rules,
  serverErrors,
  submitLabel,
  busyLabel,
  intro,
  links,
  children,
}: AuthFormProps) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith(action) === true;
  const errors = clientErrors ?? (busy ? {} : (serverErrors ?? {}));
  const say = useSay();

  return (
    <section className="container auth-page">
      <Form
        method="post"
        className="auth-card"
        noValidate
        onSubmit={(e) => {
          const found = checkForm(e.currentTarget, rules);
          setClientErrors(found);
          if (found) e.preventDefault();
        }}
      >
        <h1>{title}</h1>
        {intro}
        {errors.form ? (
          <p className="form-error" role="alert">
            {say(errors.form)}
          </p>
        ) : null}
        {children(errors, busy)}
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {links ? <div className="auth-links">{links}</div> : null}
      </Form>
    </section>
  );
}
