import { RemoteRoot } from '@touchline/federation';
import { PlaceholderPage } from '@touchline/ui';
import { Navigate, Route, Routes } from 'react-router';
import { productRoutes } from '../products/product-routes';

/** The purchase pages (membership, lotto, draws, shop), mounted by the host at the site root. */
export default function MembershipRoutes() {
  return (
    <RemoteRoot remote="membership" release={__TOUCHLINE_RELEASE__}>
      <Routes>
        <Route
          path="/products/membership"
          element={
            <PlaceholderPage title="Memberships">
              <p>Online membership registration opens soon. Please contact the club to join.</p>
            </PlaceholderPage>
          }
        />
        <Route
          path="/products/membership/details"
          element={<Navigate to="/products/membership" replace />}
        />
        {productRoutes}
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
