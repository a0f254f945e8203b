import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@touchline/i18n';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { aContactMessage, fakeEmailsApi } from '../testing/fake-emails-api';
import { backofficeMessages } from '../messages/backoffice-messages';
import { renderBackoffice } from '../testing/render-backoffice';
import { ContactInboxPage } from './contact-inbox-page';
import { ContactMessagePage } from './contact-message-page';

const inbox = () => [
  aContactMessage(1, 'Niamh Kelly', 'Lost jacket', { read_at: '2026-11-02T10:00:00.000Z' }),
  aContactMessage(2, 'Ciarán Walsh', 'Pitch hire'),
  aContactMessage(3, 'Aoife Byrne', 'Under-10s training times', { sender_phone: '087 123 4567' }),
];

beforeAll(() => backofficeMessages.preload('ga'));

function renderInbox(path = '/contact-inbox', language: Language = 'en') {
  const rendered = renderBackoffice(
    <Routes>
      <Route path="/contact-inbox" element={<ContactInboxPage />} />
      <Route path="/contact-inbox/:id" element={<ContactMessagePage />} />
    </Routes>,
    { path, language },
  );
  act(() => {
    registerSlice(languageSlice);
    rendered.store.dispatch(languageChosen(language));
  });
  return rendered;
}

const rows = (table = 'Contact inbox') =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the contact inbox', () => {
  it('lists the club’s messages newest first with the unread ones marked', async () => {
    fakeEmailsApi([], undefined, { contact: inbox() });
    const { container } = renderInbox();
    expect(await screen.findByText('2 unread messages')).toBeVisible();
    await screen.findByRole('link', { name: /Aoife Byrne/ });
    expect(rows()).toEqual([
      ['Aoife ByrneUnread', 'Under-10s training times', '03/11/2026 09:30'],
      ['Ciarán WalshUnread', 'Pitch hire', '02/11/2026 09:30'],
      ['Niamh Kelly', 'Lost jacket', '01/11/2026 09:30'],
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('filters by read status and text, keeping the filters in the address', async () => {
    const api = fakeEmailsApi([], undefined, { contact: inbox() });
    const user = userEvent.setup();
    renderInbox();
    await screen.findByRole('link', { name: /Aoife Byrne/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'read');
    await waitFor(() =>
      expect(rows()).toEqual([['Niamh Kelly', 'Lost jacket', '01/11/2026 09:30']]),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/contact-inbox?read_status=read');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.type(screen.getByLabelText('Search by sender or subject'), 'pitch');
    await waitFor(() => expect(rows().map((row) => row[1])).toEqual(['Pitch hire']));
    expect(screen.getByTestId('where')).toHaveTextContent('filter=pitch');
    expect(api.callsTo('GET', '/backoffice/contact-messages').at(-1)!.query.get('search')).toBe(
      'pitch',
    );
  });

  it('sorts by a column', async () => {
    fakeEmailsApi([], undefined, { contact: inbox() });
    const user = userEvent.setup();
    renderInbox();
    await screen.findByRole('link', { name: /Aoife Byrne/ });
    await user.click(screen.getByRole('button', { name: 'Subject' }));
    await waitFor(() =>
      expect(rows().map((row) => row[1])).toEqual([
        'Under-10s training times',
        'Pitch hire',
        'Lost jacket',
      ]),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('sort=subject&sort_direction=desc');
  });

  it('opens a message, which marks it read, and can mark it unread again', async () => {
    const api = fakeEmailsApi([], undefined, { contact: inbox() });
    const user = userEvent.setup();
    const { container, noticesShown } = renderInbox();
    await user.click(await screen.findByRole('link', { name: /Aoife Byrne/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Under-10s training times' }),
    ).toBeVisible();
    expect(screen.getByText('A message about under-10s training times.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'aoife.byrne@example.com' })).toHaveAttribute(
      'href',
      'mailto:aoife.byrne@example.com',
    );
    expect(screen.getByRole('link', { name: '087 123 4567' })).toHaveAttribute(
      'href',
      'tel:0871234567',
    );
    expect(api.callsTo('PATCH', '/backoffice/contact-messages/3')[0]!.body).toEqual({ read: true });
    expect(api.contact.find((m) => m.id === 3)!.read_at).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/contact-inbox$/));
    expect(noticesShown()).toContainEqual({
      type: 'success',
      title: 'The message has been marked as unread.',
    });
    expect(await screen.findByText('2 unread messages')).toBeVisible();
  });

  it('shows an accessibility report’s category in the list and on the message', async () => {
    fakeEmailsApi([], undefined, {
      contact: [
        ...inbox(),
        aContactMessage(4, 'Nóra Ní Bhriain', 'Accessibility problem: Membership form', {
          category: 'accessibility',
          category_detail: 'keyboard_focus',
        }),
      ],
    });
    const user = userEvent.setup();
    const { container } = renderInbox();
    await screen.findByRole('link', { name: /Nóra Ní Bhriain/ });
    expect(rows()[0]).toEqual([
      'Nóra Ní BhriainUnread',
      'Accessibility: Using the keyboard or seeing the focusAccessibility problem: Membership form',
      '04/11/2026 09:30',
    ]);
    expect(rows()[1]![1]).toBe('Under-10s training times');
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('link', { name: /Nóra Ní Bhriain/ }));
    const category = await screen.findByText('Category');
    expect(category.tagName).toBe('DT');
    expect(category.nextElementSibling).toHaveTextContent(
      'Accessibility: Using the keyboard or seeing the focus',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when a message does not exist', async () => {
    fakeEmailsApi([], undefined, { contact: inbox() });
    renderInbox('/contact-inbox/99');
    expect(await screen.findByText('This message does not exist.')).toBeVisible();
  });
});

describe('the contact inbox in Irish', () => {
  it('lists the messages and opens one in Irish', async () => {
    fakeEmailsApi([], undefined, {
      contact: [
        ...inbox(),
        aContactMessage(4, 'Nóra Ní Bhriain', 'Accessibility problem: Membership form', {
          category: 'accessibility',
          category_detail: 'keyboard_focus',
        }),
      ],
    });
    const user = userEvent.setup();
    renderInbox('/contact-inbox', 'ga');
    expect(screen.getByRole('heading', { level: 1, name: 'Bosca teagmhála' })).toBeVisible();
    expect(await screen.findByText('Teachtaireachtaí neamhléite: 3')).toBeVisible();
    await screen.findByRole('link', { name: /Nóra Ní Bhriain/ });
    expect(
      within(screen.getByRole('table', { name: 'Bosca teagmhála' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ó', 'Ábhar', 'Faighte']);
    expect(rows('Bosca teagmhála')[0]).toEqual([
      'Nóra Ní BhriainNeamhléite',
      'Inrochtaineacht: An méarchlár a úsáid nó an fócas a fheiceáil' +
        'Accessibility problem: Membership form',
      '04/11/2026 09:30',
    ]);
    expect(screen.getByLabelText('Cuardaigh de réir seoltóra nó ábhair')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Stádas' })).toHaveDisplayValue('Gach ceann');
    expect(screen.queryByText(/unread message/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Nóra Ní Bhriain/ }));
    expect(await screen.findByText('Catagóir')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ar ais chuig an mbosca teagmhála' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Freagair trí ríomhphost' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Marcáil mar neamhléite' })).toBeVisible();
    expect(screen.queryByText('Reply by email')).not.toBeInTheDocument();
  });

  it('says in Irish when a message does not exist', async () => {
    fakeEmailsApi([], undefined, { contact: inbox() });
    renderInbox('/contact-inbox/99', 'ga');
    expect(await screen.findByText('Níl an teachtaireacht seo ann.')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Teachtaireacht teagmhála' }),
    ).toBeVisible();
  });
});
