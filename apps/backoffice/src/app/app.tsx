import { RemoteSlot, RemoteUnavailable } from '@touchline/federation';
import type { AppStore } from '@touchline/store';
import { PageSkeleton } from '@touchline/ui';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { BackofficeHome } from '../home/backoffice-home';
import { BackofficeLayout } from './backoffice-layout';

export function BackofficeRoutes() {
  return (
    <Routes>
      <Route element={<BackofficeLayout />}>
        <Route index element={<BackofficeHome />} />
        <Route
          path="/authentication/*"
          element={
            <RemoteSlot
              remote="auth"
              expose="./routes"
              props={{ area: 'backoffice' }}
              loading={<PageSkeleton />}
              fallback={({ retry }) => <RemoteUnavailable retry={retry} />}
            />
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <BackofficeRoutes />
      </BrowserRouter>
    </Provider>
  );
}
