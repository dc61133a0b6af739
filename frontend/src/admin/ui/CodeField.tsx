import type { ComponentProps } from 'react';
import { TextField } from './TextField';

/**
 * A second factor's field: the authenticator app's code, or a recovery code. Required, and typed as it is read: the
 * browser neither capitalizes nor corrects it, and offers the code it may have received (autocomplete one-time-code).
 */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField name="code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} maxLength={100} required {...props} />
  );
}
