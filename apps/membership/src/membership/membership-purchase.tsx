import { PageSkeleton } from '@touchline/ui';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ChoosePlansPage } from './choose-plans/choose-plans-page';
import { MembershipProvider } from './state/membership-context';

// Step 2 (its forms, their validation and date handling) loads when the visitor gets there.
const DetailsPage = lazy(() =>
  import('./details/details-page').then((module) => ({ default: module.DetailsPage })),
);

/**
 * The membership purchase under /products/membership: step 1 chooses plans and bundles, step 2
 * (`details`) registers each person and adds everything to the cart.
 */
export default function MembershipPurchase() {
  return (
    <MembershipProvider>
      <Routes>
        <Route index element={<ChoosePlansPage />} />
        <Route
          path="details"
          element={
            <Suspense fallback={<PageSkeleton />}>
              <DetailsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </MembershipProvider>
  );
}
