import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_COOKIE } from '@touchline/api-client';
import type { Renewal } from '@touchline/contracts';
import { languageChosen, languageSlice, registerSlice, type AppStore } from '@touchline/store';
import Cookies from 'js-cookie';
import { axe } from 'jest-axe';
import { authMessages } from '../../messages/auth-messages';
import { clearCookies, fakeApi, renderAuth, userRecord } from '../../testing/render-auth';
import AccountRoutes from '../account-routes';

jest.setTimeout(20_000);

beforeAll(() => authMessages.preload('ga'));

beforeEach(() => clearCookies());

/** A page whose visitor chose Irish, as the host's store holds it. */
const inIrish = (store: AppStore) => {
  registerSlice(languageSlice);
  store.dispatch(languageChosen('ga'));
};

const renewal = (extra: Partial<Renewal>): Renewal => ({
  order_item_id: 11,
  kind: 'plan',
  club: 'demo',
  club_name: 'Glenarden Gaels',
  plan_name: 'Adult Social Membership',
  person: 'Ciaran Murphy',
  member_id: 41,
  people: [],
  ends_on: '2026-12-31',
  ended: false,
  renewed: false,
  next_bundle: null,
  membership_held: null,
  next_plan: {
    product_id: 90,
    name: 'Adult Social Membership',
    valid_from: '2027-01-01',
    valid_to: '2027-12-31',
    price: 6500,
    questions_to_answer: [],
    guardian_questions_to_answer: [],
  },
  ...extra,
});

const ciaran = renewal({});
const aoife = renewal({
  order_item_id: 12,
  plan_name: 'Juvenile Membership',
  person: 'Aoife Murphy',
  ends_on: '2026-10-31',
  ended: true,
  next_plan: {
    product_id: 91,
    name: 'Juvenile Membership',
    valid_from: '2027-01-01',
    valid_to: '2027-12-31',
    price: 8000,
    questions_to_answer: [
      {
        question_id: 7,
        label: 'Photo consent for this season',
        type: 'Boolean',
        required: true,
        options: [],
      },
    ],
    guardian_questions_to_answer: [],
  },
});
const gym = renewal({
  order_item_id: 13,
  plan_name: 'Gym Pass',
  person: 'Siobhan Murphy',
  next_plan: null,
});
const renewedOne = renewal({ order_item_id: 14, person: 'Siobhan Murphy', renewed: true });

const byrnes = [
  {
    order_item_id: 31,
    person: 'Siobhan Byrne',
    member_id: 51,
    plan_name: 'Adult Social Membership',
  },
  { order_item_id: 32, person: 'Nora Byrne', member_id: 52, plan_name: 'Juvenile Membership' },
];
const family = renewal({
  order_item_id: 30,
  kind: 'bundle',
  plan_name: 'Family Membership',
  person: 'Siobhan Byrne and Nora Byrne',
  member_id: null,
  people: byrnes,
  next_plan: null,
  next_bundle: {
    product_id: 95,
    name: 'Family Membership',
    valid_from: '2027-01-01',
    valid_to: '2027-12-31',
    price: 11000,
    plans: [
      {
        order_item_id: 31,
        product_id: 96,
        name: 'Adult Social Membership',
        questions_to_answer: [],
      },
      {
        order_item_id: 32,
        product_id: 97,
        name: 'Juvenile Membership',
        questions_to_answer: [
          { question_id: 8, label: 'School this year', type: 'text', required: true, options: [] },
        ],
      },
    ],
    guardian_questions_to_answer: [],
  },
});

function signedInWith(
  items: Renewal[],
  renew: { status: number; body: unknown } = {
    status: 200,
    body: {
      club: 'demo',
      shopping_cart_id: '5d1f3c5e-8f3a-4a55-9a2b-7c1e0d2b9f10',
      renewed: [11, 12],
    },
  },
) {
  Cookies.set(SESSION_COOKIE, 'access-1');
  return fakeApi((call) => {
    if (call.path === '/v2/user') return { status: 200, body: userRecord() };
    if (call.path === '/v2/member/renewals' && call.method === 'GET') {
      return { status: 200, body: { items, total: items.length } };
    }
    if (call.path === '/v2/member/renewals' && call.method === 'POST') return renew;
    return undefined;
  });
}

