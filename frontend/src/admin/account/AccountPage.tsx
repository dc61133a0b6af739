import { useUiLang } from '../messages/useUiLang';
import { PageHeader } from '../ui/PageHeader';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './two-factor/TwoFactorCard';

/** The signed-in admin's own account: the password, two-factor login, and ending every session. */
export function AccountPage() {
  const { lang, t: all } = useUiLang();
  const t = all.account;
  return (
    <>
      <PageHeader title={t.title} />
      <PasswordCard lang={lang} t={t} />
      <TwoFactorCard lang={lang} t={t} />
      <SessionsCard lang={lang} t={t} />
    </>
  );
}
