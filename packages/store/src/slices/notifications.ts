import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../core/root-reducer';

export type NotificationType = 'success' | 'warning' | 'danger' | 'info';

export interface Notification {
  id: string;
  type: NotificationType;
  icon?: string;
  title: string;
  body?: string;
  count: number;
  /** Milliseconds before it removes itself; 0 keeps it until closed. */
  timeout: number;
  clearOnRoute: boolean;
  isGlobal: boolean;
}

export type NotificationInput = Pick<Notification, 'type' | 'title'> &
  Partial<Omit<Notification, 'id' | 'count' | 'type' | 'title'>>;

export const DEFAULT_NOTIFICATION_TIMEOUT = 5000;

export interface NotificationsState {
  items: Notification[];
}

const initialState: NotificationsState = { items: [] };

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        const same = state.items.findIndex((item) => item.title === action.payload.title);
        if (same === -1) {
          state.items.push(action.payload);
          return;
        }
        // A repeat replaces the old toast and counts how often it was raised.
        const count = (state.items[same]?.count ?? 1) + 1;
        state.items.splice(same, 1);
        state.items.push({ ...action.payload, count });
      },
      prepare(input: NotificationInput) {
        return {
          payload: {
            timeout: DEFAULT_NOTIFICATION_TIMEOUT,
            clearOnRoute: true,
            isGlobal: false,
            ...input,
            id: nanoid(),
            count: 1,
          },
        };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
    routeChanged(state) {
      state.items = state.items.filter((item) => item.isGlobal || !item.clearOnRoute);
    },
    clearNotifications(state) {
      state.items = [];
    },
  },
});

export const { notify, dismiss, routeChanged, clearNotifications } = notificationsSlice.actions;

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    notifications: NotificationsState;
  }
}

const selectNotificationsState = (state: RootState) => state.notifications ?? initialState;
export const selectNotifications = createSelector(
  selectNotificationsState,
  (notifications) => notifications.items,
);
