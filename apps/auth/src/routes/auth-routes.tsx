import { RemoteRoot } from '@touchline/federation';
import { PlaceholderPage } from '@touchline/ui';
import { Navigate, Route, Routes } from 'react-router';

/** Everything under `authentication`, mounted by a host at its root. */
export default function AuthRoutes() {
  return (
    <RemoteRoot remote="auth" release={__TOUCHLINE_RELEASE__}>
      <Routes>
        <Route
          path="/authentication"
          element={<Navigate to="/authentication/check-email" replace />}
        />
        <Route
          path="/authentication/:step"
          element={
            <PlaceholderPage title="Sign in">
              <p>Signing in to the club site is not available yet. Please check back soon.</p>
            </PlaceholderPage>
          }
        />
        <Route path="*" element={<Navigate to="/authentication/sign-in" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
