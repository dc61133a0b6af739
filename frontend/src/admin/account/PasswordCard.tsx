import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { sessionApi } from '../api/account';
import { AdminApiError } from '../api/client';
import type { AccountTexts, UiLang } from '../messages';
import { errorText } from '../messages/errorText';
import { Actions, Button, Card } from '../ui/kit';
import { TextField } from '../ui/TextField';
import { passwordErrors, type PasswordForm } from './passwordForm';

const EMPTY: PasswordForm = { currentPassword: '', password: '', confirmation: '' };

/** The signed-in admin's password change; the session goes on with the new token the server gives, every other one ends. */
export function PasswordCard({ lang, t }: { lang: UiLang; t: AccountTexts }) {
  const titleId = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof passwordErrors>>({});
  const [saving, setSaving] = useState(false);
  const field = (name: keyof PasswordForm) => ({
    value: form[name],
    onChange: (value: string) => setForm({ ...form, [name]: value }),
    error: errors[name],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordErrors(form, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await sessionApi.changePassword({ currentPassword: form.currentPassword, password: form.password });
      setForm(EMPTY);
      toast.success(t.passwordChanged);
    } catch (error) {
      if (error instanceof AdminApiError && error.errors?.currentPassword) setErrors({ currentPassword: t.currentPasswordWrong });
      toast.error(errorText(lang, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t.passwordTitle}</h2>
      <p>{t.passwordIntro}</p>
      <form onSubmit={submit} noValidate>
        <TextField label={t.currentPassword} type="password" autoComplete="current-password" {...field('currentPassword')} />
        <TextField label={t.newPassword} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={t.repeatPassword} type="password" autoComplete="new-password" {...field('confirmation')} />
        <Actions>
          <Button type="submit" $variant="primary" disabled={saving}>
            {t.save}
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
