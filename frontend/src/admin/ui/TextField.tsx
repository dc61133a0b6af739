import { useId, type InputHTMLAttributes } from 'react';
import { ErrorText, FieldLabel } from './kit';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A labelled input with its validation message, which assistive technology reads with the field. */
export function TextField({ label, value, onChange, error, ...input }: Props) {
  const errorId = useId();
  return (
    <FieldLabel>
      {label}
      <input
        {...input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldLabel>
  );
}
