import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { backofficeMessages } from '../messages/backoffice-messages';
import { aList, aTemplate, fakeEmailsApi } from '../testing/fake-emails-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ComposeMessagePage } from './compose-message-page';
import { EditDistributionListPage, NewDistributionListPage } from './distribution-list-editor';
import { DistributionListsPage } from './distribution-lists-page';
import { ListMessagesPage } from './list-messages-page';

beforeAll(() => backofficeMessages.preload('ga'));

/** The page in Irish, as an admin who chose Irish sees it (its dates too). */
function renderInIrish(element: ReactElement, path: string) {
  const rendered = renderBackoffice(element, { path, language: 'ga' });
  act(() => {
    registerSlice(languageSlice);
    rendered.store.dispatch(languageChosen('ga'));
  });
  return rendered;
}

const setup = () =>
  fakeEmailsApi(
    [
      aList(4, 'Baill shinsearacha', { recipients: 11, opted_out: 2 }),
      aList(5, 'Sean-liosta', { email_status: 'inactive' }),
    ],
    [aTemplate(1, 'Meabhrúchán athnuachana', 'Am le hathnuachan')],
  );

const noEnglish = (...texts: string[]) => {
  for (const text of texts) expect(screen.queryByText(text)).not.toBeInTheDocument();
};

describe('the emails pages in Irish', () => {
  it('lists the distribution lists in Irish', async () => {
    setup();
    const user = userEvent.setup();
    renderInIrish(<DistributionListsPage />, '/emails/distribution-lists');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Liostaí dáileacháin ríomhphoist' }),
    ).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'Baill shinsearacha' })).closest('tr');
    expect(within(row as HTMLElement).getByText('Gach ball')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Go míosúil')).toBeVisible();
    expect(within(row as HTMLElement).getByText('Gníomhach')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Lucht sprice/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Liosta nua' })).toBeVisible();
    expect(screen.getByLabelText('Cuardaigh de réir ainm')).toBeVisible();
    noEnglish('New list', 'All members', 'Monthly', 'Active', 'Write', 'Deactivate');

    await user.click(screen.getByRole('button', { name: 'Cuir Baill shinsearacha as' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Cuir "Baill shinsearacha" as?',
    });
    expect(dialog).toHaveTextContent('Ní bhfaighidh baill an liosta seo aon ríomhphost eile');
    await user.click(within(dialog).getByRole('button', { name: 'Cealaigh' }));
  });

  it('asks for a list’s name and template in Irish', async () => {
    setup();
    const user = userEvent.setup();
    renderInIrish(<NewDistributionListPage />, '/emails/distribution-lists/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Liosta dáileacháin nua' }),
    ).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Lucht sprice' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Baill a d’iarr nuashonruithe' })).toBeVisible();
    expect(screen.getByText('Fág folamh é chun ábhar an teimpléid a úsáid.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cruthaigh an liosta' }));
    expect(await screen.findByText('Cuir isteach ainm')).toBeVisible();
    expect(screen.getByText('Roghnaigh teimpléad, le do thoil')).toBeVisible();
    noEnglish('Please enter a name', 'Create list', 'Cancel', 'Audience');
  });

  it('shows a list in the editor in Irish', async () => {
    setup();
    renderInIrish(
      <Routes>
        <Route path="/emails/distribution-lists/:id" element={<EditDistributionListPage />} />
      </Routes>,
      '/emails/distribution-lists/4',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cuir liosta dáileacháin in eagar: Baill shinsearacha',
      }),
    ).toBeVisible();
    expect(screen.getByText('11 (gach ball, 2 diúltaithe)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sábháil na hathruithe' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Teachtaireachtaí seolta' })).toBeVisible();
    noEnglish('Save changes', 'Write to the list', 'Status', 'Recipients');
  });

  it('writes to a list in Irish', async () => {
    setup();
    const user = userEvent.setup();
    renderInIrish(
      <Routes>
        <Route path="/emails/distribution-lists/:id/compose" element={<ComposeMessagePage />} />
      </Routes>,
      '/emails/distribution-lists/4/compose',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Scríobh chuig an liosta: Baill shinsearacha',
      }),
    ).toBeVisible();
    expect(screen.getByText(/Seoltar chuig 11 ball den liosta seo í/)).toBeVisible();
    expect(screen.getByLabelText(/Tosaigh ó theimpléad/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Seol' }));
    expect(await screen.findByText('Cuir isteach ábhar')).toBeVisible();
    expect(screen.getByText('Scríobh an teachtaireacht')).toBeVisible();
    await user.type(screen.getByLabelText(/^Ábhar/), 'Dia daoibh {{{{end_date}}');
    await user.click(screen.getByRole('button', { name: 'Réamhamharc' }));
    expect(screen.getByRole('region', { name: 'Réamhamharc' })).toHaveTextContent(
      'Ábhar: Dia daoibh {{end_date}}',
    );
    await user.click(screen.getByRole('button', { name: 'Seol' }));
    expect(
      await screen.findByText(
        'Cuir do théacs féin in áit {{end_date}}: ní líontar isteach do gach ball ach {{first_name}} agus {{club_name}}.',
      ),
    ).toBeVisible();
    noEnglish('Send', 'Preview', 'Please enter subject', 'No template');
  });

  it('lists a list’s sent messages in Irish', async () => {
    setup();
    renderInIrish(
      <Routes>
        <Route path="/emails/distribution-lists/:id/messages" element={<ListMessagesPage />} />
      </Routes>,
      '/emails/distribution-lists/4/messages',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Teachtaireachtaí seolta: Baill shinsearacha',
      }),
    ).toBeVisible();
    expect(
      await screen.findByText('Níor seoladh aon teachtaireacht chuig an liosta seo fós'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Scríobh chuig an liosta' })).toBeVisible();
    noEnglish('Write to the list', 'Back to the distribution lists');
  });
});
