import {
  clearNotifications,
  dismiss,
  notify,
  useAppDispatch,
  type NotificationInput,
} from '@touchline/store';
import { useMemo } from 'react';
import {
  notifyDanger,
  notifyInfo,
  notifySuccess,
  notifyWarning,
  type NotificationOptions,
} from './notify-actions';

/** Raises and removes notifications from a component. */
export function useNotify() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      notify: (input: NotificationInput) => dispatch(notify(input)),
      success: (title: string, options?: NotificationOptions) =>
        dispatch(notifySuccess(title, options)),
      warning: (title: string, options?: NotificationOptions) =>
        dispatch(notifyWarning(title, options)),
      danger: (title: string, options?: NotificationOptions) =>
        dispatch(notifyDanger(title, options)),
      info: (title: string, options?: NotificationOptions) => dispatch(notifyInfo(title, options)),
      dismiss: (id: string) => dispatch(dismiss(id)),
      clear: () => dispatch(clearNotifications()),
    }),
    [dispatch],
  );
}
