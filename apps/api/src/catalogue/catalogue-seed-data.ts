// The demo club's catalogue: enough of every kind to show every screen and rule. Dates follow
// the current season, so the seed stays current whatever the year.
import type { PaymentFrequency, PaymentOptionType, PlanTypeLimits } from '@touchline/contracts';
import type { NumberType, StoredProductMetadata } from '../db/schema-catalogue';
import { RENEW_AHEAD_DAYS } from '../member-account/renewal-repository';
import { demoForms, HOCKEY_GAME, type SeedForm } from './catalogue-seed-forms';

/** The season memberships are sold for: this year until August, then the next one. */
export function seasonYear(now: Date): number {
  return now.getUTCMonth() >= 8 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
}

/**
 * The last season a member can renew from at `now`: the calendar year that ended within the last
 * year or ends within the 60 days a membership is renewable ahead (in November 2026, 2026; from
 * January to October 2026, 2025). Its plans are seeded under a finished programme.
 */
export function lastSeasonYear(now: Date): number {
  return new Date(now.getTime() + RENEW_AHEAD_DAYS * 86_400_000).getUTCFullYear() - 1;
}

/** The demo club's plan of the last season (renewed into this season's plan of the same name). */
export const LAST_SEASON_PLAN = 'adult-social-membership-last-season';

export interface SeedProgram {
  key: string;
  title: string;
  description: string;
  status?: 'active' | 'finished';
  starts_on: string | null;
  ends_on: string | null;
}

export interface SeedOption {
  type: PaymentOptionType;
  number_of_payments?: number;
  occurrence?: number;
  frequency?: PaymentFrequency;
  initial_payment?: number;
  starts_on?: string | null;
  ends_on?: string | null;
}

export interface SeedBundleItem {
  slug: string;
  min_allowed: number;
  max_allowed: number;
  price_in_bundle: number;
}

export interface SeedDraw {
  /** Days from the seeding day (negative: in the past). */
  inDays: number;
  status: 'open' | 'closed' | 'drawn';
  number_type: NumberType;
  numbers_count: number;
  min_number: number;
  max_number: number;
  jackpot: number | null;
  winning_numbers?: number[];
}

export interface SeedProduct {
  slug: string;
  type: 'Plan' | 'Bundle' | 'Lotto' | 'Draw' | 'ShopItem';
  name: string;
  description: string;
  price: number;
  program?: string;
  shopType?: string;
  available_count?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  image_path?: string | null;
  metadata?: StoredProductMetadata;
  options?: SeedOption[];
  bundleItems?: SeedBundleItem[];
  draws?: SeedDraw[];
  /** Registration forms by form type (plans). */
  forms?: { member?: SeedForm; guardian?: SeedForm };
}

export interface DemoCatalogue {
  programs: SeedProgram[];
  shopTypes: string[];
  products: SeedProduct[];
  planDiscounts: {
    name: string;
    type: 'percentage' | 'fixed';
    plans: string[];
    offerings: { number_of_products: number; discount_amount: number }[];
  }[];
  shopItemDiscounts: {
    name: string;
    type: 'percentage' | 'amount';
    amount: number;
    shopType: string | null;
    min_quantity: number;
  }[];
  discountCodes: {
    code: string;
    name: string;
    type: 'percentage' | 'amount';
    amount: number;
    product_types?: ('Plan' | 'Bundle' | 'Lotto' | 'Draw' | 'ShopItem')[];
    min_subtotal?: number;
    valid_from?: string | null;
    valid_to?: string | null;
    max_uses?: number | null;
    max_uses_per_member?: number | null;
  }[];
  promotions: {
    slug: string;
    description: string;
    image_path: string | null;
    /** Days from the seeding day. */
    startsInDays: number;
    endsInDays: number | null;
  }[];
}

const adultLimits = (min: number, max: number): PlanTypeLimits => ({
  min_allowed: min,
  max_allowed: max,
});

const news = (n: number) => `/static/clubs/demo/news/news-${String(n).padStart(2, '0')}.svg`;

