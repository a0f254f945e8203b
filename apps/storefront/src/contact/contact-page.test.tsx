import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectNotifications } from '@touchline/store';
import { axe } from 'jest-axe';
import { clubRecord, fakeApi, renderStorefront } from '../testing/render-storefront';
import { ContactPage } from './contact-page';

const field = (name: RegExp | string) => screen.getByLabelText(name);

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(new RegExp(`^${label}`));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('contact page', () => {
  it('shows every rule message on an empty or invalid submit and sends nothing', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { id: 1, created_at: '' } }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your surname')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();

    await fill(user, { Name: 'A', Surname: 'B', Email: 'a..b@x.ie', Message: 'hey' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Surname must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 4 characters long')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('keeps only a + and up to 15 digits in the phone field', async () => {
    fakeApi(() => ({ status: 201, body: { id: 1, created_at: '' } }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await user.type(field(/^Phone/), 'abc+353 87-123 4567 8901234');
    expect(field(/^Phone/)).toHaveValue('+353871234567890');
  });

  it('keeps every digit of a pasted number written with spaces, dashes or letters', async () => {
    fakeApi(() => ({ status: 201, body: { id: 1, created_at: '' } }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await user.click(field(/^Phone/));
    await user.paste('+353 87-12ab34567');
    expect(field(/^Phone/)).toHaveValue('+353871234567');
  });

  it('sends a valid message trimmed, shows the notice for 2 s and resets the form', async () => {
    const calls = fakeApi(() => ({ status: 201, body: { id: 7, created_at: '' } }));
    const { store } = renderStorefront(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await fill(user, {
      Name: 'Aoife',
      Surname: 'Byrne',
      Email: 'aoife@example.ie',
      Phone: '+353871234567',
      Message: '  When does the nursery start?  ',
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(calls).toEqual([
      {
        url: '/v2/store/demo/messages',
        method: 'POST',
        body: {
          sender: 'Aoife Byrne',
          sender_email: 'aoife@example.ie',
          sender_phone: '+353871234567',
          content: 'When does the nursery start?',
        },
      },
    ]);
    const notice = selectNotifications(store.getState()).at(-1);
    expect(notice).toMatchObject({
      type: 'success',
      title: 'Message sent, thank you!',
      timeout: 2000,
    });
    expect(field(/^Message/)).toHaveValue('');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
  });

  it("shows the server's field messages when it refuses the message", async () => {
    fakeApi(() => ({
      status: 400,
      body: {
        message: 'The message is not valid',
        errors: { sender_email: ['Please enter a valid email address'] },
      },
    }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    const user = userEvent.setup();
    await fill(user, {
      Name: 'Aoife',
      Surname: 'Byrne',
      Email: 'aoife@example.ie',
      Message: 'Hello there',
    });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Aoife');
  });

  it('shows the club address with a map link', () => {
    fakeApi(() => ({ status: 404 }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { name: 'Find us' })).toBeInTheDocument();
    expect(screen.getByText('Church Road')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Open in a map (opens in a new tab)' }),
    ).toHaveAttribute('href', expect.stringContaining('mlat=53.3'));
  });

  it('goes to the error page when the club has contact off', async () => {
    fakeApi(() => ({ status: 404 }));
    renderStorefront(<ContactPage />, {
      path: '/contact',
      club: clubRecord({ features: { is_contact_enabled: false } as never }),
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/error'));
  });

  it('has no axe violations, errors shown', async () => {
    fakeApi(() => ({ status: 404 }));
    renderStorefront(<ContactPage />, { path: '/contact' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
