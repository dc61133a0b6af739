import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { Button } from '../ui/kit';
import { TextField } from '../ui/TextField';
import { useAuth } from './AuthContext';

export const WRONG_CREDENTIALS = 'Username yoki password xato!';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.surface};
  padding: 1rem;
`;
const Form = styled.form`
  width: min(24rem, 100%);
  background: #fff;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  padding: 1.5rem;
  display: grid;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: 1.4rem;
  }
`;

/** SPEC.md: both fields required; wrong credentials toast and reset the form. */
export function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { username: username.trim() ? undefined : 'Username kiriting', password: password ? undefined : 'Password kiriting' };
    setErrors(missing);
    if (missing.username || missing.password) return;
    setBusy(true);
    try {
      if (await login(username.trim(), password)) navigate('/protected', { replace: true });
      else {
        toast.error(WRONG_CREDENTIALS);
        setUsername('');
        setPassword('');
      }
    } catch {
      toast.error(WRONG_CREDENTIALS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Form onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Admin</h1>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={setUsername}
          required
          error={errors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
          error={errors.password}
        />
        <Button type="submit" disabled={busy}>
          Kirish
        </Button>
      </Form>
    </Page>
  );
}
