import { Navigate, Route, Routes } from 'react-router';
import { ChoosePlansPage } from './choose-plans/choose-plans-page';
import { DetailsPage } from './details/details-page';
import { MembershipProvider } from './state/membership-context';

/**
 * The membership purchase under /products/membership: step 1 chooses plans and bundles, step 2
 * (`details`) registers each person and adds everything to the cart.
 */
export default function MembershipPurchase() {
  return (
    <MembershipProvider>
      <Routes>
        <Route index element={<ChoosePlansPage />} />
        <Route path="details" element={<DetailsPage />} />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </MembershipProvider>
  );
}
