import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { FamilyMember } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

beforeAll(() => authMessages.preload('ga'));

/** The season the juvenile range is taken from: this year's. */
const SEASON = new Date().getFullYear();

// Whole journeys through the pages with typing: give a loaded machine time.
jest.setTimeout(20_000);

beforeEach(() => clearCookies());

const club = { account_id: 1, name: 'Glenarden Gaels', slug: 'demo' };
const self: FamilyMember = {
  member_id: 4,
  club,
  first_name: 'Aoife',
  last_name: 'Byrne',
  kind: 'adult',
  relation: 'Self',
  date_of_birth: null,
  gender: null,
  memberships: [
    {
      name: 'Adult Playing Membership',
      order_id: '0b7c6c1e-3f59-4c4e-9f57-1d4f2c9a8e11',
      order_seq: 7,
      bought_at: '2026-10-16T09:30:00.000Z',
    },
  ],
};
const juvenile: FamilyMember = {
  member_id: 8,
  club,
  first_name: 'Oisin',
  last_name: 'Byrne',
  kind: 'juvenile',
  relation: 'Juvenile',
  date_of_birth: '2015-05-04',
  gender: 'Male',
  memberships: [],
};

describe('the family page', () => {
  it('lists the family with memberships and edits a juvenile under the registration rules', async () => {
    let people = [self, juvenile];
    Cookies.set(SESSION_COOKIE, 'access-1');
    const calls = fakeApi((call) => {
      if (call.path === '/v2/user') return { status: 200, body: userRecord() };
      if (call.path === '/v2/member/family') {
        return { status: 200, body: { items: people } };
      }
      if (call.method === 'PATCH' && call.path === '/v2/member/family/8') {
        const body = call.body as { first_name: string; date_of_birth: string };
        people = [self, { ...juvenile, ...body }];
        return { status: 200, body: people[1] };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, container } = renderAuth(<AccountRoutes />, {
      path: '/family',
      area: 'myaccount',
    });
    expect(
      await screen.findByRole('list', { name: 'Memberships of Aoife Byrne' }),
    ).toHaveTextContent('Adult Playing Membership (order 7, 16/10/2026)');
    expect(screen.getByText('Glenarden Gaels · born 04/05/2015 · Male')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details: Aoife Byrne' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Edit details: Oisin Byrne' }));
    const form = screen.getByRole('form', { name: 'Details of Oisin Byrne' });
    const born = within(form).getByLabelText('Date of birth');
    fireEvent.change(born, { target: { value: '2001-01-01' } });
    fireEvent.blur(born);
    expect(
      await within(form).findByText(
        `Date of birth is below the juvenile age range (born ${SEASON - 17} to ${SEASON - 4})`,
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(born, { target: { value: '2016-02-29' } });
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Oisín');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'The details have been saved.' }),
      ),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Oisín',
      last_name: 'Byrne',
      date_of_birth: '2016-02-29',
      gender: 'Male',
    });
    expect(await screen.findByText('Glenarden Gaels · born 29/02/2016 · Male')).toBeInTheDocument();
  });

  it('shows which adults sign in on their own and sends a claim link again', async () => {
    const adult = (
      member_id: number,
      first_name: string,
      account_state: FamilyMember['account_state'],
    ): FamilyMember => ({
      ...self,
      member_id,
      first_name,
      relation: 'Adult',
      memberships: [],
      account_state,
    });
    let ciaran = adult(11, 'Ciaran', 'not_invited');
    const people = () => [self, ciaran, adult(12, 'Niamh', 'own')];
    Cookies.set(SESSION_COOKIE, 'access-1');
    const calls = fakeApi((call) => {
      if (call.path === '/v2/user') return { status: 200, body: userRecord() };
      if (call.path === '/v2/member/family') return { status: 200, body: { items: people() } };
      if (call.method === 'POST' && call.path === '/v2/member/family/11/claim-link') {
        ciaran = { ...ciaran, account_state: 'invited' };
        return { status: 200, body: ciaran };
      }
      return undefined;
    });
    const user = userEvent.setup();
    const { notices, container } = renderAuth(<AccountRoutes />, {
      path: '/family',
      area: 'myaccount',
    });
    expect(await screen.findByText('No account of their own yet.')).toBeInTheDocument();
    expect(screen.getByText('Signs in with their own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Niamh Byrne/ })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Send a link to claim it: Ciaran Byrne' }));
    await waitFor(() =>
      expect(notices()).toContainEqual(
        expect.objectContaining({ title: 'The link has been sent to Ciaran.' }),
      ),
    );
    expect(
      await screen.findByText('Invited by email to claim their own account.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send the link again: Ciaran Byrne' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/claim-link'))).toHaveLength(1);
  });

  it('shows the family and a juvenile’s form in Irish', async () => {
    const ciaran: FamilyMember = {
      ...self,
      member_id: 11,
      first_name: 'Ciaran',
      relation: 'Adult',
      memberships: [],
      account_state: 'invited',
    };
    Cookies.set(SESSION_COOKIE, 'access-1');
    fakeApi((call) => {
      if (call.path === '/v2/user') return { status: 200, body: userRecord() };
      if (call.path === '/v2/member/family') {
        return { status: 200, body: { items: [self, juvenile, ciaran] } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/family', area: 'myaccount', setup: inIrish });
    expect(await screen.findByRole('heading', { level: 2, name: 'Teaghlach' })).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: 'Ballraíochtaí Aoife Byrne' }),
    ).toHaveTextContent('Adult Playing Membership (ordú 7, 16/10/2026)');
    expect(screen.getByRole('heading', { name: 'Aoife Byrne (Tú féin)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Oisin Byrne (Ógánach)' })).toBeInTheDocument();
    expect(
      screen.getByText('Glenarden Gaels · dáta breithe 04/05/2015 · Fireann'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Níl aon bhallraíocht fós.')).toHaveLength(2);
    expect(
      screen.getByText('Tugadh cuireadh don duine seo trí ríomhphost a chuntas féin a éileamh.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Seol an nasc arís: Ciaran Byrne' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/born|Male|No memberships yet|Invited by email/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cuir na sonraí in eagar: Oisin Byrne' }));
    const form = screen.getByRole('form', { name: 'Sonraí Oisin Byrne' });
    expect(within(form).getByLabelText('Céadainm')).toHaveValue('Oisin');
    expect(within(form).getByLabelText('Dáta breithe')).toHaveValue('2015-05-04');
    const genders = within(form).getByRole('group', { name: 'Inscne' });
    expect(within(genders).getByRole('radio', { name: 'Fireann' })).toBeChecked();
    expect(
      within(genders).getByRole('radio', { name: 'B’fhearr liom gan a rá' }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sábháil' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Cealaigh' })).toBeInTheDocument();
    expect(within(form).queryByText(/First name|Date of birth|Gender|Save|Cancel/)).toBeNull();
  });
});
