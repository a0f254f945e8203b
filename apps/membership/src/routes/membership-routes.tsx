import { RemoteRoot } from '@touchline/federation';
import { Navigate, Route, Routes } from 'react-router';
import MembershipPurchase from '../membership/membership-purchase';
import { productRoutes } from '../products/product-routes';

/** The purchase pages (membership, lotto, draws, shop), mounted by the host at the site root. */
export default function MembershipRoutes() {
  return (
    <RemoteRoot remote="membership" release={__TOUCHLINE_RELEASE__}>
      <Routes>
        <Route path="/products/membership/*" element={<MembershipPurchase />} />
        {productRoutes}
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
