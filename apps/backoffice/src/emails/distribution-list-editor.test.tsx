import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { aList, aTemplate, fakeEmailsApi } from '../testing/fake-emails-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { EditDistributionListPage, NewDistributionListPage } from './distribution-list-editor';
import { DistributionListsPage } from './distribution-lists-page';

const PATH = '/emails/distribution-lists';
const templates = [
  aTemplate(1, 'Membership renewal reminder', 'Time to renew your membership'),
  aTemplate(2, 'Lotto results', 'Lotto results for this week'),
];

function renderEditor(path: string) {
  return renderBackoffice(
    <Routes>
      <Route path={`${PATH}/new`} element={<NewDistributionListPage />} />
      <Route path={`${PATH}/:id`} element={<EditDistributionListPage />} />
      <Route path={PATH} element={<p>The lists</p>} />
    </Routes>,
    { path },
  );
}

/** The editor and the real lists page it returns to. */
function renderEditorAndLists(path: string) {
  return renderBackoffice(
    <Routes>
      <Route path={`${PATH}/new`} element={<NewDistributionListPage />} />
      <Route path={`${PATH}/:id`} element={<EditDistributionListPage />} />
      <Route path={PATH} element={<DistributionListsPage />} />
    </Routes>,
    { path },
  );
}

describe('a new distribution list', () => {
  it('names what is missing, then creates the list and goes back to the lists', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([], templates);
    const { container, noticesShown } = renderEditor(`${PATH}/new`);
    expect(screen.getByRole('heading', { name: 'New distribution list' })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Create list' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a name');
    expect(screen.getByLabelText('Template')).toHaveAccessibleDescription(
      'Please enter a template',
    );
    expect(api.callsTo('POST', '/backoffice/emails/distribution-lists/create')).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByLabelText('Name'), '  Lotto players  ');
    await user.selectOptions(screen.getByLabelText('Template'), 'Lotto results');
    expect(screen.getByLabelText('Subject (optional)')).toHaveAccessibleDescription(
      "Leave it empty to use the template's subject: Lotto results for this week",
    );
    await user.click(screen.getByRole('radio', { name: 'Members who asked for updates' }));
    await user.selectOptions(screen.getByLabelText('Frequency'), 'Weekly');
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(PATH));
    expect(api.callsTo('POST', '/backoffice/emails/distribution-lists/create')[0]?.body).toEqual({
      name: 'Lotto players',
      description: null,
      template_id: 2,
      audience: 'updates_subscribers',
      frequency: 'weekly',
    });
    expect(api.lists.map((list) => list.subject)).toEqual(['Lotto results for this week']);
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'The distribution list has been saved.',
    });
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([], templates);
    const { noticesShown } = renderEditor(`${PATH}/new`);
    api.refuse('POST /v2/backoffice/emails/distribution-lists/create', {
      status: 422,
      body: {
        message: 'Please check all the fields and submit again!',
        errors: { name: ['A distribution list with this name already exists'] },
      },
    });
    await user.type(await screen.findByLabelText('Name'), 'Outstanding payments');
    await user.selectOptions(screen.getByLabelText('Template'), 'Membership renewal reminder');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
        'A distribution list with this name already exists',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Outstanding payments');
    expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}/new`);
    expect(noticesShown()).toContainEqual({
      type: 'danger',
      title: 'Please check all the fields and submit again!',
    });
  });

  it('asks "Exit without saving?" before leaving typed changes behind', async () => {
    const user = userEvent.setup();
    fakeEmailsApi([], templates);
    renderEditor(`${PATH}/new`);
    await user.type(await screen.findByLabelText('Name'), 'Juniors');
    await user.click(screen.getByRole('link', { name: 'Back to the distribution lists' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Juniors');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${PATH}$`));
  });
});

