import type { InputHTMLAttributes } from 'react';
import { InputField } from '../../ui/fields';
import { useT } from '../../i18n/i18n';
import { useSay, type Said } from '../../i18n/say';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: Said;
}

/** The kit's input (ui/fields.tsx) with the account rules' error said in the page's language. */
export function TextField({ error, ...field }: TextFieldProps) {
  const say = useSay();
  return <InputField {...field} error={error ? say(error) : undefined} />;
}

/** The e-mail field of the account forms (sign in, register, password reset). */
export function EmailField({ defaultValue, error }: { defaultValue?: string; error?: Said }) {
  const t = useT();
  return (
    <TextField
      label={t('field.email')}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** A password field of the account forms: the one in use (`current`), or a new one or its confirmation. */
export function PasswordField({
  label,
  name,
  current = false,
  error,
}: {
  label: string;
  name: string;
  current?: boolean;
  error?: Said;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      required
      error={error}
    />
  );
}

/** The first and last name fields of the account forms, side by side. */
export function NameFields({
  values,
  errors,
}: {
  values: { first_name?: string; last_name?: string };
  errors: { first_name?: Said; last_name?: Said };
}) {
  const t = useT();
  return (
    <div className="field-row">
      <TextField
        label={t('auth.first-name')}
        name="first_name"
        autoComplete="given-name"
        required
        maxLength={100}
        defaultValue={values.first_name}
        error={errors.first_name}
      />
      <TextField
        label={t('auth.last-name')}
        name="last_name"
        autoComplete="family-name"
        required
        maxLength={100}
        defaultValue={values.last_name}
        error={errors.last_name}
      />
    </div>
  );
}
