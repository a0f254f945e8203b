import { RemoteRoot } from '@touchline/federation';
import { PlaceholderPage } from '@touchline/ui';
import { Navigate, Route, Routes } from 'react-router';
import { CheckoutGuard } from '../checkout-page/checkout-guard';

/** The checkout remote's pages, mounted by the host at the site root. */
export default function CheckoutRoutes() {
  return (
    <RemoteRoot remote="checkout" release={__TOUCHLINE_RELEASE__}>
      <Routes>
        <Route
          path="/checkout"
          element={
            <CheckoutGuard>
              <PlaceholderPage title="Checkout">
                <p>Online checkout is not open on this site yet. Please check back soon.</p>
              </PlaceholderPage>
            </CheckoutGuard>
          }
        />
        <Route path="/checkout/confirmation" element={<Navigate to="/checkout" replace />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </RemoteRoot>
  );
}