describe('editing a distribution list', () => {
  const renewals = () =>
    aList(7, 'Membership renewals 2027', {
      description: 'A month before a membership ends.',
      subject: 'Time to renew your membership',
      template: { template_id: 1, name: 'Membership renewal reminder' },
      recipients: 42,
      opted_out: 3,
    });

  it('starts from the list as saved and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([renewals()], templates);
    const { container } = renderEditor(`${PATH}/7`);
    expect(
      await screen.findByRole('heading', {
        name: 'Edit distribution list: Membership renewals 2027',
      }),
    ).toBeVisible();
    expect(screen.getByText('42 (all members, 3 opted out)')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Membership renewals 2027');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue(
      'A month before a membership ends.',
    );
    expect(screen.getByLabelText('Template')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'All members' })).toBeChecked();
    expect(screen.getByLabelText('Frequency')).toHaveValue('monthly');
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(screen.getByLabelText('Frequency'), 'Weekly');
    await user.clear(screen.getByLabelText('Description (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('The lists')).toBeVisible());
    expect(api.callsTo('PATCH', '/backoffice/emails/distribution-lists/update')[0]?.body).toEqual({
      email_distribution_list_id: 7,
      description: null,
      frequency: 'weekly',
    });
  });

  it('gives an emptied subject the chosen template’s subject', async () => {
    const user = userEvent.setup();
    const api = fakeEmailsApi([renewals()], templates);
    renderEditor(`${PATH}/7`);
    await user.selectOptions(await screen.findByLabelText('Template'), 'Lotto results');
    await user.clear(screen.getByLabelText('Subject (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByText('The lists')).toBeVisible());
    expect(api.callsTo('PATCH', '/backoffice/emails/distribution-lists/update')[0]?.body).toEqual({
      email_distribution_list_id: 7,
      template_id: 2,
      subject: 'Lotto results for this week',
    });
  });

  it('says so when the list does not exist', async () => {
    fakeEmailsApi([renewals()], templates);
    renderEditor(`${PATH}/99`);
    expect(await screen.findByText('This distribution list does not exist.')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be fetched', async () => {
    const api = fakeEmailsApi([renewals()], templates);
    api.refuse('GET /v2/backoffice/emails/distribution-lists/get-templates', { status: 500 });
    const { noticesShown } = renderEditor(`${PATH}/7`);
    expect(
      await screen.findByText('This page could not be loaded. Please try again later.'),
    ).toBeVisible();
    expect(noticesShown()).toContainEqual({
      type: 'danger',
      title: 'Error fetching the distribution list and email templates',
    });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('where the focus goes after a save', () => {
  it('goes to the saved list on the lists page, so the keyboard goes on from it', async () => {
    const user = userEvent.setup();
    fakeEmailsApi(
      [aList(7, 'Membership renewals 2027'), aList(8, 'Weekly lotto results')],
      templates,
    );
    const { container } = renderEditorAndLists(`${PATH}/8`);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Lotto results every week{Enter}');

    // The rows show once the table's loader has had its least time.
    const link = await screen.findByRole(
      'link',
      { name: 'Lotto results every week' },
      { timeout: 3000 },
    );
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${PATH}$`));
    expect(screen.getByText('The distribution list has been saved.')).toBeInTheDocument();
    // The keyboard goes on to the list's own actions.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Write to Lotto results every week' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("goes to the lists page's title when the list saved is not on the page shown", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 11 }, (_, i) =>
      aList(i + 1, `List ${String(i + 1).padStart(2, '0')}`),
    );
    fakeEmailsApi(many, templates);
    renderEditorAndLists(`${PATH}/new`);
    await user.type(await screen.findByLabelText('Name'), 'Zebra crossing volunteers');
    await user.selectOptions(screen.getByLabelText('Template'), 'Lotto results');
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { level: 1, name: 'Email distribution lists' }),
        ).toHaveFocus(),
      { timeout: 3000 },
    );
    expect(
      screen.queryByRole('link', { name: 'Zebra crossing volunteers' }),
    ).not.toBeInTheDocument();
  });

  it('leaves the focus alone when the lists page is opened another way', async () => {
    fakeEmailsApi([aList(7, 'Membership renewals 2027')], templates);
    renderEditorAndLists(PATH);
    await screen.findByRole('link', { name: 'Membership renewals 2027' }, { timeout: 3000 });
    expect(document.body).toHaveFocus();
  });
});
