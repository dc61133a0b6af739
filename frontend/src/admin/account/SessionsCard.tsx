import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { AdminApiError } from '../api/client';
import { useAuth } from '../auth/AuthContext';
import type { AccountTexts, UiLang } from '../messages';
import { Button, Card } from '../ui/kit';
import { errorText } from '../messages/errorText';

/** "Log out everywhere": every token of the account ends, this one too, and the login form shows. */
export function SessionsCard({ lang, t }: { lang: UiLang; t: AccountTexts }) {
  const titleId = useId();
  const { logoutEverywhere } = useAuth();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!window.confirm(t.confirmLogoutEverywhere)) return;
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      // A 401 has signed this browser out already; otherwise it is still signed in, and so may the others be.
      if (error instanceof AdminApiError && error.status === 401) return;
      toast.error(`${t.logoutEverywhereFailed}: ${errorText(lang, error)}`);
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{t.sessionsTitle}</h2>
      <p>{t.sessionsIntro}</p>
      <Button type="button" $variant="danger" disabled={busy} onClick={run}>
        {t.logoutEverywhere}
      </Button>
    </Card>
  );
}
