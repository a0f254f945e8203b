import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import AuthRoutes from '../routes/auth-routes';
import { SESSION_COOKIE } from '@touchline/api-client';
import { emailSet } from '@touchline/store';
import {
  clearCookies,
  fakeApi,
  renderAuth,
  tokens,
  userRecord,
  type Call,
} from '../testing/render-auth';

const CREATED = 'Your account has been created. Please check your inbox to verify your email.';

/** The member the API answers with: the client checks answers against the contract. */
const createdMember = {
  member_id: 41,
  account_id: 1,
  kind: 'adult',
  is_guest: false,
  email: 'new@example.ie',
  first_name: 'Niamh',
  last_name: 'Kelly',
  mobile: '+353871234567',
  date_of_birth: null,
  gender: null,
  address: { country: null, postal_code: null, county: null, city: null, line1: null, line2: null },
  receive_updates: true,
  created_at: '2026-11-24T09:00:00.000Z',
};

function api(member: (call: Call) => { status: number; body?: unknown }) {
  return fakeApi((call) => {
    if (call.path === '/v2/member') return member(call);
    if (call.path === '/oauth/token') return { status: 200, body: tokens() };
    if (call.path === '/v2/user') {
      return { status: 200, body: userRecord({ email: 'new@example.ie', email_verified: false }) };
    }
    return undefined;
  });
}

function renderSignUp(pwdSetAllowed = true) {
  return renderAuth(<AuthRoutes />, {
    path: `/authentication/sign-up?pwd_set_allowed=${String(pwdSetAllowed)}&redirect=/`,
    setup: (store) => store.dispatch(emailSet('new@example.ie')),
  });
}

const field = (label: string) => screen.getByLabelText(label);

async function fillValid() {
  await userEvent.type(field('Confirm email'), 'new@example.ie');
  await userEvent.type(field('Password'), 'Strong-pass1');
  await userEvent.type(field('Confirm password'), 'Strong-pass1');
  await userEvent.type(field('First name'), 'Niamh');
  await userEvent.type(field('Last name'), 'Kelly');
  await userEvent.type(field('Mobile'), '+353 87 123 4567');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

beforeEach(() => clearCookies());

describe('sign-up', () => {
  it('shows the held email read-only with a way to change it, and every rule message', async () => {
    api(() => ({ status: 201 }));
    const { container } = renderSignUp();
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('new@example.ie');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(
      screen.getByRole('link', { name: 'Click here to update your email' }),
    ).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'create account' });
    expect(create).toBeDisabled();

    await userEvent.type(field('Confirm email'), 'other@example.ie');
    await userEvent.type(field('Password'), 'weak pass');
    await userEvent.type(field('Confirm password'), 'x');
    await userEvent.type(field('First name'), ' Niamh');
    await userEvent.click(field('Last name'));
    await userEvent.type(field('Mobile'), '12');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await userEvent.tab();
    expect(screen.getByText('Email does not match')).toBeInTheDocument();
    expect(screen.getByText('Password do not match')).toBeInTheDocument();
    expect(screen.getAllByText('No spaces allowed')).toHaveLength(2);
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile phone must be valid e.g.: +353871234567')).toBeInTheDocument();
    expect(field('Mobile')).toHaveValue('12');
    expect(create).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('creates the account, signs the new member in and shows the server notice', async () => {
    const calls = api(() => ({ status: 201, body: { member: createdMember, message: CREATED } }));
    const { notices } = renderSignUp();
    await fillValid();
    await userEvent.click(screen.getByLabelText('I agree to receive news and updates'));
    await userEvent.click(screen.getByRole('button', { name: 'create account' }));
    await waitFor(() => expect(Cookies.get(SESSION_COOKIE)).toBe('access-1'));
    expect(calls.find((call) => call.path === '/v2/member')?.body).toEqual({
      account_id: 1,
      email: 'new@example.ie',
      first_name: 'Niamh',
      last_name: 'Kelly',
      mobile: '+353871234567',
      user: {
        email: 'new@example.ie',
        confirmEmail: 'new@example.ie',
        password: 'Strong-pass1',
        confirmPassword: 'Strong-pass1',
      },
      terms: true,
      receive_updates: true,
    });
    expect(notices()).toContainEqual({ type: 'success', title: CREATED, body: undefined });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('asks for no password when the club does not allow one', async () => {
    api(() => ({ status: 201, body: { member: createdMember, message: CREATED } }));
    renderSignUp(false);
    await screen.findByRole('heading', { name: 'Create account' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });

  it('shows the 422 message and the server field message', async () => {
    api(() => ({
      status: 422,
      body: {
        message: 'Please check all the fields and submit again!',
        errors: { email: ['An account with this email already exists. Please sign in.'] },
      },
    }));
    const { notices } = renderSignUp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'create account' }));
    expect(
      await screen.findByText('An account with this email already exists. Please sign in.'),
    ).toBeInTheDocument();
    expect(notices()).toContainEqual({
      type: 'danger',
      title: 'Error creating your account, please check all the fields and submit again!',
      body: undefined,
    });
  });

  it('shows the unexpected-error message on any other failure', async () => {
    api(() => ({ status: 500, body: { message: 'boom' } }));
    const { notices } = renderSignUp();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'create account' }));
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'danger',
        title: 'Something unexpected happened, please try again later.',
        body: undefined,
      }),
    );
  });

  it('opens the Terms and Conditions dialog from the terms checkbox', async () => {
    api(() => ({ status: 201 }));
    renderSignUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Terms and Conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and Conditions' });
    expect(dialog).toHaveTextContent('Lottery players must be at least 18 years of age.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
