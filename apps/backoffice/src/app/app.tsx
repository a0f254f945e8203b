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
import { FORMS_PATH } from '../forms/form-texts';
import { RegistrationFormEditorPage, RegistrationFormsPage } from '../forms/forms-pages';
import { BackofficeHome } from '../home/backoffice-home';
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
          path={FORMS_PATH}
          element={
            <RequireAdmin>
              <RegistrationFormsPage />
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
