import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { anAdultForm, fakeClubSettingsApi } from '../testing/fake-club-settings-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { RegistrationFormEditorPage, RegistrationFormsPage } from './forms-pages';

function renderForms(path: string) {
  return renderBackoffice(
    <Routes>
      <Route path="/forms" element={<RegistrationFormsPage />} />
      <Route path="/forms/:id" element={<RegistrationFormEditorPage />} />
      <Route path="/emails" element={<p>The emails</p>} />
    </Routes>,
    { path },
  );
}

const row = (label: string) =>
  screen.getByRole('heading', { level: 3, name: label }).closest('li') as HTMLElement;

describe('the registration forms page', () => {
  it("lists the club's forms with their plans and leads to the editor", async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    const { container } = renderForms('/forms');
    const link = await screen.findByRole('link', { name: 'Adult member' });
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Adult member',
      'Member',
      'Adult membership 2027',
      '3',
    ]);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adult member' })).toBeVisible();
  });

  it('sorts the forms by a column on the shared list table', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi({
      forms: [
        anAdultForm(),
        { ...anAdultForm(), registration_form_id: 12, name: 'Juvenile player' },
        { ...anAdultForm(), registration_form_id: 13, name: 'Coach' },
      ],
    });
    renderForms('/forms');
    await screen.findByRole('link', { name: 'Adult member' });
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('cell')[0]!.textContent);
    const initial = names();
    expect(initial.length).toBeGreaterThan(1);
    const ascending = [...initial].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
    await user.click(screen.getByRole('button', { name: 'Form' }));
    expect(names()).toEqual(ascending);
    expect(screen.getByRole('columnheader', { name: 'Form' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Form' }));
    expect(names()).toEqual([...ascending].reverse());
  });

  it('says so when the forms cannot be loaded', async () => {
    const api = fakeClubSettingsApi();
    api.refuse('GET /v2/backoffice/registration-forms', { status: 500, body: { message: 'down' } });
    const { notices } = renderForms('/forms');
    expect(
      await screen.findByText('The registration forms could not be loaded.', {
        selector: 'section > p',
      }),
    ).toBeVisible();
    expect(notices()).toEqual([
      { type: 'danger', title: 'The registration forms could not be loaded.' },
    ]);
  });
});

