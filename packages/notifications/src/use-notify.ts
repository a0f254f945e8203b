import {
  apiErrorMessage,
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
      /**
       * A failed call as users see it: the normalised message (or `override`) as
       * a danger notification; none for a 404 or a request given up. Returns the text shown.
       */
      apiError: (error: unknown, override?: string) => {
        const message = apiErrorMessage(error, override);
        if (message) dispatch(notifyDanger(message));
        return message;
      },
      dismiss: (id: string) => dispatch(dismiss(id)),
      clear: () => dispatch(clearNotifications()),
    }),
    [dispatch],
  );
}
