import { registerSlice } from './core/inject';
import { clubSaga, clubSlice } from './slices/club';
import { loadersSlice } from './slices/loaders';
import { notificationsSlice } from './slices/notifications';

/** The slices every host needs before its first render. */
export function registerCoreSlices(): void {
  registerSlice(clubSlice, clubSaga);
  registerSlice(notificationsSlice);
  registerSlice(loadersSlice);
}
