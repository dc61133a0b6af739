import { useAuth } from './AuthContext';

/**
 * Whether the signed-in person may open an item to edit it: an editor or administrator any item, an author their own
 * only (its `owner`, docs/security.md "Roles"); the server refuses the rest anyway.
 */
export function useMayEdit() {
  const { account, can } = useAuth();
  return (item: { owner: string | null }) => can('content.manage') || (account !== null && item.owner === account.username);
}
