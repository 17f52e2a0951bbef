import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldShell {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
}

/**
 * The one field kit (shop, accounts and back office): label, control, hint and error, wired
 * together for screen readers. Texts come in already said (translated by the caller where the
 * page is the shop's; see features/accounts/text-field.tsx).
 */
function Field({ label, error, hint, id, children }: Omit<FieldShell, 'name'> & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

export function InputField({ label, name, error, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Field>
  );
}

/** A money amount typed as decimal text ("12.50"); the server reads it exactly. */
export function MoneyField(props: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  return <InputField inputMode="decimal" autoComplete="off" pattern="[0-9,]+(\.[0-9]{1,2})?" {...props} />;
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...area
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
    </Field>
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

export function CheckboxField({
  label,
  name,
  ...input
}: { label: string; name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field field-check">
      <input id={id} type="checkbox" name={name} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
