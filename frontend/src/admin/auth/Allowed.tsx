import type { ReactNode } from 'react';
import type { Permission } from '@lyceum/contract/roles';
import { useUiLang } from '../messages/useUiLang';
import { Card } from '../ui/kit';
import { useAuth } from './AuthContext';

/** A screen the signed-in role may open, or the refusal in the admin's language in its place (an address typed or kept). */
export function Allowed({ needs, children }: { needs: Permission; children: ReactNode }) {
  const { can } = useAuth();
  const { t } = useUiLang();
  if (can(needs)) return children;
  return (
    <Card role="alert" data-refused={needs}>
      <p>{t.team.forbidden}</p>
    </Card>
  );
}