describe('Renewals', () => {
  it('lists each membership with its end and next season’s plan, or says there is none', async () => {
    signedInWith([ciaran, aoife, gym, renewedOne]);
    const { container } = renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Renewals' })).toBeInTheDocument();

    const first = await screen.findByRole('article', {
      name: 'Adult Social Membership for Ciaran Murphy',
    });
    expect(within(first).getByText('Ends on 31/12/2026')).toBeInTheDocument();
    expect(
      within(first).getByText('Next season: Adult Social Membership, €65.00, from 01/01/2027'),
    ).toBeInTheDocument();

    const child = screen.getByRole('article', { name: 'Juvenile Membership for Aoife Murphy' });
    expect(within(child).getByText('Ended on 31/10/2026')).toBeInTheDocument();
    expect(within(child).getByRole('group', { name: 'New this season' })).toBeInTheDocument();
    expect(
      within(child).getByRole('checkbox', { name: 'Photo consent for this season (required)' }),
    ).not.toBeChecked();

    const none = screen.getByRole('article', { name: 'Gym Pass for Siobhan Murphy' });
    expect(
      within(none).getByText('No plan for next season yet: the club has not put one on sale.'),
    ).toBeInTheDocument();
    const done = screen.getByRole('article', {
      name: 'Adult Social Membership for Siobhan Murphy',
    });
    expect(within(done).getByText('Renewed for next season')).toBeInTheDocument();

    expect(screen.getAllByRole('button', { name: 'Renew' })).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renews every renewable membership of the club into the cart with one Renew', async () => {
    const calls = signedInWith([ciaran, aoife, gym, renewedOne]);
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Photo consent for this season (required)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(
      await screen.findByText(/Next season’s memberships are in your cart at Glenarden Gaels\./),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to your cart' });
    expect(link.getAttribute('href')).toContain('?cart=5d1f3c5e-8f3a-4a55-9a2b-7c1e0d2b9f10');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      club: 'demo',
      order_item_ids: [11, 12],
      answers: { '12': { '7': true } },
    });
  });

  it('shows the refusal with its message', async () => {
    signedInWith([ciaran], {
      status: 409,
      body: {
        code: 'membership_held',
        message: 'Ciaran Murphy already has Adult Social Membership until 31/12/2027.',
      },
    });
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    await user.click(await screen.findByRole('button', { name: 'Renew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ciaran Murphy already has Adult Social Membership until 31/12/2027.',
    );
  });

  it('is linked from the account navigation and says when there is nothing to renew', async () => {
    signedInWith([]);
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/orders', area: 'myaccount' });
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    await user.click(within(nav).getByRole('link', { name: 'Renewals' }));
    expect(
      await screen.findByText(
        'No memberships of your family ended recently or end within 60 days.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a family bundle with its people, next season’s bundle and price, and renews it with one Renew', async () => {
    const calls = signedInWith([family]);
    const user = userEvent.setup();
    const { container } = renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    const bundle = await screen.findByRole('article', {
      name: 'Family Membership for Siobhan Byrne and Nora Byrne',
    });
    expect(within(bundle).getByText('Siobhan Byrne: Adult Social Membership')).toBeInTheDocument();
    expect(within(bundle).getByText('Nora Byrne: Juvenile Membership')).toBeInTheDocument();
    expect(
      within(bundle).getByText('Next season: Family Membership, €110.00, from 01/01/2027'),
    ).toBeInTheDocument();
    const nora = within(bundle).getByRole('group', { name: 'New this season for Nora Byrne' });
    expect(await axe(container)).toHaveNoViolations();

    await user.type(
      within(nora).getByRole('textbox', { name: 'School this year (required)' }),
      'Scoil Bhríde',
    );
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(
      await screen.findByText(/Next season’s memberships are in your cart at Glenarden Gaels\./),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      club: 'demo',
      order_item_ids: [30],
      answers: { '32': { '8': 'Scoil Bhríde' } },
    });
  });

  it('asks a child’s plan’s new parent or guardian question, and sends it under the plan’s line', async () => {
    const cian = renewal({
      order_item_id: 15,
      plan_name: 'Juvenile Membership',
      person: 'Cian Murphy',
      next_plan: {
        product_id: 91,
        name: 'Juvenile Membership',
        valid_from: '2027-01-01',
        valid_to: '2027-12-31',
        price: 8000,
        questions_to_answer: [],
        guardian_questions_to_answer: [
          {
            question_id: 9,
            label: 'Who collects the child after training',
            type: 'text',
            required: true,
            options: [],
          },
        ],
      },
    });
    const calls = signedInWith([cian]);
    const user = userEvent.setup();
    const { container } = renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    const child = await screen.findByRole('article', {
      name: 'Juvenile Membership for Cian Murphy',
    });
    const guardian = within(child).getByRole('group', {
      name: 'New this season for the parent or guardian',
    });
    expect(within(child).queryByRole('group', { name: 'New this season' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await user.type(
      within(guardian).getByRole('textbox', {
        name: 'Who collects the child after training (required)',
      }),
      'Siobhan Murphy',
    );
    await user.click(screen.getByRole('button', { name: 'Renew' }));
    expect(
      await screen.findByText(/Next season’s memberships are in your cart at Glenarden Gaels\./),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      club: 'demo',
      order_item_ids: [15],
      answers: { '15': { '9': 'Siobhan Murphy' } },
    });
  });

  it('says when next season has no bundle of that name, or it was renewed, or someone in it holds their plan', async () => {
    signedInWith([
      { ...family, next_bundle: null },
      { ...family, order_item_id: 40, plan_name: 'Couple Social Membership', renewed: true },
      {
        ...family,
        order_item_id: 50,
        plan_name: 'Team Bundle',
        membership_held: 'Nora Byrne already has Juvenile Membership until 31/12/2027.',
      },
    ]);
    renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount' });
    const none = await screen.findByRole('article', {
      name: 'Family Membership for Siobhan Byrne and Nora Byrne',
    });
    expect(
      within(none).getByText('No bundle for next season yet: the club has not put one on sale.'),
    ).toBeInTheDocument();
    const done = screen.getByRole('article', {
      name: 'Couple Social Membership for Siobhan Byrne and Nora Byrne',
    });
    expect(within(done).getByText('Renewed for next season')).toBeInTheDocument();
    const held = screen.getByRole('article', {
      name: 'Team Bundle for Siobhan Byrne and Nora Byrne',
    });
    expect(
      within(held).getByText('Nora Byrne already has Juvenile Membership until 31/12/2027.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('shows the renewals in Irish', async () => {
    signedInWith([ciaran, aoife, gym, family]);
    const user = userEvent.setup();
    renderAuth(<AccountRoutes />, { path: '/renewals', area: 'myaccount', setup: inIrish });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Athnuachana' }),
    ).toBeInTheDocument();

    const first = await screen.findByRole('article', {
      name: 'Adult Social Membership do Ciaran Murphy',
    });
    expect(within(first).getByText('Tiocfaidh deireadh léi ar 31/12/2026')).toBeInTheDocument();
    expect(
      within(first).getByText(
        'An chéad séasúr eile: Adult Social Membership, €65.00, ó 01/01/2027',
      ),
    ).toBeInTheDocument();
    const child = screen.getByRole('article', { name: 'Juvenile Membership do Aoife Murphy' });
    expect(within(child).getByText('Tháinig deireadh léi ar 31/10/2026')).toBeInTheDocument();
    expect(within(child).getByRole('group', { name: 'Nua an séasúr seo' })).toBeInTheDocument();
    expect(
      within(child).getByRole('checkbox', { name: 'Photo consent for this season (riachtanach)' }),
    ).toBeInTheDocument();
    const none = screen.getByRole('article', { name: 'Gym Pass do Siobhan Murphy' });
    expect(
      within(none).getByText(
        'Níl aon phlean don chéad séasúr eile fós: níor chuir an club ceann ar díol.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Nua an séasúr seo do Nora Byrne' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Ends on|Ended on|Next season|\(required\)/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Athnuaigh' }));
    expect(
      await screen.findByText(
        /Tá ballraíochtaí an chéad séasúir eile i do chiseán ag Glenarden Gaels\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Téigh chuig do chiseán' })).toBeInTheDocument();
    expect(screen.queryByText(/in your cart/)).toBeNull();
  });
});
