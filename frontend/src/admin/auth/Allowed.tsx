import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { can as roleCan, type Permission } from '@lyceum/contract/roles';
import { useUiLang } from '../messages/useUiLang';
import { screenUrl } from '../screens';
import { Card } from '../ui/kit';
import { useAuth } from './AuthContext';
import { homeScreen } from './homeScreen';

/**
 * A screen the signed-in role may open, or in its place (an address typed or kept) the refusal in the admin's
 * language: the role lacks the permission, or it requires two-factor login, which the account screen turns on. The
 * dashboard (/protected, where the unknown addresses lead too) is no refusal: a role that may not open it (the
 * reception) is taken to its own first screen.
 */
export function Allowed({ needs, children }: { needs: Permission; children: ReactNode }) {
  const { can, account } = useAuth();
  const { t } = useUiLang();
  const { pathname } = useLocation();
  if (can(needs)) return children;
  if (account && !roleCan(account.role, needs) && pathname.replace(/\/+$/, '') === screenUrl('')) {
    const home = homeScreen(account.role);
    if (home !== screenUrl('')) return <Navigate to={home} replace />;
  }
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
