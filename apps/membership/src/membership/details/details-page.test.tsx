import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart, User } from '@touchline/contracts';
import { ADDED_TO_CART, itemsAdded, type AppStore } from '@touchline/store';
import { axe } from 'jest-axe';
import MembershipRoutes from '../../routes/membership-routes';
import { selectPlan, storeSelection, type SelectedItem } from '../selection/selection';
import { adultForms, juvenileForms } from '../testing/forms';
import { adult, juvenile } from '../testing/products';
import { clubRecord, fakeApi, renderMembership, type Routes } from '../testing/render-membership';

const member = {
  id: 1,
  email: 'siobhan@example.ie',
  email_verified: true,
  first_name: 'Siobhan',
  last_name: 'Murphy',
  roles: ['Member'],
  accounts: [],
} as unknown as User;

const DETAILS = '/products/membership/details';

function select(...plans: (typeof adult)[]): SelectedItem[] {
  let selecteds: SelectedItem[] = [];
  for (const plan of plans) {
    const result = selectPlan(selecteds, plan);
    if (!result.ok) throw new Error(result.message);
    selecteds = result.selecteds;
  }
  storeSelection(selecteds);
  return selecteds;
}

function api(extra: Routes = {}) {
  return fakeApi({
    'GET /store/demo/programs': { body: { data: [], current_page: 1, per_page: 1000, total: 0 } },
    'GET /store/demo/products/plans/discounts': { body: { data: [] } },
    [`GET /store/demo/products/plans/${adult.product_id}/form`]: { body: adultForms },
    [`GET /store/demo/products/plans/${juvenile.product_id}/form`]: { body: juvenileForms },
    'GET /store/demo/memberships/available': (call) => ({
      body: {
        data: call.query.includes('juvenile')
          ? [{ member_id: 7, first_name: 'Oisin', last_name: 'Murphy' }]
          : [{ member_id: 5, first_name: 'Siobhan', last_name: 'Murphy' }],
      },
    }),
    [`GET /store/demo/products/plans/${adult.product_id}/form/initial-answers`]: {
      body: {
        registration_form_id: 1,
        form_type: 'member',
        member_id: 5,
        sections: [
          {
            section_id: 1,
            questions: [
              {
                question_id: 101,
                default_question_id: 'first_name',
                label: 'First name',
                answer: 'Siobhan',
              },
              {
                question_id: 102,
                default_question_id: 'last_name',
                label: 'Last name',
                answer: 'Murphy',
              },
              {
                question_id: 103,
                default_question_id: 'email',
                label: 'Email',
                answer: 'siobhan@example.ie',
              },
            ],
          },
        ],
      },
    },
    ...extra,
  });
}

