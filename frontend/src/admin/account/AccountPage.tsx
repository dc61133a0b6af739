import { UiLangSwitch, useUiLang } from '../messages/useUiLang';
import { PageHeader } from '../ui/PageHeader';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './two-factor/TwoFactorCard';

/** The signed-in admin's own account: the password, two-factor login, and ending every session. */
export function AccountPage() {
  const { lang, t: all, choose } = useUiLang();
  const t = all.account;
  return (
    <div lang={lang}>
      <PageHeader title={t.title} action={<UiLangSwitch lang={lang} onChange={choose} />} />
      <PasswordCard lang={lang} t={t} />
      <TwoFactorCard lang={lang} t={t} />
      <SessionsCard lang={lang} t={t} />
    </div>
  );
}