describe('the registration form editor', () => {
  it('shows each question required or optional, with Change only where it can change', async () => {
    fakeClubSettingsApi();
    const { container } = renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    expect(screen.getByRole('heading', { level: 2, name: 'Member details' })).toBeVisible();

    const firstName = row('First name');
    expect(within(firstName).getByText('Required question')).toBeVisible();
    expect(within(firstName).queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(within(firstName).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(row('Address')).getByText('Required question')).toBeVisible();
    expect(within(row('Gender')).getByText('Optional question')).toBeVisible();
    // The answer preview shows the control members fill in, inert.
    const preview = within(row('Gender')).getByRole('group', { name: 'Answer preview: Gender' });
    expect(within(preview).getByRole('radio', { name: 'Female' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('makes a question optional and saves it', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { notices } = renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    const address = row('Address');
    await user.click(
      within(address).getByRole('button', { name: 'Change: make “Address” optional' }),
    );
    expect(within(address).getByText('Optional question')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save form' }));

    await waitFor(() =>
      expect(notices()).toEqual([{ type: 'success', title: 'The form has been saved.' }]),
    );
    const [save] = api.callsTo('PUT', '/backoffice/registration-forms/11');
    expect(save?.body).toEqual({
      sections: [
        {
          section_id: 1,
          label: 'Member details',
          questions: [
            { question_id: expect.any(Number), required: true, external_url: null },
            { question_id: expect.any(Number), required: false, external_url: null },
            { question_id: expect.any(Number), required: false, external_url: null },
          ],
        },
      ],
    });
    // Saved: the stored form's address has no Mandatory rule, and the editor shows it optional.
    const stored = api.forms[0]!.sections[0]!.questions[1]!;
    expect(stored.input.validations).toEqual([]);
    expect(within(row('Address')).getByText('Optional question')).toBeVisible();
    // Nothing left to save, and the keyboard is still where it pressed Save.
    const saveButton = screen.getByRole('button', { name: 'Save form' });
    expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    expect(saveButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.callsTo('PUT', '/backoffice/registration-forms/11')).toHaveLength(1);
  });

  it('says "Invalid link" for a page link that is not one, and saves a good one', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    const link = within(row('Gender')).getByLabelText('Add page link for “Gender”');
    await user.type(link, 'not a link');
    await user.tab();
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Invalid link'));
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(api.callsTo('PUT', '/backoffice/registration-forms/11')).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'glenardengaels.ie/policies');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/backoffice/registration-forms/11')).toHaveLength(1),
    );
    expect(within(row('Gender')).getByLabelText('Add page link for “Gender”')).toHaveValue(
      'https://glenardengaels.ie/policies',
    );
  });

  it('deletes a question after the confirm, and keeps it on Cancel', async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    const { container } = renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });

    await user.click(
      within(row('Gender')).getByRole('button', { name: 'Delete question “Gender”' }),
    );
    let dialog = screen.getByRole('alertdialog', { name: 'Delete question?' });
    expect(dialog).toHaveTextContent('"Gender" will be removed from the form when you save it.');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(row('Gender')).toBeTruthy();

    await user.click(
      within(row('Gender')).getByRole('button', { name: 'Delete question “Gender”' }),
    );
    dialog = screen.getByRole('alertdialog', { name: 'Delete question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Gender' })).toBeNull();
    // The last question gone: the focus goes to the one before it, not to the page's body.
    expect(screen.getByRole('heading', { level: 3, name: 'Address' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(api.forms[0]!.sections[0]!.questions).toHaveLength(2));
  });

  it("keeps each question's page link when the question before it is deleted", async () => {
    const user = userEvent.setup();
    const form = anAdultForm();
    const gender = form.sections[0]!.questions[2]!;
    gender.input.metadata = { ...gender.input.metadata, external_url: 'https://glen.ie/gender' };
    const api = fakeClubSettingsApi({ forms: [form] });
    renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    const genderLink = () => within(row('Gender')).getByLabelText('Add page link for “Gender”');
    expect(genderLink()).toHaveValue('https://glen.ie/gender');

    await user.click(
      within(row('Address')).getByRole('button', { name: 'Delete question “Address”' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete question?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Address' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Gender' })).toHaveFocus();
    expect(genderLink()).toHaveValue('https://glen.ie/gender');

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(api.forms[0]!.sections[0]!.questions).toHaveLength(2));
    const saved = api.forms[0]!.sections[0]!.questions.find((q) => q.input.label === 'Gender');
    expect(saved?.input.metadata.external_url).toBe('https://glen.ie/gender');
    expect(genderLink()).toHaveValue('https://glen.ie/gender');
  });

  it('asks "Exit without saving?" before leaving unsaved changes, and leaves on "Discard changes"', async () => {
    const user = userEvent.setup();
    fakeClubSettingsApi();
    renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    const label = screen.getByLabelText('Section label');
    await user.clear(label);
    await user.tab();
    expect(label).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the section label'),
    );
    await user.type(label, 'About you');
    await user.click(screen.getByRole('link', { name: 'Back to the registration forms' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Exit without saving?' });
    expect(dialog).toHaveTextContent('Changes that you made may not be saved.');
    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/forms'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration forms' }),
    ).toBeVisible();
  });

  it("shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    const api = fakeClubSettingsApi();
    renderForms('/forms/11');
    await screen.findByRole('heading', { level: 1, name: 'Adult member' });
    api.refuse('PUT /v2/backoffice/registration-forms/11', {
      status: 422,
      body: {
        message: 'Please check all the fields and submit again!',
        errors: { 'body.sections.0.questions.2.external_url': ['Invalid link'] },
      },
    });
    await user.type(
      within(row('Gender')).getByLabelText('Add page link for “Gender”'),
      'example.ie',
    );
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    await waitFor(() =>
      expect(
        within(row('Gender')).getByLabelText('Add page link for “Gender”'),
      ).toHaveAccessibleDescription(expect.stringContaining('Invalid link')),
    );
  });

  it('says so for a form of another club', async () => {
    fakeClubSettingsApi();
    renderForms('/forms/99');
    expect(
      await screen.findByText('This form does not exist or belongs to another club.'),
    ).toBeVisible();
  });
});
