import {
  dismiss,
  routeChanged,
  selectNotifications,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import styles from './notifications.module.css';
import { Toast } from './toast';

/** Clears the notifications raised for the previous page when the path changes. */
function useClearOnRouteChange() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dispatch(routeChanged());
  }, [pathname, dispatch]);
}

/**
 * The toasts of the notifications slice. The two live regions stay in the page so that
 * screen readers announce what is added to them: errors at once, the rest politely. Errors
 * are therefore stacked first.
 */
export function NotificationStack() {
  useClearOnRouteChange();
  const dispatch = useAppDispatch();
  const notifications = useAppSelector(selectNotifications);
  const errors = notifications.filter((item) => item.type === 'danger');
  const others = notifications.filter((item) => item.type !== 'danger');

  const toast = (item: (typeof notifications)[number]) => (
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