/** The demo club's catalogue for the season of `now`. */
export function demoCatalogue(now: Date): DemoCatalogue {
  const year = seasonYear(now);
  const season = { valid_from: `${year}-01-01`, valid_to: `${year}-12-31` };
  const membership = `Membership ${year}`;
  const academy = `Juvenile Academy ${year}`;
  const lastSeason = lastSeasonYear(now);
  const forms = demoForms(year);
  const adultForms = { member: forms.member };
  const juvenileForms = { member: forms.juvenile, guardian: forms.guardian };

  const shopItem = (
    slug: string,
    name: string,
    price: number,
    shopType: string,
    description: string,
    extra: Partial<SeedProduct> = {},
  ): SeedProduct => ({
    slug,
    type: 'ShopItem',
    name,
    description,
    price,
    shopType,
    image_path: news(9 + (slug.length % 6)),
    metadata: {
      sizes: shopType === 'Kit' ? ['XS', 'S', 'M', 'L', 'XL'] : [],
      venue: 'Collect at the clubhouse shop',
    },
    ...extra,
  });

  return {
    programs: [
      {
        key: 'membership',
        title: membership,
        description: `Adult, social and family memberships for the ${year} season.`,
        starts_on: season.valid_from,
        ends_on: season.valid_to,
      },
      {
        key: 'academy',
        title: academy,
        description: 'Nursery to under-17: training, matches and insurance.',
        starts_on: season.valid_from,
        ends_on: season.valid_to,
      },
      {
        key: 'camp',
        title: `Cúl Camp ${year - 1}`,
        description: 'Last summer’s Cúl Camp.',
        status: 'finished',
        starts_on: `${year - 1}-07-01`,
        ends_on: `${year - 1}-07-05`,
      },
      {
        key: 'last-season',
        title: `Membership ${lastSeason}`,
        description: `The ${lastSeason} season’s memberships, renewed into this season’s.`,
        status: 'finished',
        starts_on: `${lastSeason}-01-01`,
        ends_on: `${lastSeason}-12-31`,
      },
      {
        key: 'leagues',
        title: `Spring Leagues ${year - 1}`,
        description: 'Five-a-side leagues of last spring.',
        starts_on: `${year - 1}-03-01`,
        ends_on: `${year - 1}-05-31`,
      },
    ],
    shopTypes: ['Kit', 'Supporters'],
    products: [
      {
        slug: 'adult-playing-membership',
        type: 'Plan',
        name: 'Adult Playing Membership',
        description: 'Play for any adult team, with insurance and voting rights.',
        price: 15000,
        program: 'membership',
        ...season,
        metadata: { is_juvenile: false },
        options: [
          { type: 'full' },
          { type: 'instalment', number_of_payments: 3, initial_payment: 5000 },
          { type: 'reducing_instalment', number_of_payments: 10, ends_on: `${year}-10-01` },
        ],
        forms: adultForms,
      },
      {
        slug: 'adult-social-membership',
        type: 'Plan',
        name: 'Adult Social Membership',
        description: 'Support the club, vote at the AGM and enjoy member prices at the bar.',
        price: 6000,
        program: 'membership',
        ...season,
        metadata: { is_juvenile: false },
        forms: adultForms,
      },
      {
        slug: LAST_SEASON_PLAN,
        type: 'Plan',
        name: 'Adult Social Membership',
        description: 'Support the club, vote at the AGM and enjoy member prices at the bar.',
        price: 5500,
        program: 'last-season',
        valid_from: `${lastSeason}-01-01`,
        valid_to: `${lastSeason}-12-31`,
        metadata: { is_juvenile: false },
        forms: adultForms,
      },
      {
        slug: 'supporters-subscription',
        type: 'Plan',
        name: 'Supporters Club Subscription',
        description: 'A monthly contribution to the club, until you cancel.',
        price: 1000,
        program: 'membership',
        metadata: { is_juvenile: false },
        options: [{ type: 'subscription', frequency: 'Monthly', occurrence: 1 }],
        forms: adultForms,
      },
      {
        slug: 'gym-pass',
        type: 'Plan',
        name: 'Gym Pass',
        description: 'The club gym, paid every two weeks until the end of June.',
        price: 800,
        program: 'membership',
        metadata: { is_juvenile: false },
        options: [
          { type: 'subscription', frequency: 'Weekly', occurrence: 2, ends_on: `${year}-06-30` },
        ],
        forms: adultForms,
      },
      {
        slug: 'student-membership',
        type: 'Plan',
        name: 'Student Membership',
        description: 'For students in full-time education. Limited places.',
        price: 7500,
        program: 'membership',
        available_count: 3,
        ...season,
        metadata: { is_juvenile: false },
        forms: adultForms,
      },
      {
        slug: 'masters-membership',
        type: 'Plan',
        name: 'Masters Football Membership',
        description: 'Over-35s football on Thursday nights.',
        price: 9000,
        program: 'membership',
        available_count: 0,
        ...season,
        metadata: { is_juvenile: false },
        forms: adultForms,
      },
      {
        slug: 'juvenile-membership',
        type: 'Plan',
        name: 'Juvenile Membership',
        description: 'Under-8 to under-17: training, matches and insurance.',
        price: 8000,
        program: 'academy',
        ...season,
        metadata: { is_juvenile: true },
        options: [
          { type: 'full' },
          { type: 'instalment', number_of_payments: 4, initial_payment: 2000 },
        ],
        forms: juvenileForms,
      },
      {
        slug: 'nursery-membership',
        type: 'Plan',
        name: 'Nursery Membership',
        description: 'Saturday mornings for 4 to 7 year olds.',
        price: 4000,
        program: 'academy',
        ...season,
        metadata: { is_juvenile: true },
        forms: juvenileForms,
      },
      {
        slug: 'cul-camp',
        type: 'Plan',
        name: 'Cúl Camp',
        description: 'Five summer mornings of games and skills.',
        price: 7000,
        program: 'camp',
        valid_from: `${year - 1}-07-01`,
        valid_to: `${year - 1}-07-05`,
        metadata: { is_juvenile: true },
        forms: juvenileForms,
      },
      {
        slug: 'five-a-side-league',
        type: 'Plan',
        name: 'Five-a-side League',
        description: 'A team place in the spring league.',
        price: 2500,
        program: 'leagues',
        metadata: { is_juvenile: false },
        forms: adultForms,
      },
      {
        slug: 'family-bundle',
        type: 'Bundle',
        name: 'Family Membership',
        description:
          'One or two adults and up to four children, priced by who joins and capped so a family never pays more than €350.',
        price: 35000,
        program: 'membership',
        ...season,
        metadata: {
          is_dynamic_pricing: true,
          price_cap: 35000,
          flat_price: null,
          conditions: { adult: adultLimits(1, 2), juvenile: adultLimits(1, 4) },
        },
        bundleItems: [
          {
            slug: 'adult-playing-membership',
            min_allowed: 0,
            max_allowed: 2,
            price_in_bundle: 12000,
          },
          {
            slug: 'adult-social-membership',
            min_allowed: 0,
            max_allowed: 2,
            price_in_bundle: 5000,
          },
          { slug: 'juvenile-membership', min_allowed: 0, max_allowed: 4, price_in_bundle: 6000 },
          { slug: 'nursery-membership', min_allowed: 0, max_allowed: 2, price_in_bundle: 3000 },
        ],
      },
      {
        slug: 'couple-bundle',
        type: 'Bundle',
        name: 'Couple Social Membership',
        description: 'Two adult social memberships at one flat price.',
        price: 10000,
        program: 'membership',
        ...season,
        metadata: {
          is_dynamic_pricing: false,
          price_cap: null,
          flat_price: 10000,
          conditions: { adult: adultLimits(2, 2) },
        },
        bundleItems: [
          {
            slug: 'adult-social-membership',
            min_allowed: 2,
            max_allowed: 2,
            price_in_bundle: 5000,
          },
        ],
      },
      {
        slug: 'club-lotto',
        type: 'Lotto',
        name: 'Club Lotto',
        description: 'Pick 4 numbers from 1 to 28. Drawn every Sunday night.',
        price: 200,
        image_path: news(3),
        metadata: {
          prize_tiers: ['Jackpot', 'Match 3'],
          // The jackpot is the next draw's.
          prize_amounts: { 'Match 3': 5000 },
          configurable_price: [
            { title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 },
            { title: '3 lines, 1 draw', price: 500, lines: 3, draws: 1 },
            { title: '1 line, 4 draws', price: 800, lines: 1, draws: 4 },
          ],
        },
        draws: [
          {
            inDays: -3,
            status: 'drawn',
            number_type: 'Number',
            numbers_count: 4,
            min_number: 1,
            max_number: 28,
            jackpot: 780000,
            winning_numbers: [3, 11, 19, 27],
          },
          {
            inDays: 4,
            status: 'open',
            number_type: 'Number',
            numbers_count: 4,
            min_number: 1,
            max_number: 28,
            jackpot: 800000,
          },
        ],
      },
      {
        slug: 'summer-draw',
        type: 'Draw',
        name: `Summer Draw ${year}`,
        description: 'A car, a holiday for four and a year’s groceries. Only 2,000 tickets.',
        price: 5000,
        available_count: 2000,
        image_path: news(8),
        metadata: {
          prizes: ['New car', 'Holiday for four', 'A year’s groceries'],
          // Ticket options: `lines` is the tickets in each.
          configurable_price: [
            { title: '1 ticket', price: 5000, lines: 1, draws: 1 },
            { title: 'Book of 3 tickets', price: 12000, lines: 3, draws: 1 },
          ],
        },
        draws: [
          {
            inDays: 200,
            status: 'open',
            number_type: 'None',
            numbers_count: 0,
            min_number: 1,
            max_number: 2000,
            jackpot: null,
          },
        ],
      },
      shopItem(
        'home-jersey',
        `Home Jersey ${year}`,
        5500,
        'Kit',
        'The green and gold home jersey.',
      ),
      shopItem('away-jersey', `Away Jersey ${year}`, 5500, 'Kit', 'White away jersey, gold trim.'),
      shopItem('training-top', 'Quarter-zip Training Top', 4000, 'Kit', 'Crest, moisture wicking.'),
      shopItem('gear-bag', 'Gear Bag', 3000, 'Kit', 'Boot compartment and club crest.', {
        available_count: 5,
      }),
      shopItem('club-scarf', 'Club Scarf', 1500, 'Supporters', 'Knitted green and gold scarf.'),
      shopItem('bobble-hat', 'Bobble Hat', 1200, 'Supporters', 'For the cold Sunday mornings.'),
      shopItem('club-flag', 'Club Flag', 2000, 'Supporters', 'A big flag for the big days.', {
        available_count: 0,
      }),
    ],
    planDiscounts: [
      {
        name: 'Multi-member discount',
        type: 'percentage',
        plans: ['adult-playing-membership', 'juvenile-membership', 'nursery-membership'],
        offerings: [
          { number_of_products: 2, discount_amount: 10 },
          { number_of_products: 3, discount_amount: 15 },
        ],
      },
      {
        name: 'Siblings discount',
        type: 'fixed',
        plans: ['juvenile-membership', 'nursery-membership'],
        offerings: [{ number_of_products: 2, discount_amount: 1000 }],
      },
    ],
    shopItemDiscounts: [
      { name: 'Kit deal', type: 'percentage', amount: 10, shopType: 'Kit', min_quantity: 3 },
    ],
    discountCodes: [
      { code: 'WELCOME10', name: 'Welcome 10%', type: 'percentage', amount: 10 },
      {
        code: 'SUMMER5',
        name: 'Summer Draw €5 off',
        type: 'amount',
        amount: 500,
        product_types: ['Draw'],
        valid_to: `${year}-08-30T00:00:00Z`,
        max_uses: 100,
        max_uses_per_member: 1,
      },
      {
        code: 'KIT20',
        name: 'Kit €20 off orders over €100',
        type: 'amount',
        amount: 2000,
        product_types: ['ShopItem'],
        min_subtotal: 10000,
      },
      // A whole order free (the free checkout): the stewards' supporters gear.
      {
        code: 'STEWARD',
        name: 'Match-day stewards: supporters gear free',
        type: 'percentage',
        amount: 100,
        product_types: ['ShopItem'],
        max_uses: 200,
      },
      {
        code: 'SPRING',
        name: 'Spring leagues (ended)',
        type: 'percentage',
        amount: 20,
        valid_from: `${year - 1}-03-01T00:00:00Z`,
        valid_to: `${year - 1}-05-31T00:00:00Z`,
      },
    ],
    promotions: [
      {
        slug: 'club-lotto',
        description: 'Last month: play the lotto for the new pitch lights.',
        image_path: news(3),
        startsInDays: -60,
        endsInDays: -30,
      },
      {
        slug: 'summer-draw',
        description: 'Win a new car for €50: only 2,000 tickets in the Summer Draw.',
        image_path: news(8),
        startsInDays: -7,
        endsInDays: 180,
      },
      {
        slug: 'home-jersey',
        description: 'Coming soon: the new home jersey.',
        image_path: news(9),
        startsInDays: 30,
        endsInDays: null,
      },
    ],
  };
}

