import { RemotePart, RemoteRoot } from '@touchline/federation';
import { PageSkeleton } from '@touchline/ui';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { MembershipMessages } from '../messages/membership-messages';
import { productRoutes } from '../products/product-routes';

// The membership purchase loads on its first visit, so the product pages do not carry it.
const MembershipPurchase = lazy(() => import('../membership/membership-purchase'));

/** The purchase pages (membership, lotto, draws, shop), mounted by the host at the site root. */
export default function MembershipRoutes() {
  return (
    <RemoteRoot remote="membership" release={__TOUCHLINE_RELEASE__}>
      <MembershipMessages>
        <Routes>
          <Route
            path="/products/membership/*"
            element={
              <RemotePart fallback={<PageSkeleton />}>
                <MembershipPurchase />
              </RemotePart>
            }
          />
          {productRoutes}
          <Route path="*" element={<Navigate to="/error" replace />} />
        </Routes>
      </MembershipMessages>
    </RemoteRoot>
  );
}
