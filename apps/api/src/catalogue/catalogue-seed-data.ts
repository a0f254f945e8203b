// The demo club's catalogue: enough of every kind to show every screen and rule.

type Option = {
  type: 'full' | 'instalment' | 'reducing_instalment' | 'subscription';
  number_of_payments?: number;
  frequency?: 'Monthly' | 'Weekly';
  initial_payment?: number;
};

export interface SeedProduct {
  slug: string;
  type: 'Plan' | 'Bundle' | 'Lotto' | 'Draw' | 'ShopItem';
  name: string;
  description: string;
  price: number;
  program?: string;
  shopType?: string;
  available_count?: number | null;
  metadata?: Record<string, unknown>;
  options?: Option[];
}

export const DEMO_PROGRAMS = [
  {
    title: 'Membership 2027',
    description: 'Adult, juvenile and family memberships for the 2027 season.',
  },
  {
    title: 'Juvenile Academy 2027',
    description: 'Nursery to under-17: training, matches and insurance.',
  },
  {
    title: 'Summer Camp 2026',
    description: 'Last summer’s Cúl Camp.',
    status: 'finished' as const,
  },
];

const season = { valid_from: '2027-01-01', valid_to: '2027-12-31' };

export const DEMO_PRODUCTS: SeedProduct[] = [
  {
    slug: 'adult-playing-membership',
    type: 'Plan',
    name: 'Adult Playing Membership',
    description: 'Play for any adult team, with insurance and voting rights.',
    price: 15000,
    program: 'Membership 2027',
    metadata: { is_juvenile: false, valid_dates: season },
    options: [
      { type: 'full' },
      { type: 'instalment', number_of_payments: 3, frequency: 'Monthly', initial_payment: 5000 },
    ],
  },
  {
    slug: 'adult-social-membership',
    type: 'Plan',
    name: 'Adult Social Membership',
    description: 'Support the club, vote at the AGM and enjoy member prices at the bar.',
    price: 6000,
    program: 'Membership 2027',
    metadata: { is_juvenile: false, valid_dates: season },
    options: [{ type: 'full' }],
  },
  {
    slug: 'supporters-subscription',
    type: 'Plan',
    name: 'Supporters Club Subscription',
    description: 'A monthly contribution to the club, until you cancel.',
    price: 1000,
    program: 'Membership 2027',
    metadata: { is_juvenile: false, subscription: { period: { end: null } } },
    options: [{ type: 'subscription', number_of_payments: 1, frequency: 'Monthly' }],
  },
  {
    slug: 'student-membership',
    type: 'Plan',
    name: 'Student Membership',
    description: 'For students in full-time education. Limited places.',
    price: 7500,
    program: 'Membership 2027',
    available_count: 3,
    metadata: { is_juvenile: false, valid_dates: season },
    options: [{ type: 'full' }],
  },
  {
    slug: 'masters-membership',
    type: 'Plan',
    name: 'Masters Football Membership',
    description: 'Over-35s football on Thursday nights.',
    price: 9000,
    program: 'Membership 2027',
    available_count: 0,
    metadata: { is_juvenile: false, valid_dates: season },
    options: [{ type: 'full' }],
  },
  {
    slug: 'juvenile-membership',
    type: 'Plan',
    name: 'Juvenile Membership',
    description: 'Under-8 to under-17: training, matches and insurance.',
    price: 8000,
    program: 'Juvenile Academy 2027',
    metadata: { is_juvenile: true, valid_dates: season },
    options: [
      { type: 'full' },
      { type: 'instalment', number_of_payments: 4, frequency: 'Monthly', initial_payment: 2000 },
    ],
  },
  {
    slug: 'nursery-membership',
    type: 'Plan',
    name: 'Nursery Membership',
    description: 'Saturday mornings for 4 to 7 year olds.',
    price: 4000,
    program: 'Juvenile Academy 2027',
    metadata: { is_juvenile: true, valid_dates: season },
    options: [{ type: 'full' }],
  },
  {
    slug: 'family-bundle',
    type: 'Bundle',
    name: 'Family Membership',
    description:
      'Two adults and up to four juveniles, priced by who joins and capped so big families never pay more than €350.',
    price: 35000,
    program: 'Membership 2027',
    metadata: {
      is_dynamic_pricing: true,
      price_cap: 35000,
      valid_dates: season,
      conditions: {
        adult: { min_allowed: 1, max_allowed: 2 },
        juvenile: { min_allowed: 1, max_allowed: 4 },
      },
      products: [
        {
          slug: 'adult-playing-membership',
          min_allowed: 0,
          max_allowed: 2,
          price_in_bundle: 12000,
        },
        { slug: 'adult-social-membership', min_allowed: 0, max_allowed: 2, price_in_bundle: 5000 },
        { slug: 'juvenile-membership', min_allowed: 0, max_allowed: 4, price_in_bundle: 6000 },
      ],
    },
    options: [{ type: 'full' }],
  },
  {
    slug: 'couple-bundle',
    type: 'Bundle',
    name: 'Couple Social Membership',
    description: 'Two adult social memberships at one flat price.',
    price: 10000,
    program: 'Membership 2027',
    metadata: {
      is_dynamic_pricing: false,
      flat_price: 10000,
      valid_dates: season,
      conditions: { adult: { min_allowed: 2, max_allowed: 2 } },
      products: [
        { slug: 'adult-social-membership', min_allowed: 2, max_allowed: 2, price_in_bundle: 5000 },
      ],
    },
    options: [{ type: 'full' }],
  },
  {
    slug: 'club-lotto',
    type: 'Lotto',
    name: 'Club Lotto',
    description: 'Pick 4 numbers from 1 to 28. Draw every Sunday night.',
    price: 200,
    metadata: {
      draw_id: 1,
      numbers_count: 4,
      max_number: 28,
      number_type: 'Number',
      prize_tiers: ['Jackpot', 'Match 3'],
      jackpot: 800000,
      configurable_price: [
        { title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 },
        { title: '3 lines, 1 draw', price: 500, lines: 3, draws: 1 },
        { title: '1 line, 4 draws', price: 800, lines: 1, draws: 4 },
      ],
    },
    options: [{ type: 'full' }],
  },
  {
    slug: 'summer-draw',
    type: 'Draw',
    name: 'Summer Draw 2027',
    description: 'A car, a holiday for four and a year’s groceries. Draw on 30 August 2027.',
    price: 5000,
    available_count: 2000,
    metadata: {
      draw_date: '2027-08-30',
      prizes: ['New car', 'Holiday for four', 'A year’s groceries'],
    },
    options: [{ type: 'full' }],
  },
  ...[
    ['home-jersey', 'Home Jersey 2027', 5500, 'Kit', 'The new green and gold home jersey.'],
    ['away-jersey', 'Away Jersey 2027', 5500, 'Kit', 'White away jersey with gold trim.'],
    ['training-top', 'Quarter-zip Training Top', 4000, 'Kit', 'Club crest, moisture wicking.'],
    ['club-scarf', 'Club Scarf', 1500, 'Supporters', 'Knitted green and gold scarf.'],
    ['bobble-hat', 'Bobble Hat', 1200, 'Supporters', 'For the cold Sunday mornings.'],
    ['gear-bag', 'Gear Bag', 3000, 'Kit', 'Boot compartment and crest.'],
  ].map(([slug, name, price, shopType, description]): SeedProduct => ({
    slug: slug as string,
    type: 'ShopItem',
    name: name as string,
    description: description as string,
    price: price as number,
    shopType: shopType as string,
    available_count: slug === 'gear-bag' ? 5 : null,
    metadata: { sizes: shopType === 'Kit' ? ['XS', 'S', 'M', 'L', 'XL'] : [] },
    options: [{ type: 'full' }],
  })),
];