/** The quiet club sells one plan of one programme, and nothing else. */
export function quietCatalogue(now: Date) {
  const year = seasonYear(now);
  return {
    program: {
      title: `Rowing Membership ${year}`,
      description: 'A year on the harbour.',
      starts_on: `${year}-01-01`,
      ends_on: `${year}-12-31`,
    },
    plan: {
      slug: 'rowing-membership',
      name: 'Rowing Membership',
      description: 'Rowing on the harbour, all year, with coaching on Saturdays.',
      price: 12000,
    },
  };
}

/**
 * The northside club (in Northern Ireland, paid in pounds): a five-number lotto with every prize
 * tier, a draw and a supporters' item, for the card rules of clubs in the UK.
 */
export function northsideCatalogue(now: Date): DemoCatalogue {
  const year = seasonYear(now);
  return {
    programs: [],
    shopTypes: ['Supporters'],
    products: [
      {
        slug: 'harps-lotto',
        type: 'Lotto',
        name: 'Harps Lotto',
        description: 'Pick 5 numbers from 1 to 39. Drawn every Thursday night.',
        price: 200,
        metadata: {
          prize_tiers: ['Jackpot', 'Match 5', 'Match 4', 'Match 3'],
          // The jackpot is the next draw's.
          prize_amounts: { 'Match 5': 50000, 'Match 4': 10000, 'Match 3': 2500 },
          configurable_price: [
            { title: '1 line, 1 draw', price: 200, lines: 1, draws: 1 },
            { title: '2 lines, 1 draw', price: 300, lines: 2, draws: 1 },
          ],
        },
        draws: [
          {
            inDays: 3,
            status: 'open',
            number_type: 'Number',
            numbers_count: 5,
            min_number: 1,
            max_number: 39,
            jackpot: 450000,
          },
        ],
      },
      {
        slug: 'harps-draw',
        type: 'Draw',
        name: `Harps Christmas Draw ${year}`,
        description: 'A hamper, a signed jersey and a weekend away.',
        price: 1000,
        available_count: 500,
        metadata: { prizes: ['Weekend away', 'Signed jersey', 'Christmas hamper'] },
        draws: [
          {
            inDays: 30,
            status: 'open',
            number_type: 'None',
            numbers_count: 0,
            min_number: 1,
            max_number: 500,
            jackpot: null,
          },
        ],
      },
      {
        slug: 'harps-scarf',
        type: 'ShopItem',
        name: 'Harps Scarf',
        description: 'Red and white knitted scarf.',
        price: 1500,
        shopType: 'Supporters',
        metadata: { sizes: [], venue: 'Collect at the clubhouse bar' },
      },
    ],
    planDiscounts: [],
    shopItemDiscounts: [],
    discountCodes: [],
    promotions: [],
  };
}

