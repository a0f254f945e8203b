import { act, render, type RenderResult } from '@testing-library/react';
import { createAppStore, notificationsSlice, registerSlice, type AppStore } from '@touchline/store';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction, type To } from 'react-router';

export interface RenderWithStoreResult extends RenderResult {
  store: AppStore;
  /** Navigates as the browser would, outside the subject. */
  navigate: (to: To) => void;
}

/** Renders a subject with a real store holding the notifications slice, inside a router. */
export function renderWithStore(ui: ReactElement, route = '/'): RenderWithStoreResult {
  registerSlice(notificationsSlice);
  const store = createAppStore();
  let navigateTo: NavigateFunction | undefined;
  function NavigateProbe() {
    navigateTo = useNavigate();
    return null;
  }
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <NavigateProbe />
      </MemoryRouter>
    </Provider>,
  );
  return {
    ...result,
    store,
    navigate: (to) => {
      act(() => void navigateTo?.(to));
    },
  };
}
