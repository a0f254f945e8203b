import type { Notification, NotificationType } from '@touchline/store';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CloseIcon, VisuallyHidden } from '@touchline/ui';
import { countBadge } from './count-badge';
import { NotificationBody } from './notification-body';
import { NOTIFICATION_ICONS } from './notification-icons';
import { useNoticeText } from './notice-texts';
import styles from './notifications.module.css';
import { useAutoDismiss } from './use-auto-dismiss';

/** Read before the title, since the icon and colour are not available to everyone. */
export const TYPE_LABELS: Record<NotificationType, string> = {
  success: 'Success',
  warning: 'Warning',
  danger: 'Error',
  info: 'Information',
};

export const CLOSE_LABEL = 'Close notification';

interface ToastProps {
  notification: Notification;
  onClose: () => void;
}

/**
 * One notification: type icon, title, repeat badge, HTML body (sanitised), close button and,
 * when timed, a progress bar over the timeout. Hovering or focusing it holds the clock; Escape
 * closes it while focus is inside.
 */
export function Toast({ notification, onClose }: ToastProps) {
  const { type, title, body, count, timeout } = notification;
  const text = useNoticeText();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoDismiss(timeout, hovered || focused, onClose);
  const TypeIcon = NOTIFICATION_ICONS[type];

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    // The handlers only watch focus and keys inside; the toast itself is not interactive.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`${styles.toast} ${styles[type] ?? ''}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <span className={styles.icon}>
        <TypeIcon />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>
          <VisuallyHidden>{text(TYPE_LABELS[type])}: </VisuallyHidden>
          {text(title)}
          {count > 1 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{countBadge(count)}</span>
              <VisuallyHidden> {text(`(shown ${count} times)`)}</VisuallyHidden>
            </span>
          )}
        </p>
        {body && <NotificationBody body={body} />}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={text(CLOSE_LABEL)}
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
