import { select, take } from 'redux-saga/effects';
import { loadClub, selectClubSlug } from '../slices/club';

/** The slug of the club every store call is about; waits for the host to name it. */
export function* clubSlug(): Generator<unknown, string, unknown> {
  const slug = (yield select(selectClubSlug)) as string | null;
  if (slug) return slug;
  const action = (yield take(loadClub.type)) as ReturnType<typeof loadClub>;
  return action.payload;
}
