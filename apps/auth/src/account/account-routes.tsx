import { RemoteRoot } from '@touchline/federation';
import { DialogProvider } from '@touchline/ui';
import { Navigate, Route, Routes } from 'react-router';
import { AuthMessages } from '../messages/auth-messages';
import { registerSession } from '../session/register-session';
import { useSession } from '../session/use-session';
import { AccountLayout } from './account-layout';
import { ArrearsPage } from './arrears/arrears-page';
import { AutoRenewalsPage } from './auto-renewals/auto-renewals-page';
import { FamilyPage } from './family/family-page';
import { MyLottoPage } from './my-lotto/my-lotto-page';
import { RenewalsPage } from './renewals/renewals-page';
import { OrdersPage } from './orders/orders-page';
import { EmailConfirmedPage } from './profile/email-confirmed-page';
import { EmailUndoPage } from './profile/email-undo-page';
import { ProfilePage } from './profile/profile-page';
import { PaymentMethodsPage } from './payment-methods/payment-methods-page';
import { SubscriptionsPage } from './subscriptions/subscriptions-page';
import { RequireMember } from './require-member';

registerSession();

/**
 * The member's account area (`./account`), which the shell mounts at the root of the
 * `myaccount` host only: the back office never loads it. Every page is for signed-in members.
 */
export default function AccountRoutes() {
  useSession('myaccount');
  return (
    <RemoteRoot remote="auth" release={__TOUCHLINE_RELEASE__}>
      <AuthMessages>
        <DialogProvider>
          <Routes>
            <Route
              element={
                <RequireMember>
                  <AccountLayout />
                </RequireMember>
              }
            >
              <Route index element={<Navigate to="/orders" replace />} />
              <Route path="/orders" element={<OrdersPage />} />
              <Route path="/payment-methods" element={<PaymentMethodsPage />} />
              <Route path="/arrears" element={<ArrearsPage />} />
              <Route path="/lotto" element={<MyLottoPage />} />
              <Route path="/renewals" element={<RenewalsPage />} />
              <Route path="/auto-renewals" element={<AutoRenewalsPage />} />
              <Route path="/subscriptions" element={<SubscriptionsPage />} />
              <Route path="/family" element={<FamilyPage />} />
              <Route path="/profile" element={<ProfilePage />} />
            </Route>
            {/* The link mailed to a new address works without a session. */}
            <Route path="/profile/email" element={<EmailConfirmedPage />} />
            {/* So does the notice mailed to the old address, for an owner who did not ask. */}
            <Route path="/profile/email-undo" element={<EmailUndoPage />} />
            {/* The host shows the sign-in pages there (the auth remote's `./routes`). */}
            <Route path="/authentication/*" element={null} />
            <Route path="*" element={<Navigate to="/error" replace />} />
          </Routes>
        </DialogProvider>
      </AuthMessages>
    </RemoteRoot>
  );
}
