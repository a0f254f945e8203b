import type { PaymentOption, Product } from '@touchline/contracts';

const option = (overrides: Partial<PaymentOption> = {}): PaymentOption => ({
  payment_option_id: 1,
  type: 'full',
  number_of_payments: 1,
  occurrence: 1,
  frequency: 'Monthly',
  initial_payment: 0,
  starts_on: null,
  ends_on: null,
  instalment_amount: 0,
  schedule: [],
  ...overrides,
});

export function plan(
  id: number,
  name: string,
  overrides: Partial<Product['metadata']> = {},
  price = 10000,
): Product {
  return {
    product_id: id,
    type: 'Plan',
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    name,
    description: `${name} for the season.`,
    price,
    program_id: 1,
    shop_item_type_id: null,
    image: null,
    metadata: {
      available_count: null,
      sold_out: false,
      payment_options: [option()],
      is_juvenile: false,
      valid_dates: { valid_from: '2027-01-01', valid_to: '2027-12-31' },
      ...overrides,
    },
  };
}

export const subscription = (
  frequency: 'Monthly' | 'Weekly',
  occurrence: number,
  endsOn: string | null,
) => [option({ type: 'subscription', frequency, occurrence, ends_on: endsOn })];

export const instalments = () => [
  option(),
  option({ payment_option_id: 2, type: 'instalment', number_of_payments: 3 }),
];

export const adult = plan(11, 'Adult Playing Membership');
export const social = plan(12, 'Adult Social Membership', {}, 6000);
export const juvenile = plan(13, 'Juvenile Membership', { is_juvenile: true }, 8000);
export const limited = plan(14, 'Student Membership', { available_count: 2 }, 7500);

export const family: Product = {
  ...plan(20, 'Family Membership'),
  type: 'Bundle',
  description:
    'One or two adults and up to four children, priced by who joins and capped so a family never pays more than €350.',
  price: 35000,
  metadata: {
    available_count: null,
    sold_out: false,
    payment_options: [option()],
    valid_dates: { valid_from: '2027-01-01', valid_to: '2027-12-31' },
    is_dynamic_pricing: true,
    price_cap: 35000,
    flat_price: null,
    conditions: {
      adult: { min_allowed: 1, max_allowed: 2 },
      juvenile: { min_allowed: 1, max_allowed: 4 },
    },
    products: [adult, juvenile].map((item) => ({
      product_id: item.product_id,
      product: { name: item.name, slug: item.slug, price: item.price },
      metadata: {
        is_juvenile: item.metadata.is_juvenile === true,
        available_count: null,
        sold_out: false,
        bundle_item_condition: {
          min_allowed: 0,
          max_allowed: item.metadata.is_juvenile ? 4 : 2,
          price_in_bundle: item.metadata.is_juvenile ? 6000 : 12000,
        },
      },
    })),
  },
};
