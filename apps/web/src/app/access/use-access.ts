import { useMemo } from 'react';
import { useAccountInfo } from '../../areas/identity/hooks';
import { createAccess } from './access';

/**
 * `can(code)` for the signed-in user (spec 000 §6), for buttons and table actions:
 *
 *   const can = useAccess();
 *   {can(Permissions.sys.user.add) && <Button>…</Button>}
 */
export function useAccess(): (code: string) => boolean {
  const account = useAccountInfo();
  return useMemo(() => createAccess(account.data), [account.data]);
}
