import type { UserAccount } from '@touchline/contracts';
import { selectUser, useAppSelector } from '@touchline/store';

/** The club account the signed-in user runs (an Admin or Owner there), if any. */
export function useRunClub(): UserAccount | undefined {
  const user = useAppSelector(selectUser);
  return user?.accounts.find((account) =>
    account.roles.some((role) => role === 'Admin' || role === 'Owner'),
  );
}
