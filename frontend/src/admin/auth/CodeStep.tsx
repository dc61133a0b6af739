import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Actions, Button } from '../ui/kit';
import { CodeField } from '../ui/CodeField';
import type { Credentials } from '../api/account';
import { useAuth } from './AuthContext';
import { CardHead, LinkButton, LoginForm, LoginScreen } from './LoginCard';

interface Props {
  /** The username and password the server accepted; sent again with the code. */
  credentials: Credentials;
  onSignedIn: () => void;
  /** Back to the first step, with the username kept or (the credentials no longer hold) a reset form. */
  onBack: (keepUsername: boolean) => void;
}

/** The login's second step: a 6-digit code from the authenticator app, or one of the recovery codes. */
export function CodeStep({ credentials, onSignedIn, onBack }: Props) {
  const { login } = useAuth();
  const t = useUiLang().t.login;
  const [code, setCode] = useState('');
  // A phone's numeric keypad cannot type a recovery code: the admin says which one is coming.
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const retry = (message: string) => {
    toast.error(message);
    setCode('');
    field.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setError(typed ? undefined : t.codeMissing);
    if (!typed) return field.current?.focus();
    setBusy(true);
    try {
      const outcome = await login({ ...credentials, code: typed });
      if (outcome === 'signed-in') onSignedIn();
      else if (outcome === 'throttled') toast.error(t.throttled);
      else if (outcome === 'wrong-credentials') {
        // The password changed since the first step: start over, as a wrong password does.
        toast.error(t.wrongCredentials);
        onBack(false);
      } else retry(t.codeInvalid);
    } catch {
      toast.error(t.network);
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setRecovery(!recovery);
    setCode('');
    setError(undefined);
    field.current?.focus();
  };

  return (
    <LoginScreen>
      <LoginForm onSubmit={submit} noValidate aria-labelledby="code-title">
        <CardHead>
          <h1 id="code-title">{t.codeTitle}</h1>
          <UiLangSwitch />
        </CardHead>
        <p>{t.codeIntro}</p>
        <CodeField
          ref={field}
          label={recovery ? t.recoveryCode : t.code}
          hint={recovery ? t.recoveryCodeHint : t.codeHint}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          value={code}
          onChange={setCode}
          error={error}
          autoFocus
        />
        <LinkButton type="button" onClick={switchKind}>
          {recovery ? t.useAppCode : t.useRecoveryCode}
        </LinkButton>
        <Actions style={{ marginTop: 0 }}>
          <Button type="button" $variant="secondary" onClick={() => onBack(true)}>
            {t.back}
          </Button>
          <Button type="submit" disabled={busy}>
            {t.confirm}
          </Button>
        </Actions>
      </LoginForm>
    </LoginScreen>
  );
}
