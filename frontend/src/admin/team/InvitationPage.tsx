import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { newPasswordErrors } from '../account/passwordForm';
import { useAuth } from '../auth/AuthContext';
import { CardHead, LoginForm, LoginScreen } from '../auth/LoginCard';
import { errorText } from '../messages/errorText';
import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { Button, ErrorText } from '../ui/kit';
import { TextField } from '../ui/TextField';
import { acceptInvitation } from './teamApi';

/** The link's token: in the fragment, which the browser never sends to a server, so no log holds it. */
const tokenOfLink = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * /protected/invite#<token>: the person an invitation (or a password reset) names sets their password, and is signed
 * in with the role they were given.
 */
export function InvitationPage() {
  const { signInWith } = useAuth();
  const ui = useUiLang();
  const t = ui.t.team;
  const navigate = useNavigate();
  const [token] = useState(tokenOfLink);
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<'password' | 'confirmation', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordErrors(values, ui.t.account);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await signInWith(await acceptInvitation(token, values.password));
      // The link is spent: it leaves the address bar and the history with the page.
      void navigate('/protected', { replace: true });
    } catch (error) {
      toast.error(errorText(ui.lang, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginScreen>
      <LoginForm onSubmit={submit} noValidate aria-labelledby="invitation-title">
        <CardHead>
          <h1 id="invitation-title">{t.acceptTitle}</h1>
          <UiLangSwitch />
        </CardHead>
        {token ? (
          <>
            <p>{t.acceptIntro}</p>
            <TextField
              label={ui.t.account.newPassword}
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              onChange={(password) => setValues((current) => ({ ...current, password }))}
              error={errors.password}
            />
            <TextField
              label={ui.t.account.repeatPassword}
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmation}
              onChange={(confirmation) => setValues((current) => ({ ...current, confirmation }))}
              error={errors.confirmation}
            />
            <Button type="submit" disabled={busy}>
              {t.accept}
            </Button>
          </>
        ) : (
          <ErrorText role="alert">{t.noToken}</ErrorText>
        )}
      </LoginForm>
    </LoginScreen>
  );
}
