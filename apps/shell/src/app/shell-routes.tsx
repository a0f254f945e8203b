import { Route, Routes } from 'react-router';
import { ErrorPage } from '../features/error-page/error-page';
import { RemoteOutlet } from '../features/remote-outlet/remote-outlet';
import { SuRoute } from '../features/su-route/su-route';
import { Layout } from './layout';

export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/su" element={<SuRoute />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
