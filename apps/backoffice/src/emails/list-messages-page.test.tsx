import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { aList, API, fakeEmailsApi } from '../testing/fake-emails-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ListMessagesPage } from './list-messages-page';

const SENDING_NOTE = 'Some copies are still being sent. Reload the page to see the latest counts.';

const PATH = '/emails/distribution-lists/4/messages';

const renderSentView = () =>
  renderBackoffice(
    <Routes>
      <Route path="/emails/distribution-lists/:id/messages" element={<ListMessagesPage />} />
    </Routes>,
    { path: PATH },
  );

/** A list with two messages sent through the fake API, as the compose page sends them. */
async function setup() {
  const api = fakeEmailsApi([aList(4, 'Senior members', { recipients: 11 })]);
  for (const [key, subject] of [
    ['key-training-1', 'Training moves to Thursday'],
    ['key-dinner-22', 'Club dinner tickets'],
  ] as const) {
    await fetch(`${API}/v2/backoffice/emails/distribution-lists/4/messages`, {
      method: 'POST',
      body: JSON.stringify({ subject, content: '<p>Hi</p>', idempotency_key: key }),
    });
  }
  return api;
}

const cellsOf = async (subject: string) => {
  const table = await screen.findByRole('table', { name: 'Sent messages' });
  const row = (await within(table).findByText(subject)).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the sent messages of a list', () => {
  it('shows each message’s copies delivered, failed and pending, under their headers', async () => {
    const api = await setup();
    api.deliver(1, { delivered: 9, failed: 2 });
    api.deliver(2, { delivered: 4, failed: 0 });
    const { container } = renderSentView();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sent messages: Senior members' }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Sent messages' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sent', 'Subject', 'Recipients', 'Delivered', 'Failed', 'Pending']);
    // Newest first.
    expect(await cellsOf('Club dinner tickets')).toEqual([
      '20/11/2026 09:30',
      'Club dinner tickets',
      '11',
      '4',
      '0',
      '7',
    ]);
    expect(await cellsOf('Training moves to Thursday')).toEqual([
      '20/11/2026 09:30',
      'Training moves to Thursday',
      '11',
      '9',
      '2',
      '0',
    ]);
    expect(screen.getByText(SENDING_NOTE)).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the counts as they are when the page is loaded again, without the note once all are sent', async () => {
    const api = await setup();
    const first = renderSentView();
    expect(await cellsOf('Club dinner tickets')).toEqual([
      '20/11/2026 09:30',
      'Club dinner tickets',
      '11',
      '0',
      '0',
      '11',
    ]);
    expect(screen.getByText(SENDING_NOTE)).toBeVisible();
    first.unmount();

    // The jobs send every copy but one, which fails after its last attempt; the admin reloads.
    api.deliver(1, { delivered: 11, failed: 0 });
    api.deliver(2, { delivered: 10, failed: 1 });
    renderSentView();
    expect(await cellsOf('Club dinner tickets')).toEqual([
      '20/11/2026 09:30',
      'Club dinner tickets',
      '11',
      '10',
      '1',
      '0',
    ]);
    expect(await cellsOf('Training moves to Thursday')).toContain('11');
    expect(screen.queryByText(SENDING_NOTE)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/backoffice/emails/distribution-lists/4/messages')).toHaveLength(2);
  });
});
