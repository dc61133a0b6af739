import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { AdminApiError, adminRequest } from '../api/client';
import { storeToken } from '../auth/token';
import { Actions, Button, Card } from '../ui/kit';
import { PageHeader } from '../ui/PageHeader';
import { TextField } from '../ui/TextField';
import { passwordErrors, type PasswordForm } from './passwordForm';

const EMPTY: PasswordForm = { currentPassword: '', password: '', confirmation: '' };

/** The signed-in admin's password change; the session goes on with the new token the server gives. */
export function PasswordPage() {
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
    const found = passwordErrors(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const { message, content } = await adminRequest<{ token: string }>('PUT', '/api/auth/password', {
        currentPassword: form.currentPassword,
        password: form.password,
      });
      storeToken(content.token);
      setForm(EMPTY);
      toast.success(message ?? "Parol o'zgartirildi");
    } catch (error) {
      if (error instanceof AdminApiError && error.errors?.currentPassword) setErrors({ currentPassword: "Joriy parol noto'g'ri" });
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title="Parolni o'zgartirish" />
      <Card>
        <form onSubmit={submit} noValidate>
          <TextField label="Joriy parol" type="password" autoComplete="current-password" {...field('currentPassword')} />
          <TextField label="Yangi parol" type="password" autoComplete="new-password" {...field('password')} />
          <TextField label="Yangi parolni takrorlang" type="password" autoComplete="new-password" {...field('confirmation')} />
          <Actions>
            <Button type="submit" $variant="primary" disabled={saving}>
              Saqlash
            </Button>
          </Actions>
        </form>
      </Card>
    </>
  );
}
