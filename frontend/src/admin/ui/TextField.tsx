import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText, FieldLabel, HintText } from './kit';

interface Props extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A short help text under the field (what to type, what else is accepted). */
  hint?: ReactNode;
  /** Several lines of text: a textarea of this many rows. */
  rows?: number;
}

/** A labelled input with its hint and validation message, which assistive technology reads with the field. */
export function TextField({ label, value, onChange, error, hint, rows, ...input }: Props) {
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const field = { value, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined };
  return (
    <FieldLabel>
      {label}
      {rows ? (
        <textarea
          {...field}
          rows={rows}
          required={input.required}
          maxLength={input.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // The type said even when it is text: checkers of autocomplete (WCAG 1.3.5) read the attribute, not its default.
        <input type="text" {...input} {...field} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && <HintText id={hintId}>{hint}</HintText>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </FieldLabel>
  );
}

/** The signed-in admin's own password, asked again before a change that needs it (a required field). */
export function CurrentPasswordField(props: Omit<Props, 'type' | 'autoComplete' | 'required'>) {
  return <TextField {...props} type="password" autoComplete="current-password" required />;
}
