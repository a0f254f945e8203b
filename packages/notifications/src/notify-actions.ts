import { notify, type NotificationInput, type NotificationType } from '@touchline/store';

/** Everything of a notification but its type and title. */
export type NotificationOptions = Omit<NotificationInput, 'type' | 'title'>;

const notifyAs =
  (type: NotificationType) =>
  (title: string, options: NotificationOptions = {}) =>
    notify({ ...options, type, title });

/** Action creators for sagas and thunks: `yield put(notifyDanger('Error fetching product.'))`. */
export const notifySuccess = notifyAs('success');
export const notifyWarning = notifyAs('warning');
export const notifyDanger = notifyAs('danger');
export const notifyInfo = notifyAs('info');
