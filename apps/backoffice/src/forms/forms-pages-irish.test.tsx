import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { backofficeMessages } from '../messages/backoffice-messages';
import { fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { RegistrationFormEditorPage, RegistrationFormsPage } from './forms-pages';

beforeAll(() => backofficeMessages.preload('ga'));

function renderForms(path: string) {
  return renderBackoffice(
    <Routes>
      <Route path="/forms" element={<RegistrationFormsPage />} />
      <Route path="/forms/:id" element={<RegistrationFormEditorPage />} />
    </Routes>,
    { path, language: 'ga' },
  );
}

describe('the registration forms in Irish', () => {
  it('lists the forms with Irish headings', async () => {
    fakeClubSettingsApi();
    renderForms('/forms');
    expect(screen.getByRole('heading', { level: 1, name: 'Foirmeacha clárúcháin' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Foirmeacha clárúcháin an chlub' });
    expect(within(table).getByRole('columnheader', { name: /Ceisteanna/ })).toBeVisible();
    expect(within(table).getAllByText('Ball').length).toBeGreaterThan(0);
    expect(screen.queryByText('Registration forms')).toBeNull();
    expect(screen.queryByText(/The questions members answer/)).toBeNull();
  });

  it('shows the editor in Irish and says its own rule’s message in Irish', async () => {
    fakeClubSettingsApi();
    const user = userEvent.setup();
    renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    expect(screen.getByText(/^Foirm bhaill\./)).toBeVisible();
    const gender = screen.getByRole('heading', { level: 3, name: 'Gender' }).closest('li')!;
    expect(within(gender).getByText('Ceist roghnach')).toBeVisible();
    expect(
      within(gender).getByRole('group', { name: 'Réamhamharc ar an bhfreagra: Gender' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sábháil an fhoirm' })).toBeVisible();

    const [sectionLabel] = screen.getAllByLabelText(/Lipéad na roinne/);
    await user.clear(sectionLabel!);
    await user.click(screen.getByRole('button', { name: 'Sábháil an fhoirm' }));
    expect(await screen.findByText('Cuir isteach lipéad na roinne')).toBeVisible();
    expect(screen.queryByText('Please enter the section label')).toBeNull();
    expect(screen.queryByText('Optional question')).toBeNull();
  });
});
