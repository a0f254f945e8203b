import { ApiError } from '@touchline/api-client';
import { act, renderHook } from '@testing-library/react';
import {
  createAppStore,
  notificationsSlice,
  registerSlice,
  selectNotifications,
} from '@touchline/store';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { notifyDanger, notifySuccess } from './notify-actions';
import { useNotify } from './use-notify';

describe('notification helpers', () => {
  it('action creators carry the type, title and options', () => {
    expect(notifyDanger('Error fetching product.').payload).toMatchObject({
      type: 'danger',
      title: 'Error fetching product.',
      timeout: 5000,
    });
    expect(notifySuccess('Message sent, thank you!', { timeout: 2000 }).payload).toMatchObject({
      type: 'success',
      timeout: 2000,
    });
  });

  it('useNotify raises, dismisses and clears notifications in the store', () => {
    registerSlice(notificationsSlice);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useNotify(), { wrapper });
    act(() => {
      result.current.success('You have been logged out.');
      result.current.warning('Verify your email', { isGlobal: true, timeout: 0 });
    });
    const items = () => selectNotifications(store.getState());
    expect(items().map((n) => [n.type, n.title])).toEqual([
      ['success', 'You have been logged out.'],
      ['warning', 'Verify your email'],
    ]);
    act(() => void result.current.dismiss(items()[0]!.id));
    expect(items().map((n) => n.title)).toEqual(['Verify your email']);
    act(() => void result.current.clear());
    expect(items()).toEqual([]);
  });

  it('useNotify shows a failed call as the shared error handling does', () => {
    registerSlice(notificationsSlice);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useNotify(), { wrapper });
    const titles = () => selectNotifications(store.getState()).map((n) => [n.type, n.title]);
    act(() => {
      result.current.apiError(new ApiError('A list with this name already exists', 422));
      result.current.apiError(new ApiError('', 0));
      result.current.apiError(new ApiError('Distribution list not found', 404));
      result.current.apiError(new DOMException('The operation was aborted.', 'AbortError'));
      result.current.apiError(new ApiError('Server error', 500), 'Error fetching shopping cart');
    });
    expect(titles()).toEqual([
      ['danger', 'A list with this name already exists'],
      ['danger', 'Network error occurred.'],
      ['danger', 'Error fetching shopping cart'],
    ]);
  });
});
