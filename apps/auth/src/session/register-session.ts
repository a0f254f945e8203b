import { notificationsSlice, registerSlice } from '@touchline/store';
import { sessionSaga } from './session-saga';
import { authSessionSlice } from './session-slice';

/** Registers the session slice and saga with the shared store (once, whoever mounts first). */
export function registerSession(): void {
  registerSlice(notificationsSlice);
  registerSlice(authSessionSlice, sessionSaga);
}
