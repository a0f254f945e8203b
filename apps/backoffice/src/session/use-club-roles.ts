import { mayUseTool, type BackofficeToolName } from '@touchline/contracts';
import type { Role } from '@touchline/contracts';
import { selectRunClub, useAppSelector } from '@touchline/store';

const NO_ROLES: readonly Role[] = [];

/** The signed-in person's roles in the club they run from the back office. */
export function useClubRoles(): readonly Role[] {
  return useAppSelector(selectRunClub)?.roles ?? NO_ROLES;
}

/** Whether the signed-in person's roles in their club open `tool` (`BACKOFFICE_PERMISSIONS`). */
export function useMayUseTool(tool: BackofficeToolName): boolean {
  return mayUseTool(useClubRoles(), tool);
}
