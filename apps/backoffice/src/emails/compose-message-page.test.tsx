import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { aList, aTemplate, FAKE_SUGGESTION, fakeEmailsApi } from '../testing/fake-emails-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ComposeMessagePage } from './compose-message-page';
import { ListMessagesPage } from './list-messages-page';

const TEMPLATE = {
  ...aTemplate(3, 'Training news', 'Training this week'),
  content: '<p>Training is on <strong>Tuesday</strong> at 7pm on the main pitch.</p>',
};

function renderCompose(listId = 4) {
  return renderBackoffice(
    <Routes>
      <Route path="/emails/distribution-lists/:id/compose" element={<ComposeMessagePage />} />
      <Route path="/emails/distribution-lists/:id/messages" element={<ListMessagesPage />} />
    </Routes>,
    { path: `/emails/distribution-lists/${listId}/compose` },
  );
}

const setup = () =>
  fakeEmailsApi(
    [
      aList(4, 'Senior members', { recipients: 11 }),
      aList(5, 'Old list', { email_status: 'inactive' }),
    ],
    [aTemplate(1, 'Renewal reminder', 'Time to renew'), TEMPLATE],
  );

describe('writing to a distribution list', () => {
  it('starts from a template, previews, and sends once after a confirm, then lists the message', async () => {
    const api = setup();
    const user = userEvent.setup();
    const { container, noticesShown } = renderCompose();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write to the list: Senior members' }),
    ).toBeVisible();
    expect(screen.getByText(/Sent to 11 members of this list/)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(screen.getByLabelText(/Start from a template/), 'Training news');
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue('Training this week'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(
      'Training is on Tuesday at 7pm on the main pitch.',
    );
    expect(screen.getByText('48/5000')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Tuesday').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('Subject: Training this week');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('It will be emailed to 11 members now.');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '/emails/distribution-lists/4/messages',
      ),
    );
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'Message sent to 11 members.',
    });
    const posts = api.callsTo('POST', '/backoffice/emails/distribution-lists/4/messages');
    expect(
      new Set(posts.map((call) => (call.body as { idempotency_key: string }).idempotency_key)).size,
    ).toBe(1);
    expect(api.sent).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      subject: 'Training this week',
      content: TEMPLATE.content,
    });

    const table = await screen.findByRole('table', { name: 'Sent messages' });
    await within(table).findByText('Training this week');
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20/11/2026 09:30', 'Training this week', '11', '0', '0', '11']);
  }, 30_000);

  it("previews {{first_name}} and {{club_name}} with the admin's first name and the club's name", async () => {
    fakeEmailsApi(
      [aList(4, 'Senior members', { recipients: 11 })],
      [
        {
          ...aTemplate(1, 'Welcome', 'News from {{club_name}}'),
          content: '<p>Hi {{ first_name }}, welcome to {{club_name}}.</p>',
        },
      ],
    );
    const user = userEvent.setup();
    renderCompose();
    await user.selectOptions(await screen.findByLabelText(/Start from a template/), 'Welcome');
    await waitFor(() =>
      expect(screen.getByLabelText(/Subject/)).toHaveValue('News from {{club_name}}'),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Subject: News from Demo GAA');
    expect(within(preview).getByText('Hi Niamh, welcome to Demo GAA.')).toBeVisible();
    expect(preview).toHaveTextContent('each member sees their own first name');
  });

  it('asks for a subject and a message before sending', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderCompose();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter subject')).toBeVisible();
    expect(screen.getByText('Please write the message')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/backoffice/emails/distribution-lists/4/messages')).toHaveLength(0);
  });

  it('rephrases in a friendly tone and accepts the suggestion into the message', async () => {
    const api = setup();
    const user = userEvent.setup();
    renderCompose();
    await user.selectOptions(
      await screen.findByLabelText(/Start from a template/),
      'Training news',
    );
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue('Training this week'));
    await user.selectOptions(screen.getByLabelText('Tone'), 'friendly');
    await user.click(screen.getByRole('button', { name: 'Rephrase' }));
    expect(await screen.findByText('Suggestion')).toBeVisible();
    expect(api.callsTo('POST', '/backoffice/email/rephrase')[0]!.body).toEqual({
      text: TEMPLATE.content,
      tone: 'friendly',
      language: 'english',
      module: 'email',
    });
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent(
        'Hi everyone! Training is on Tuesday.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('region', { name: 'Preview' }).innerHTML).toContain(FAKE_SUGGESTION);
  });

  it('asks before a template replaces what was written, and keeps it on Cancel', async () => {
    setup();
    const user = userEvent.setup();
    renderCompose();
    const chooser = await screen.findByLabelText(/Start from a template/);
    await user.type(screen.getByLabelText(/Subject/), 'Pitch closed on Saturday');

    await user.selectOptions(chooser, 'Training news');
    let dialog = await screen.findByRole('alertdialog', { name: 'Replace your message?' });
    expect(dialog).toHaveTextContent(
      'The template “Training news” replaces the subject and the message you have written.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Pitch closed on Saturday');
    expect(chooser).toHaveValue('');

    await user.selectOptions(chooser, 'Training news');
    dialog = await screen.findByRole('alertdialog', { name: 'Replace your message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByLabelText(/Subject/)).toHaveValue('Training this week'));
    expect(chooser).toHaveValue('3');
  });

  it('asks to replace a template placeholder a message to a list cannot fill, and sends nothing', async () => {
    const api = fakeEmailsApi(
      [aList(4, 'Senior members', { recipients: 11 })],
      [
        {
          ...aTemplate(1, 'Renewal reminder', 'Renew by {{end_date}}'),
          content: '<p>Hi {{first_name}}, your membership ends on {{end_date}}.</p>',
        },
      ],
    );
    const user = userEvent.setup();
    renderCompose();
    await user.selectOptions(
      await screen.findByLabelText(/Start from a template/),
      'Renewal reminder',
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/Subject/)).toHaveValue('Renew by {{end_date}}'),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const text =
      'Replace {{end_date}} with your own text: only {{first_name}} and {{club_name}} are filled in for each member.';
    expect(await screen.findAllByText(text)).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/backoffice/emails/distribution-lists/4/messages')).toHaveLength(0);
  });

  it('says so for an inactive list and a list that does not exist', async () => {
    setup();
    renderCompose(5);
    expect(
      await screen.findByText(
        'This list is inactive: activate it on the distribution lists page to send a message.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says when the list does not exist', async () => {
    setup();
    renderCompose(99);
    expect(await screen.findByText('This distribution list does not exist.')).toBeVisible();
  });
});
