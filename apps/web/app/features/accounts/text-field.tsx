import type { InputHTMLAttributes } from 'react';
import { InputField } from '../../ui/fields';
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