/** The plans of the lakeside club's Team Bundle: more than the 5 a bundle card shows at first. */
export const LAKESIDE_TEAM_PLANS = [
  { slug: 'mens-senior', name: "Men's Senior Hockey", price: 18000, in_bundle: 15000 },
  { slug: 'womens-senior', name: "Women's Senior Hockey", price: 18000, in_bundle: 15000 },
  { slug: 'masters-hockey', name: 'Masters Hockey', price: 12000, in_bundle: 10000 },
  { slug: 'student-hockey', name: 'Student Hockey', price: 9000, in_bundle: 7500 },
  { slug: 'indoor-hockey', name: 'Indoor Hockey', price: 6000, in_bundle: 5000 },
  { slug: 'umpire-membership', name: 'Umpire Membership', price: 3000, in_bundle: 2500 },
  { slug: 'social-membership', name: 'Social Membership', price: 4000, in_bundle: 3000 },
] as const;

/** The lakeside club's plan with a single place: bought by one buyer, refused to the next. */
export const LAKESIDE_LAST_PLACE = 'goalkeeping-clinic';

/** The lakeside club's one shop item: a visitor's cart, with no sign-in needed to fill it. */
export const LAKESIDE_SHOP_ITEM = 'club-water-bottle';

/**
 * The lakeside club (optional single sign-on): a club membership programme whose Team Bundle
 * holds 7 plans (the card shows 5, the rest under 'Show more') beside a clinic with one place,
 * a juniors programme its Juniors page links to, and a shop item a visitor buys without signing in.
 */
