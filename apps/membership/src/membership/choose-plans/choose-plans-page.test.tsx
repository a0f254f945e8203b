import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Program } from '@touchline/contracts';
import { axe } from 'jest-axe';
import MembershipRoutes from '../../routes/membership-routes';
import { fakeApi, renderMembership, type Routes } from '../testing/render-membership';
import {
  adult,
  family,
  instalments,
  juvenile,
  limited,
  plan,
  social,
  subscription,
} from '../testing/products';
import { POPUP_CLOSE_AFTER_MS, POPUP_OPEN_DELAY_MS } from './summary-panel';

const programme = (id: number, title: string): Program => ({
  program_id: id,
  title,
  description: `${title} for everyone.`,
  status: 'active',
  starts_on: null,
  ends_on: null,
});

const page = (data: unknown[]) => ({
  body: { data, current_page: 1, per_page: 1000, total: data.length },
});

function api(
  products: Record<number, Product[]>,
  programmes = [programme(1, 'Membership 2027'), programme(2, 'Academy 2027')],
  extra: Routes = {},
) {
  return fakeApi({
    'GET /store/demo/programs': page(programmes),
    'GET /store/demo/products/plans/discounts': {
      body: {
        data: [
          {
            discount_id: 1,
            name: 'Multi-member discount',
            type: 'percentage',
            plans: [adult.product_id, social.product_id],
            offerings: [{ number_of_products: 2, discount_amount: 10 }],
          },
        ],
      },
    },
    'GET /store/demo/products': (call) => {
      const id = Number(new URLSearchParams(call.query).get('program_id[]'));
      return page(products[id] ?? []);
    },
    ...extra,
  });
}

beforeEach(() => localStorage.clear());

