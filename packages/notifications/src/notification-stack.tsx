import { useNoticeText } from './notice-texts';
import {
  dismiss,
  selectNotifications,
  useAppDispatch,
  useAppSelector,
  type Notification,
} from '@touchline/store';
import styles from './notifications.module.css';
import { Toast } from './toast';
import { useClearOnRouteChange } from './use-clear-on-route-change';

/**
 * The toasts of the store's notifications slice, placed once by each host inside its router.
 * The two live regions stay in the page so that screen readers announce what is added to them:
 * errors at once (assertive), the rest politely. Errors are therefore stacked first.
 */
export function NotificationStack() {
  useClearOnRouteChange();
  // The notices' catalogue of a page in another language loads with the stack, not with a first
  // notice, which would show its own words in English until it came.
  useNoticeText();
  const dispatch = useAppDispatch();
  const notifications = useAppSelector(selectNotifications);
  const errors = notifications.filter((item) => item.type === 'danger');
  const others = notifications.filter((item) => item.type !== 'danger');

  const toast = (item: Notification) => (
    <Toast key={item.id} notification={item} onClose={() => dispatch(dismiss(item.id))} />
  );

  return (
    <div className={styles.stack}>
      <div role="alert" aria-atomic="false" className={styles.group}>
        {errors.map(toast)}
      </div>
      <div role="status" aria-atomic="false" className={styles.group}>
        {others.map(toast)}
      </div>
    </div>
  );
}
