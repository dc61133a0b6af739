import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Button } from '../ui/kit';
import { TextField } from '../ui/TextField';
import type { Credentials } from '../api/account';
import { useAuth } from './AuthContext';
import { CodeStep } from './CodeStep';
import { CardHead, LoginForm, LoginScreen } from './LoginCard';

/** The login: username and password, then the code when the account has two-factor login on. */
export function LoginPage() {
  const navigate = useNavigate();
  // The accepted username and password, kept only while the second step asks for the code: they are sent again with it.
  const [pending, setPending] = useState<Credentials | null>(null);
  const [returnedAs, setReturnedAs] = useState<string | null>(null);
  const signedIn = () => navigate('/protected', { replace: true });

  if (pending) {
    return (
      <CodeStep
        credentials={pending}
        onSignedIn={signedIn}
        onBack={(keepUsername) => {
          setReturnedAs(keepUsername ? pending.username : '');
          setPending(null);
        }}
      />
    );
  }
  return <PasswordStep returnedAs={returnedAs} onSignedIn={signedIn} onCodeRequired={setPending} />;
}

interface PasswordStepProps {
  /** Set when the admin came back from the code step: the username to show again ('' for none), the password to type again. */
  returnedAs: string | null;
  onSignedIn: () => void;
  onCodeRequired: (credentials: Credentials) => void;
}

/** Both fields are required; wrong credentials toast and empty the form, as the old admin did. */
function PasswordStep({ returnedAs, onSignedIn, onCodeRequired }: PasswordStepProps) {
  const { login } = useAuth();
  const t = useUiLang().t.login;
  const [values, setValues] = useState({ username: returnedAs ?? '', password: '' });
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    required: true,
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { username, password } = values;
    const missing = { username: username.trim() ? undefined : t.usernameMissing, password: password ? undefined : t.passwordMissing };
    setErrors(missing);
    if (missing.username || missing.password) return;
    setBusy(true);
    try {
      const outcome = await login({ username: username.trim(), password });
      if (outcome === 'signed-in') onSignedIn();
      else if (outcome === 'code-required') onCodeRequired({ username: username.trim(), password });
      else if (outcome === 'throttled') toast.error(t.throttled);
      else {
        toast.error(t.wrongCredentials);
        setValues({ username: '', password: '' });
      }
    } catch {
      toast.error(t.wrongCredentials);
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginScreen>
      <LoginForm onSubmit={submit} noValidate aria-labelledby="login-title">
        <CardHead>
          <h1 id="login-title">{t.title}</h1>
          <UiLangSwitch />
        </CardHead>
        <TextField label={t.username} autoComplete="username" autoFocus={returnedAs === ''} {...field('username')} />
        <TextField
          label={t.password}
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(returnedAs)}
          {...field('password')}
        />
        <Button type="submit" disabled={busy}>
          {t.submit}
        </Button>
      </LoginForm>
    </LoginScreen>
  );
}
