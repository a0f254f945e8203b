import type { ClubAccount } from '@touchline/contracts';

export const API = 'http://localhost:3333';

/** The club account record as the API serves it: journeys assert against real data. */
export async function fetchClub(slug: string): Promise<ClubAccount> {
  const response = await fetch(`${API}/v2/store/${slug}`);
  if (!response.ok) throw new Error(`Club ${slug}: ${response.status}`);
  return (await response.json()) as ClubAccount;
}
