import { useId, type InputHTMLAttributes } from 'react';
import { useAccountText } from './account-texts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** A labelled input with its error message beside it, announced to screen readers. */
export function TextField({ label, name, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const say = useAccountText();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p className="field-error" id={errorId}>
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}
