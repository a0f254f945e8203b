import type { NotificationType } from '@touchline/store';
import { StrokeIcon } from '@touchline/ui';
import type { ReactNode } from 'react';

const Icon = StrokeIcon;

// Each type has its own shape, so the type never depends on colour alone.
export const NOTIFICATION_ICONS: Record<NotificationType, () => ReactNode> = {
  success: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </Icon>
  ),
  warning: () => (
    <Icon>
      <path d="M12 3.5L2.5 20h19z" />
      <path d="M12 10v4M12 17h.01" />
    </Icon>
  ),
  danger: () => (
    <Icon>
      <path d="M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3z" />
      <path d="M12 8v5M12 16h.01" />
    </Icon>
  ),
  info: () => (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5h.01" />
    </Icon>
  ),
};
