import type { InputHTMLAttributes } from 'react';
import { InputField } from '../../ui/fields';
import { useAccountText } from './account-texts';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

/** The kit's input (ui/fields.tsx) with the account rules' error said in the page's language. */
export function TextField({ error, ...field }: TextFieldProps) {
  const say = useAccountText();
  return <InputField {...field} error={error ? say(error) : undefined} />;
}
