import { configureStore } from '@reduxjs/toolkit';
import {
  dismiss,
  notificationsSlice,
  notify,
  routeChanged,
  DEFAULT_NOTIFICATION_TIMEOUT,
  type NotificationsState,
} from './notifications';

function store() {
  return configureStore({ reducer: { notifications: notificationsSlice.reducer } });
}
const items = (s: ReturnType<typeof store>) =>
  (s.getState() as { notifications: NotificationsState }).notifications.items;

describe('notifications slice', () => {
  it('uses the default timeout of 5000 ms', () => {
    const s = store();
    s.dispatch(notify({ type: 'success', title: 'Message sent, thank you!' }));
    expect(items(s)[0]).toMatchObject({ timeout: DEFAULT_NOTIFICATION_TIMEOUT, count: 1 });
    expect(DEFAULT_NOTIFICATION_TIMEOUT).toBe(5000);
  });

  it('replaces a notification with the same title and counts the repeats', () => {
    const s = store();
    s.dispatch(notify({ type: 'danger', title: 'An error has occurred' }));
    s.dispatch(notify({ type: 'info', title: 'Other' }));
    s.dispatch(notify({ type: 'danger', title: 'An error has occurred' }));
    expect(items(s).map((n) => [n.title, n.count])).toEqual([
      ['Other', 1],
      ['An error has occurred', 2],
    ]);
  });

  it('clears route-bound notifications on navigation but keeps global ones', () => {
    const s = store();
    s.dispatch(notify({ type: 'info', title: 'Route bound' }));
    s.dispatch(notify({ type: 'warning', title: 'Verify your email', isGlobal: true }));
    s.dispatch(notify({ type: 'info', title: 'Sticky', clearOnRoute: false }));
    s.dispatch(routeChanged());
    expect(items(s).map((n) => n.title)).toEqual(['Verify your email', 'Sticky']);
  });

  it('dismisses one notification by id', () => {
    const s = store();
    s.dispatch(notify({ type: 'info', title: 'One' }));
    s.dispatch(notify({ type: 'info', title: 'Two' }));
    s.dispatch(dismiss(items(s)[0]!.id));
    expect(items(s).map((n) => n.title)).toEqual(['Two']);
  });
});
