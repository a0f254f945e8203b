import { RemoteRoot } from '@touchline/federation';
import { Navigate, Route, Routes } from 'react-router';
import { CheckoutGuard } from '../checkout-page/checkout-guard';
import { CheckoutPage } from '../checkout-page/checkout-page';
import { ConfirmationPage } from '../confirmation/confirmation-page';
import { CheckoutMessages } from '../messages/checkout-messages-root';

/** The checkout remote's pages, mounted by the host at the site root. */
export default function CheckoutRoutes() {
  return (
    <RemoteRoot remote="checkout" release={__TOUCHLINE_RELEASE__}>
      <CheckoutMessages>
        <Routes>
          <Route
            path="/checkout"
            element={
              <CheckoutGuard>
                <CheckoutPage />
              </CheckoutGuard>
            }
          />
          <Route path="/checkout/confirmation" element={<ConfirmationPage />} />
          <Route path="*" element={<Navigate to="/error" replace />} />
        </Routes>
      </CheckoutMessages>
    </RemoteRoot>
  );
}