export function lakesideCatalogue(now: Date): DemoCatalogue {
  const year = seasonYear(now);
  const season = { valid_from: `${year}-01-01`, valid_to: `${year}-12-31` };
  const forms = demoForms(year, HOCKEY_GAME);
  const adult = (
    slug: string,
    name: string,
    price: number,
    description: string,
    extra: Partial<SeedProduct> = {},
  ): SeedProduct => ({
    slug,
    type: 'Plan',
    name,
    description,
    price,
    program: 'club',
    ...season,
    metadata: { is_juvenile: false },
    forms: { member: forms.member },
    ...extra,
  });
  const junior = (slug: string, name: string, price: number, description: string) => ({
    slug,
    type: 'Plan' as const,
    name,
    description,
    price,
    program: 'juniors',
    ...season,
    metadata: { is_juvenile: true },
    forms: { member: forms.juvenile, guardian: forms.guardian },
  });
  const descriptions: Record<(typeof LAKESIDE_TEAM_PLANS)[number]['slug'], string> = {
    'mens-senior': 'League and cup hockey for the three men’s teams.',
    'womens-senior': 'League and cup hockey for the three women’s teams.',
    'masters-hockey': 'Over-35s hockey on Sunday mornings.',
    'student-hockey': 'For students in full-time education.',
    'indoor-hockey': 'The winter indoor league, November to February.',
    'umpire-membership': 'Umpiring courses and the umpires’ panel.',
    'social-membership': 'Support the club and vote at the AGM.',
  };
  return {
    programs: [
      {
        key: 'club',
        title: `Club Membership ${year}`,
        description: `Playing, social and team memberships for the ${year} season.`,
        starts_on: season.valid_from,
        ends_on: season.valid_to,
      },
      {
        key: 'juniors',
        title: `Junior Hockey ${year}`,
        description: 'Under-10 to under-16: coaching on Saturday mornings and blitzes.',
        starts_on: season.valid_from,
        ends_on: season.valid_to,
      },
    ],
    shopTypes: ['Supporters'],
    products: [
      ...LAKESIDE_TEAM_PLANS.map((plan) =>
        adult(plan.slug, plan.name, plan.price, descriptions[plan.slug]),
      ),
      adult(
        LAKESIDE_LAST_PLACE,
        'Goalkeeping Clinic',
        2500,
        'Six evenings with the provincial goalkeeping coach. One place.',
        { available_count: 1 },
      ),
      {
        slug: 'team-bundle',
        type: 'Bundle',
        name: 'Team Bundle',
        // Under 75 characters: shown whole, so the card's one 'Show more' is for its plans.
        description: 'Register a whole team at bundle prices, capped at €1,500.',
        price: 150000,
        program: 'club',
        ...season,
        metadata: {
          is_dynamic_pricing: true,
          price_cap: 150000,
          flat_price: null,
          conditions: { adult: adultLimits(1, 16) },
        },
        bundleItems: LAKESIDE_TEAM_PLANS.map((plan) => ({
          slug: plan.slug,
          min_allowed: 0,
          max_allowed: 16,
          price_in_bundle: plan.in_bundle,
        })),
      },
      junior('under-10-hockey', 'Under-10 Hockey', 5000, 'Mini hockey for 6 to 9 year olds.'),
      junior('under-16-hockey', 'Under-16 Hockey', 7000, 'Coaching and the provincial leagues.'),
      // What a visitor can put in the cart without signing in: the checkout's sign-in, with
      // the club's login beside the email, is then seen with a cart.
      {
        slug: LAKESIDE_SHOP_ITEM,
        type: 'ShopItem',
        name: 'Club Water Bottle',
        description: 'A steel bottle in the club colours.',
        price: 1200,
        shopType: 'Supporters',
        metadata: { sizes: [], venue: 'Collect at the clubhouse' },
      },
    ],
    planDiscounts: [],
    shopItemDiscounts: [],
    discountCodes: [],
    promotions: [],
  };
}
