import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { theme } from '../../../ui/theme';
import { TWO_FACTOR_INVALID, twoFactorApi, type TwoFactorSetup } from '../../api/account';
import { AdminApiError } from '../../api/client';
import type { AccountTexts, UiLang } from '../../messages';
import { Actions, Button } from '../../ui/kit';
import { CodeField } from '../../ui/CodeField';
import { errorText } from '../../messages/errorText';
import { groupedSecret } from './codesText';
import { copyText } from './copyText';
import { QrCode } from './QrCode';
import { Stage } from './Stage';

const Secret = styled.code`
  display: block;
  padding: 0.5rem 0.75rem;
  margin: 0.25rem 0 0.5rem;
  background: ${theme.surface};
  border: 1px solid ${theme.border};
  border-radius: 4px;
  font-size: 1.1rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

interface Props {
  lang: UiLang;
  t: AccountTexts;
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The app scans the QR code (or takes the key typed in), and its first code turns two-factor login on. */
export function SetupStep({ lang, t, setup, onEnabled, onCancel }: Props) {
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setError(typed ? undefined : t.codeMissing);
    if (!typed) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const codes = await twoFactorApi.enable(typed);
      toast.success(t.enabled);
      onEnabled(codes);
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.code === TWO_FACTOR_INVALID) {
        setError(t.codeInvalid);
        setCode('');
        field.current?.focus();
      } else toast.error(errorText(lang, failure));
      setBusy(false);
    }
  };

  return (
    <Stage title={t.setupTitle}>
      <p>{t.setupScan}</p>
      <QrCode value={setup.uri} alt={t.qrAlt} />
      <p>{t.secretLabel}</p>
      <Secret data-testid="two-factor-secret">{groupedSecret(setup.secret)}</Secret>
      <Button type="button" $variant="secondary" onClick={() => copyText(setup.secret, t)}>
        {t.copySecret}
      </Button>
      <form onSubmit={submit} noValidate>
        <p>{t.setupConfirm}</p>
        <CodeField ref={field} label={t.code} inputMode="numeric" maxLength={10} value={code} onChange={setCode} error={error} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {t.enable}
          </Button>
        </Actions>
      </form>
    </Stage>
  );
}
