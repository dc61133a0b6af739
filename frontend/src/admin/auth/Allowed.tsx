import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Permission } from '@lyceum/contract/roles';
import { useUiLang } from '../messages/useUiLang';
import { screenUrl } from '../screens';
import { Card } from '../ui/kit';
import { useAuth } from './AuthContext';

/**
 * A screen the signed-in role may open, or in its place (an address typed or kept) the refusal in the admin's
 * language: the role lacks the permission, or it requires two-factor login, which the account screen turns on.
 */
export function Allowed({ needs, children }: { needs: Permission; children: ReactNode }) {
  const { can, account } = useAuth();
  const { t } = useUiLang();
  if (can(needs)) return children;
  if (account?.twoFactorSetupNeeded && needs !== 'account') {
    return (
      <Card role="alert" data-refused="two-factor">
        <p>{t.team.setupNeeded}</p>
        <Link to={screenUrl('password')}>{t.team.setupLink}</Link>
      </Card>
    );
  }
  return (
    <Card role="alert" data-refused={needs}>
      <p>{t.team.forbidden}</p>
    </Card>
  );
}