export const DEMO_PLAN_DISCOUNT = {
  name: 'Multi-member discount',
  type: 'percentage' as const,
  plans: ['adult-playing-membership', 'juvenile-membership', 'nursery-membership'],
  offerings: [
    { number_of_products: 2, discount_amount: 10 },
    { number_of_products: 3, discount_amount: 15 },
  ],
};

export const DEMO_DISCOUNT_CODE = {
  code: 'WELCOME10',
  name: 'Welcome 10%',
  type: 'percentage' as const,
  amount: 10,
};

const question = (
  id: number,
  label: string,
  kind: string,
  extra: Record<string, unknown> = {},
) => ({
  question_id: id,
  default_question_id: (extra['default_question_id'] as string | undefined) ?? null,
  label,
  kind,
  ...extra,
});

export const MEMBER_FORM = {
  sections: [
    {
      section_id: 1,
      label: 'Personal details',
      questions: [
        question(101, 'First name', 'text', {
          default_question_id: 'first_name',
          validations: [{ kind: 'mandatory' }],
        }),
        question(102, 'Last name', 'text', {
          default_question_id: 'last_name',
          validations: [{ kind: 'mandatory' }],
        }),
        question(103, 'Date of birth', 'date', {
          default_question_id: 'date_of_birth',
          validations: [{ kind: 'mandatory' }],
        }),
        question(104, 'Email', 'text', { default_question_id: 'email', input_type: 'email' }),
        question(105, 'Mobile', 'tel', { default_question_id: 'phone' }),
      ],
    },
    {
      section_id: 2,
      label: 'Address',
      questions: [
        question(111, 'Country', 'singleChoice', {
          default_question_id: 'country',
          options: ['Ireland', 'Northern Ireland', 'England', 'Scotland', 'Wales'],
        }),
        question(112, 'County', 'singleChoice', { default_question_id: 'county', depends_on: 111 }),
      ],
    },
    {
      section_id: 3,
      label: 'Medical and consent',
      questions: [
        question(121, 'Any medical conditions we should know about?', 'boolean'),
        question(122, 'Please give details', 'text', {
          condition: { question_id: 121, equals: true },
          validations: [{ kind: 'max_length', value: 500 }],
        }),
        question(123, 'How did you hear about us?', 'singleChoice', {
          options: ['A friend', 'School', 'Social media'],
          other_option: true,
        }),
      ],
    },
  ],
};

export const GUARDIAN_FORM = {
  sections: [
    {
      section_id: 1,
      label: 'Parent / guardian',
      questions: [
        question(201, 'First name', 'text', {
          default_question_id: 'first_name',
          validations: [{ kind: 'mandatory' }],
        }),
        question(202, 'Last name', 'text', {
          default_question_id: 'last_name',
          validations: [{ kind: 'mandatory' }],
        }),
        question(203, 'Email', 'text', {
          default_question_id: 'email',
          validations: [{ kind: 'mandatory' }],
        }),
        question(204, 'Mobile', 'tel', {
          default_question_id: 'phone',
          validations: [{ kind: 'mandatory' }],
        }),
      ],
    },
  ],
};