/** The cart's answer to an add (its behaviour is the checkout's, not loaded here). */
function cartAnswered(store: AppStore) {
  const cart = {
    shopping_cart_id: 'c1',
    items: [{ product_id: adult.product_id, product: adult }],
  } as unknown as ShoppingCart;
  act(() => {
    store.dispatch(itemsAdded({ cart, type: 'Plan', message: ADDED_TO_CART, notified: false }));
  });
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'touchline_cart=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('step 2: the details', () => {
  it('sends a visitor to sign in, by single sign-on when the club has it, and keeps Add To Cart off', async () => {
    select(adult);
    api();
    const club = clubRecord({
      sso: {
        governing_body_id: null,
        mode: 'optional',
        sso_button_text: 'Sign in with the GAA',
        help_url: 'https://help.example.org',
      },
    });
    const { container } = renderMembership(<MembershipRoutes />, { path: DETAILS, club });
    const prompt = within(await screen.findByRole('region', { name: 'Login or Create account' }));
    expect(prompt.getByRole('link', { name: 'Sign in with the GAA' })).toHaveAttribute(
      'href',
      expect.stringContaining('/v2/sso/login?club=demo'),
    );
    expect(prompt.getByText('or')).toBeInTheDocument();
    expect(prompt.getByRole('link', { name: 'Enter email' })).toHaveAttribute(
      'href',
      `/authentication/check-email?redirect=${encodeURIComponent(DETAILS)}`,
    );
    expect(prompt.getByRole('link', { name: 'Need help signing in?' })).toHaveAttribute(
      'href',
      'https://help.example.org',
    );
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Add Details for the member/ })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('registers a member through the dialog: Add waits for a choice, the form fills from the club', async () => {
    select(adult);
    api();
    const user = userEvent.setup();
    const { store, cartAdds } = renderMembership(<MembershipRoutes />, {
      path: DETAILS,
      user: member,
    });
    expect(
      await screen.findByRole('tab', { name: /Adult Playing Membership \(not complete\)/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(store.getState().notifications!.items.map((item) => item.title)).toContain(
      'Check registration form details: One or multiple form fields are empty or incorrect',
    );
    expect(cartAdds()).toEqual([]);

    await user.click(screen.getByRole('button', { name: /Add Details for the member/ }));
    const dialog = within(screen.getByRole('dialog', { name: /Member: Adult Playing Membership/ }));
    expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(
      await dialog.findByRole('radio', { name: '+ New Parent/Guardian or MEMBER' }),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Siobhan Murphy' }));
    expect(await dialog.findByRole('textbox', { name: /First name/ })).toHaveValue('Siobhan');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('tab', { name: /Adult Playing Membership \(complete\)/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() => expect(cartAdds()).toHaveLength(1));
    expect(cartAdds()).toContainEqual({
      successMessage: ADDED_TO_CART,
      items: [
        {
          product_id: adult.product_id,
          metadata: {
            plan_id: adult.product_id,
            member_id: 5,
            registration_form: { '101': 'Siobhan', '102': 'Murphy', '103': 'siobhan@example.ie' },
          },
        },
      ],
    });
    cartAnswered(store);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/products\/membership$/),
    );
    expect(localStorage.getItem('selected-plans')).toBeNull();
  });

  it('marks the fields of an invalid form and keeps the dialog open', async () => {
    select(adult);
    api();
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />, { path: DETAILS, user: member });
    await user.click(await screen.findByRole('button', { name: /Add Details for the member/ }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(await dialog.findByRole('radio', { name: '+ New Parent/Guardian or MEMBER' }));
    await user.type(await dialog.findByRole('textbox', { name: /Email/ }), 'a+b@example');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(dialog.getByText('Please enter First name')).toBeInTheDocument();
    expect(dialog.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for one email per new adult before anything goes to the cart', async () => {
    select(adult, adult);
    api();
    const user = userEvent.setup();
    const { store, cartAdds } = renderMembership(<MembershipRoutes />, {
      path: DETAILS,
      user: member,
    });
    for (const first of ['Nora', 'Tom']) {
      await user.click(await screen.findByRole('button', { name: /Add Details for the member/ }));
      const dialog = within(screen.getByRole('dialog'));
      await user.click(
        await dialog.findByRole('radio', { name: '+ New Parent/Guardian or MEMBER' }),
      );
      await user.type(await dialog.findByRole('textbox', { name: /First name/ }), first);
      await user.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Walsh');
      await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'walsh@example.ie');
      await user.click(dialog.getByRole('button', { name: 'Add' }));
    }
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(store.getState().cart!.emailRulesError).toBe(
      'Please update the email for Tom Walsh: each adult member needs their own email address',
    );
    expect(cartAdds()).toEqual([]);
  });

  it('keeps the first parent / guardian and offers to give it to every child', async () => {
    select(juvenile, juvenile);
    api();
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />, { path: DETAILS, user: member });
    await user.click(await screen.findByRole('button', { name: /Add Details for the parent/ }));
    let dialog = within(screen.getByRole('dialog'));
    await user.click(await dialog.findByRole('radio', { name: '+ New Parent/Guardian or MEMBER' }));
    await user.type(await dialog.findByRole('textbox', { name: /First name/ }), 'Siobhan');
    await user.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Murphy');
    await user.type(dialog.getByRole('textbox', { name: /Email/ }), 'siobhan@example.ie');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    const confirm = within(screen.getByRole('alertdialog'));
    expect(
      confirm.getByText(
        'Do you want these parent / guardian details to be assigned to all children?',
      ),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('tab', { name: /Juvenile Membership/, selected: false }));
    expect(
      within(screen.getByRole('region', { name: 'Parent / guardian' })).getByText('Siobhan Murphy'),
    ).toBeInTheDocument();

    // The next child: the family's juveniles to choose from.
    await user.click(screen.getByRole('tab', { name: /Juvenile Membership/, selected: false }));
    await user.click(screen.getByRole('button', { name: /Add Details for the juvenile/ }));
    dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('radio', { name: 'Oisin Murphy' })).toBeInTheDocument();
  });

  it('marks the family members who hold the plan already and keeps them from being picked', async () => {
    select(juvenile);
    const calls = api({
      'GET /store/demo/memberships/available': (call) => ({
        body: {
          data: call.query.includes('juvenile')
            ? [
                {
                  member_id: 8,
                  first_name: 'Aoife',
                  last_name: 'Murphy',
                  holds_plan: false,
                  held_until: null,
                },
                {
                  member_id: 7,
                  first_name: 'Oisin',
                  last_name: 'Murphy',
                  holds_plan: true,
                  held_until: '2026-12-31',
                },
              ]
            : [{ member_id: 5, first_name: 'Siobhan', last_name: 'Murphy' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />, { path: DETAILS, user: member });
    await user.click(await screen.findByRole('button', { name: /Add Details for the juvenile/ }));
    const dialog = within(screen.getByRole('dialog'));
    const oisin = await dialog.findByRole('radio', {
      name: 'Oisin Murphy (already has this plan until 31/12/2026)',
    });
    expect(oisin).toBeDisabled();
    expect(dialog.getByRole('radio', { name: 'Aoife Murphy' })).toBeEnabled();
    const asked = calls.callsTo('GET', '/store/demo/memberships/available');
    expect(asked.map((call) => new URLSearchParams(call.query).get('product_id'))).toContain(
      String(juvenile.product_id),
    );
  });

  it('says when a registration form cannot be read', async () => {
    select(adult);
    api({
      [`GET /store/demo/products/plans/${adult.product_id}/form`]: {
        status: 500,
        body: { message: 'x' },
      },
    });
    const { store } = renderMembership(<MembershipRoutes />, { path: DETAILS, user: member });
    await waitFor(() =>
      expect(store.getState().notifications!.items.map((item) => item.title)).toContain(
        'Error fetching registration form',
      ),
    );
  });
});
