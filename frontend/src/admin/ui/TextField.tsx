import type { InputHTMLAttributes } from 'react';
import { ErrorText, FieldLabel } from './kit';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled input with its validation message. */
export function TextField({ label, value, onChange, error, ...input }: Props) {
  return (
    <FieldLabel>
      {label}
      <input {...input} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={Boolean(error)} />
      {error && <ErrorText>{error}</ErrorText>}
    </FieldLabel>
  );
}
