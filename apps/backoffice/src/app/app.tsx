import { RemoteSlot, RemoteUnavailable } from '@touchline/federation';
import type { AppStore } from '@touchline/store';
import { DialogProvider, PageSkeleton } from '@touchline/ui';
import { Suspense } from 'react';
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
import { DrawLinesPage } from '../lotto/draw-lines-page';
import { LottoPage } from '../lotto/lotto-page';
import { LOTTO_PATH } from '../lotto/lotto-texts';
import { MembersPage } from '../members/members-page';
import { MEMBERS_PATH } from '../members/members-texts';
import { NEWS_PATH } from '../news/news-texts';
import { OrderPage } from '../orders/order-page';
import { OrdersPage } from '../orders/orders-page';
import { ORDERS_PATH } from '../orders/order-texts';
import { PaymentsPage } from '../payments/payments-page';
import { PAYMENTS_PATH } from '../payments/payments-texts';
import { RequireTool } from '../session/require-tool';
import { AcceptInvitationPage } from '../team/accept-invitation-page';
import { TeamPage } from '../team/team-page';
import { TEAM_INVITATION_PATH, TEAM_PATH } from '../team/team-texts';
import { BackofficeMessages } from '../messages/backoffice-messages';
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
            <RequireTool tool="emails">
              <DistributionListsPage />
            </RequireTool>
          }
        />
        <Route
          path={`${LISTS_PATH}/new`}
          element={
            <RequireTool tool="emails">
              <NewDistributionListPage />
            </RequireTool>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id`}
          element={
            <RequireTool tool="emails">
              <EditDistributionListPage />
            </RequireTool>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id/compose`}
          element={
            <RequireTool tool="emails">
              <ComposeMessagePage />
            </RequireTool>
          }
        />
        <Route
          path={FORMS_PATH}
          element={
            <RequireTool tool="forms">
              <RegistrationFormsPage />
            </RequireTool>
          }
        />
        <Route
          path={`${LISTS_PATH}/:id/messages`}
          element={
            <RequireTool tool="emails">
              <ListMessagesPage />
            </RequireTool>
          }
        />
        <Route
          path={INBOX_PATH}
          element={
            <RequireTool tool="inbox">
              <ContactInboxPage />
            </RequireTool>
          }
        />
        <Route
          path={`${INBOX_PATH}/:id`}
          element={
            <RequireTool tool="inbox">
              <ContactMessagePage />
            </RequireTool>
          }
        />
        <Route
          path={`${FORMS_PATH}/:id`}
          element={
            <RequireTool tool="forms">
              <RegistrationFormEditorPage />
            </RequireTool>
          }
        />
        <Route
          path={PAYMENTS_PATH}
          element={
            <RequireTool tool="payments">
              <PaymentsPage />
            </RequireTool>
          }
        />
        <Route
          path={MEMBERS_PATH}
          element={
            <RequireTool tool="members">
              <MembersPage />
            </RequireTool>
          }
        />
        <Route
          path={ORDERS_PATH}
          element={
            <RequireTool tool="orders">
              <OrdersPage />
            </RequireTool>
          }
        />
        <Route
          path={`${ORDERS_PATH}/:id`}
          element={
            <RequireTool tool="orders">
              <OrderPage />
            </RequireTool>
          }
        />
        <Route
          path={NEWS_PATH}
          element={
            <RequireTool tool="news">
              <ArticlesPage />
            </RequireTool>
          }
        />
        <Route
          path={`${NEWS_PATH}/new`}
          element={
            <RequireTool tool="news">
              <NewArticlePage />
            </RequireTool>
          }
        />
        <Route
          path={`${NEWS_PATH}/:id`}
          element={
            <RequireTool tool="news">
              <ArticleEditorPage />
            </RequireTool>
          }
        />
        <Route
          path={CLUB_SETTINGS_PATH}
          element={
            <RequireTool tool="settings">
              <ClubSettingsPage />
            </RequireTool>
          }
        />
        <Route
          path={LOTTO_PATH}
          element={
            <RequireTool tool="lotto">
              <LottoPage />
            </RequireTool>
          }
        />
        <Route
          path={`${LOTTO_PATH}/draws/:drawId`}
          element={
            <RequireTool tool="lotto">
              <DrawLinesPage />
            </RequireTool>
          }
        />
        <Route
          path={TEAM_PATH}
          element={
            <RequireTool tool="team">
              <TeamPage />
            </RequireTool>
          }
        />
        {/* The mailed invitation's link: open to anyone who has it, signed in or not. */}
        <Route path={TEAM_INVITATION_PATH} element={<AcceptInvitationPage />} />
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
        {/* Irish waits for its catalogue (the boot loads it first; a switch later loads it). */}
        <Suspense fallback={<PageSkeleton />}>
          <BackofficeMessages>
            <DialogProvider>
              <BackofficeRoutes />
            </DialogProvider>
          </BackofficeMessages>
        </Suspense>
      </BrowserRouter>
    </Provider>
  );
}
