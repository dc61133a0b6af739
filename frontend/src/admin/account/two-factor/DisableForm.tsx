import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { TWO_FACTOR_INVALID, twoFactorApi } from '../../api/account';
import { AdminApiError } from '../../api/client';
import type { AccountTexts, UiLang } from '../../messages';
import { Actions, Button } from '../../ui/kit';
import { CodeField } from '../../ui/CodeField';
import { CurrentPasswordField } from '../../ui/TextField';
import { errorText } from '../../messages/errorText';

type Errors = { password?: string; code?: string };

/** Turning two-factor login off asks for both factors: the password and a code (from the app, or a recovery code). */
export function DisableForm({ lang, t, onDisabled }: { lang: UiLang; t: AccountTexts; onDisabled: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = { password: password ? undefined : t.passwordMissing, code: code.trim() ? undefined : t.codeMissing };
    setErrors(missing);
    if (missing.password) return passwordField.current?.focus();
    if (missing.code) return codeField.current?.focus();
    setBusy(true);
    try {
      await twoFactorApi.disable(password, code.trim());
      toast.success(t.disabled);
      onDisabled();
    } catch (error) {
      if (error instanceof AdminApiError && error.errors?.password) {
        setErrors({ password: t.passwordWrong });
        setPassword('');
        passwordField.current?.focus();
      } else if (error instanceof AdminApiError && error.code === TWO_FACTOR_INVALID) {
        setErrors({ code: t.codeInvalid });
        setCode('');
        codeField.current?.focus();
      } else toast.error(errorText(lang, error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p>{t.disableIntro}</p>
      <CurrentPasswordField ref={passwordField} label={t.password} value={password} onChange={setPassword} error={errors.password} />
      <CodeField ref={codeField} label={t.code} hint={t.disableCodeHint} value={code} onChange={setCode} error={errors.code} />
      <Actions>
        <Button type="submit" $variant="danger" disabled={busy}>
          {t.turnOff}
        </Button>
      </Actions>
    </form>
  );
}
