import { RemoteSlot, RemoteUnavailable } from '@touchline/federation';
import type { AppStore } from '@touchline/store';
import { DialogProvider, PageSkeleton } from '@touchline/ui';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import {
  EditDistributionListPage,
  NewDistributionListPage,
} from '../emails/distribution-list-editor';
import { DistributionListsPage, LISTS_PATH } from '../emails/distribution-lists-page';
import { ClubSettingsPage } from '../club-settings/club-settings-page';
import { CLUB_SETTINGS_PATH } from '../club-settings/settings-texts';
import { ComposeMessagePage } from '../emails/compose-message-page';
import { ListMessagesPage } from '../emails/list-messages-page';
import { ContactInboxPage, INBOX_PATH } from '../contact/contact-inbox-page';
import { ContactMessagePage } from '../contact/contact-message-page';
import { FORMS_PATH } from '../forms/form-texts';
import { RegistrationFormEditorPage, RegistrationFormsPage } from '../forms/forms-pages';
import { BackofficeHome } from '../home/backoffice-home';
import { ArticleEditorPage } from '../news/article-editor-page';
import { ArticlesPage } from '../news/articles-page';
import { NewArticlePage } from '../news/new-article-page';
import { NEWS_PATH } from '../news/news-texts';
import { OrderPage } from '../orders/order-page';
import { OrdersPage } from '../orders/orders-page';
import { ORDERS_PATH } from '../orders/order-texts';
import { PaymentsPage } from '../payments/payments-page';
import { PAYMENTS_PATH } from '../payments/payments-texts';
import { RequireAdmin } from '../session/require-admin';
import { BackofficeLayout } from './backoffice-layout';

export function BackofficeRoutes() {
  return (
    <Routes>
      <Route element={<BackofficeLayout />}>
        <Route index element={<BackofficeHome />} />
        <Route path="/emails" element={<Navigate to={LISTS_PATH} replace />} />
        <Route
          path={LISTS_PATH}
          element={
            <RequireAdmin>
              <DistributionListsPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${LISTS_PATH}/new`}
          element={
            <RequireAdmin>
              <NewDistributionListPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id`}
          element={
            <RequireAdmin>
              <EditDistributionListPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id/compose`}
          element={
            <RequireAdmin>
              <ComposeMessagePage />
            </RequireAdmin>
          }
        />
        <Route
          path={FORMS_PATH}
          element={
            <RequireAdmin>
              <RegistrationFormsPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id/messages`}
          element={
            <RequireAdmin>
              <ListMessagesPage />
            </RequireAdmin>
          }
        />
        <Route
          path={INBOX_PATH}
          element={
            <RequireAdmin>
              <ContactInboxPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${INBOX_PATH}/:id`}
          element={
            <RequireAdmin>
              <ContactMessagePage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${FORMS_PATH}/:id`}
          element={
            <RequireAdmin>
              <RegistrationFormEditorPage />
            </RequireAdmin>
          }
        />
        <Route
          path={PAYMENTS_PATH}
          element={
            <RequireAdmin>
              <PaymentsPage />
            </RequireAdmin>
          }
        />
        <Route
          path={ORDERS_PATH}
          element={
            <RequireAdmin>
              <OrdersPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${ORDERS_PATH}/:id`}
          element={
            <RequireAdmin>
              <OrderPage />
            </RequireAdmin>
          }
        />
        <Route
          path={NEWS_PATH}
          element={
            <RequireAdmin>
              <ArticlesPage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${NEWS_PATH}/new`}
          element={
            <RequireAdmin>
              <NewArticlePage />
            </RequireAdmin>
          }
        />
        <Route
          path={`${NEWS_PATH}/:id`}
          element={
            <RequireAdmin>
              <ArticleEditorPage />
            </RequireAdmin>
          }
        />
        <Route
          path={CLUB_SETTINGS_PATH}
          element={
            <RequireAdmin>
              <ClubSettingsPage />
            </RequireAdmin>
          }
        />
        <Route
          path="/authentication/*"
          element={
            <RemoteSlot
              remote="auth"
              expose="./routes"
              props={{ area: 'backoffice' }}
              loading={<PageSkeleton />}
              fallback={({ retry }) => <RemoteUnavailable retry={retry} />}
            />
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <DialogProvider>
          <BackofficeRoutes />
        </DialogProvider>
      </BrowserRouter>
    </Provider>
  );
}