describe('step 1: programmes', () => {
  it('lists the open programmes, loads a panel’s products when it opens, and says when it has none', async () => {
    const server = api({ 1: [adult] });
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />);
    const academy = await screen.findByRole('button', { name: 'Academy 2027' });
    expect(academy).toHaveAttribute('aria-expanded', 'false');
    expect(server.callsTo('GET', '/store/demo/products')).toHaveLength(0);
    await user.click(academy);
    expect(await screen.findByText('There are no products for this programme')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Membership 2027' }));
    expect(await screen.findByRole('article', { name: adult.name })).toBeInTheDocument();
    expect(server.callsTo('GET', '/store/demo/products').map((call) => call.query)).toEqual([
      '?type%5B%5D=Plan&type%5B%5D=Bundle&program_id%5B%5D=2',
      '?type%5B%5D=Plan&type%5B%5D=Bundle&program_id%5B%5D=1',
    ]);
  });

  it('restricts to the programme of ?id= and opens a single programme by itself', async () => {
    api({ 2: [juvenile] });
    renderMembership(<MembershipRoutes />, { path: '/products/membership?id=2' });
    expect(await screen.findByRole('article', { name: juvenile.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Membership 2027' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Academy 2027' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says when the programmes cannot be read', async () => {
    fakeApi({
      'GET /store/demo/products/plans/discounts': { status: 500, body: { message: 'x' } },
    });
    const { store } = renderMembership(<MembershipRoutes />);
    await waitFor(() =>
      expect(store.getState().notifications!.items.map((item) => item.title)).toEqual(
        expect.arrayContaining([
          'Could not fetch available memberships',
          'Error getting membership discounts.',
        ]),
      ),
    );
  });
});

describe('step 1: plan and bundle cards', () => {
  it('shows each plan’s texts: validity, badges, price or Free, payment rhythm, sold out', async () => {
    const gym = plan(
      31,
      'Gym Pass',
      { payment_options: subscription('Weekly', 2, '2027-06-30') },
      800,
    );
    const supporters = plan(
      32,
      'Supporters Club',
      { payment_options: subscription('Monthly', 1, null) },
      1000,
    );
    const playing = { ...adult, metadata: { ...adult.metadata, payment_options: instalments() } };
    const free = plan(33, 'Honorary Membership', {}, 0);
    const masters = plan(34, 'Masters', { available_count: 0 });
    api({ 1: [playing, gym, supporters, free, masters] }, [programme(1, 'Membership 2027')]);
    const { container } = renderMembership(<MembershipRoutes />);
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    expect((await card(adult.name)).getByText('Instalments available')).toBeInTheDocument();
    expect((await card(adult.name)).getByText('Valid until 31/12/27')).toBeInTheDocument();
    expect((await card(adult.name)).getByText('€100.00')).toBeInTheDocument();
    expect((await card('Gym Pass')).getByText('Subscription')).toBeInTheDocument();
    expect((await card('Gym Pass')).getByText('Recurs till 30/06/27')).toBeInTheDocument();
    expect((await card('Gym Pass')).getByText('every 2 weeks')).toBeInTheDocument();
    expect(
      (await card('Supporters Club')).getByText('Recurs until cancelled by club'),
    ).toBeInTheDocument();
    expect((await card('Supporters Club')).getByText('every 1 month')).toBeInTheDocument();
    expect((await card('Honorary Membership')).getByText('Free')).toBeInTheDocument();
    expect((await card('Masters')).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('starts a bundle at the minimum of each plan, prices the choice and selects it once complete', async () => {
    api({ 1: [family] }, [programme(1, 'Membership 2027')]);
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />);
    const bundle = within(await screen.findByRole('article', { name: family.name }));
    expect(
      bundle.getByText(
        'One or two adults and up to four children, priced by who joins and capped…',
      ),
    ).toBeInTheDocument();
    await user.click(bundle.getByRole('button', { name: 'Show more' }));
    expect(bundle.getByText(/never pays more than €350\./)).toBeInTheDocument();
    await user.click(bundle.getByRole('button', { name: 'Show less' }));
    const select = bundle.getByRole('button', { name: `Select ${family.name}` });
    expect(select).toBeDisabled();
    expect(bundle.getByText('Select plans in a bundle')).toBeInTheDocument();
    // Nothing chosen yet is not a free bundle.
    expect(bundle.queryByText('Free')).toBeNull();
    expect(bundle.getByText('The price shows once plans are chosen')).toBeInTheDocument();
    expect(
      bundle.getByRole('button', { name: `Fewer ${adult.name} in ${family.name}` }),
    ).toBeDisabled();
    await user.click(
      bundle.getByRole('button', { name: `More ${juvenile.name} in ${family.name}` }),
    );
    expect(bundle.getByText('Add at least 1 adult plan(s)')).toBeInTheDocument();
    await user.click(bundle.getByRole('button', { name: `More ${adult.name} in ${family.name}` }));
    expect(bundle.getByText('€180.00')).toBeInTheDocument();
    await user.click(select);
    const summary = within(screen.getByRole('complementary', { name: 'Summary' }));
    expect(summary.getByText('0 plan(s), 1 bundle(s)')).toBeInTheDocument();
    expect(summary.getByText('€180.00')).toBeInTheDocument();
  });

  it('shows the first 5 plans of a bundle and the rest under Show more', async () => {
    const many = Array.from({ length: 7 }, (_, index) => plan(40 + index, `Plan ${index + 1}`));
    const big: Product = {
      ...family,
      product_id: 50,
      name: 'Big Bundle',
      description: 'Short.',
      metadata: {
        ...family.metadata,
        products: many.map((item) => ({
          ...family.metadata.products![0]!,
          product_id: item.product_id,
          product: { name: item.name, slug: item.slug, price: item.price },
        })),
      },
    };
    api({ 1: [big] }, [programme(1, 'Membership 2027')]);
    const user = userEvent.setup();
    renderMembership(<MembershipRoutes />);
    const bundle = within(await screen.findByRole('article', { name: 'Big Bundle' }));
    expect(bundle.getAllByRole('listitem')).toHaveLength(5);
    await user.click(bundle.getByRole('button', { name: 'Show more' }));
    expect(bundle.getAllByRole('listitem')).toHaveLength(7);
  });
});

describe('step 1: selection and summary', () => {
  it('adds copies, refuses more than the places left, keeps the selection, and counts discounts', async () => {
    api({ 1: [adult, social, limited] }, [programme(1, 'Membership 2027')]);
    const user = userEvent.setup();
    const { store, unmount } = renderMembership(<MembershipRoutes />);
    const summary = within(screen.getByRole('complementary', { name: 'Summary' }));
    expect(summary.getByText('No plans selected yet')).toBeInTheDocument();
    expect(summary.getByRole('button', { name: 'Continue' })).toBeDisabled();

    const student = within(await screen.findByRole('article', { name: limited.name }));
    await user.click(student.getByRole('button', { name: `More ${limited.name} places` }));
    await user.click(student.getByRole('button', { name: `More ${limited.name} places` }));
    await user.click(student.getByRole('button', { name: `Select ${limited.name}` }));
    expect(store.getState().notifications!.items.map((item) => item.title)).toEqual([
      'Maximum number of subscriptions has been reached for this plan.',
    ]);
    expect(summary.getByText('No plans selected yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Select ${adult.name}` }));
    await user.click(screen.getByRole('button', { name: `Select ${social.name}` }));
    expect(summary.getByText('2 plan(s), 0 bundle(s)')).toBeInTheDocument();
    expect(summary.getByText('Multi-member discount')).toBeInTheDocument();
    expect(summary.getByText('-€16.00')).toBeInTheDocument();
    expect(summary.getByText('€144.00')).toBeInTheDocument();
    const fewer = summary.getByRole('button', { name: `Fewer ${adult.name} selected` });
    expect(fewer).toBeDisabled();
    await user.click(summary.getByRole('button', { name: `More ${adult.name} selected` }));
    expect(summary.getByText('3 plan(s), 0 bundle(s)')).toBeInTheDocument();
    expect(fewer).toBeEnabled();
    expect(JSON.parse(localStorage.getItem('selected-plans')!)).toHaveLength(3);

    unmount();
    renderMembership(<MembershipRoutes />);
    expect(
      within(screen.getByRole('complementary', { name: 'Summary' })).getByText(
        '3 plan(s), 0 bundle(s)',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/products/membership/details');
  });

  it('opens the Added to summary popup 200 ms after a selection and closes it after 4 seconds', async () => {
    jest.useFakeTimers();
    try {
      api({ 1: [adult] }, [programme(1, 'Membership 2027')]);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderMembership(<MembershipRoutes />);
      await user.click(await screen.findByRole('button', { name: `Select ${adult.name}` }));
      act(() => jest.advanceTimersByTime(POPUP_OPEN_DELAY_MS - 20));
      expect(screen.queryByText('Added to summary')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(40));
      expect(screen.getByText('Added to summary')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(POPUP_CLOSE_AFTER_MS));
      expect(screen.queryByText('Added to summary')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
