import type { Notification, NotificationType } from '@touchline/store';
import { useState, type FocusEvent } from 'react';
import { CloseIcon, NOTIFICATION_ICONS } from './notification-icons';
import styles from './notifications.module.css';
import { useAutoDismiss } from './use-auto-dismiss';

/** Read before the title, since the icon and colour are not available to everyone. */
const TYPE_LABELS: Record<NotificationType, string> = {
  success: 'Success',
  warning: 'Warning',
  danger: 'Error',
  info: 'Information',
};

/** The repeat count as shown on the badge: "9+" above 8. */
export const countBadge = (count: number) => (count > 8 ? '9+' : String(count));

interface ToastProps {
  notification: Notification;
  onClose: () => void;
}

export function Toast({ notification, onClose }: ToastProps) {
  const { type, title, body, count, timeout } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(timeout, hovered || focused, onClose);
  const TypeIcon = NOTIFICATION_ICONS[type];

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={`${styles.toast} ${styles[type] ?? ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <span className={styles.icon}>
        <TypeIcon />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          <span className={styles.visuallyHidden}>{TYPE_LABELS[type]}: </span>
          {title}
          {count > 1 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{countBadge(count)}</span>
              <span className={styles.visuallyHidden}> (shown {count} times)</span>
            </span>
          )}
        </p>
        {body && <p className={styles.body}>{body}</p>}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      {timeout > 0 && (
        <span
          className={styles.progress}
          style={{ animationDuration: `${timeout}ms` }}
          aria-hidden="true"
          data-testid="notification-progress"
        />
      )}
    </div>
  );
}
