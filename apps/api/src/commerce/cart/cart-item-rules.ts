import type { CartItemInput, ClubMemberInput, Product } from '@touchline/contracts';
import { fail, failOnField } from '../../errors/domain-error';
import { bundleSelectionProblems, todayUtc } from '../../pricing/pricing';
import {
  CHOOSE_SIZE,
  NO_OPEN_DRAW,
  OVERSOLD,
  OUT_OF_STOCK,
  PAYMENT_OPTION_UNKNOWN,
  PICK_INVALID,
  PICK_LINES,
  PRICE_OPTION_UNKNOWN,
  PRODUCT_EXPIRED,
  UNIQUE_ADULT_EMAIL,
} from '../commerce-messages';

/** A person a plan is for, as kept on the cart item. */
export interface StoredMember {
  readonly member_id: number | null;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
}

/** What the cart keeps of an item besides product, option and quantity. */
export interface StoredItemMetadata {
  club_member?: StoredMember | null;
  registration_form?: Record<string, unknown>;
  guardian?: Record<string, unknown>;
  bundle_items?: {
    product_id: number;
    club_member: StoredMember | null;
    registration_form?: Record<string, unknown>;
  }[];
  configurable_price_title?: string;
  pick?: number[][];
  auto_renewal?: boolean;
  size?: string;
  draw_id?: number;
  /** Draws: the tickets in one unit of the ticket option chosen (a book of 3: 3). */
  tickets?: number;
}

export interface NewCartItem {
  readonly product: Product;
  readonly quantity: number;
  readonly paymentOptionId: number | null;
  readonly metadata: StoredItemMetadata;
}

/** An item already in the cart, as far as the rules need it. */
export interface ExistingItem {
  readonly productId: number;
  readonly quantity: number;
  readonly metadata: StoredItemMetadata;
  readonly isJuvenilePlan: boolean;
}

/** Size of the answers kept per item: forms are small; more is someone testing the limits. */
export const MAX_ANSWERS_JSON = 20_000;

export function toStoredMember(
  input: ClubMemberInput | undefined,
  memberId: number | null,
): StoredMember | null {
  if (!input) return null;
  return {
    member_id: memberId,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    email: input.email?.trim().toLowerCase() ?? null,
  };
}

/**
 * Checks one item against its product and gives what the cart keeps:
 * payment option offered, stock left, bundle limits, lotto price option and picks, shop item
 * size. Prices are not part of it: they are read from the catalogue whenever the cart is priced.
 * Refuses the item with `cart_item_refused` on `field` (the item's place in the body).
 */
export function checkCartItem(
  product: Product,
  input: CartItemInput,
  member: StoredMember | null,
  field: string,
  membership: {
    registrationForm?: Record<string, unknown>;
    guardian?: Record<string, unknown>;
    bundleMembers?: (StoredMember | null)[];
    bundleForms?: (Record<string, unknown> | undefined)[];
  } = {},
  today = todayUtc(),
): NewCartItem {
  const refuse = (message: string) => failOnField('cart_item_refused', field, message);
  const metadata = input.metadata ?? {};
  const validTo = product.metadata.valid_dates?.valid_to ?? null;
  if (validTo !== null && validTo < today) throw refuse(PRODUCT_EXPIRED);

  const options = product.metadata.payment_options;
  let paymentOptionId: number | null = null;
  if (input.payment_option_id !== undefined && input.payment_option_id !== null) {
    if (!options.some((option) => option.payment_option_id === input.payment_option_id)) {
      throw refuse(PAYMENT_OPTION_UNKNOWN);
    }
    paymentOptionId = input.payment_option_id;
  } else {
    paymentOptionId = options[0]?.payment_option_id ?? null;
  }

  for (const answers of [metadata.registration_form, metadata.guardian]) {
    if (answers && JSON.stringify(answers).length > MAX_ANSWERS_JSON) {
      throw refuse('The registration form answers are too long');
    }
  }

  const quantity = input.quantity ?? 1;
  const stored: StoredItemMetadata = {};
  switch (product.type) {
    case 'Plan': {
      if (quantity !== 1) throw refuse('Add one plan per member');
      stored.club_member = member;
      // The checked answers (trimmed, disabled questions left out) when the forms were checked.
      const form = membership.registrationForm ?? metadata.registration_form;
      const guardian = membership.guardian ?? metadata.guardian;
      if (form) stored.registration_form = form;
      if (guardian) stored.guardian = guardian;
      break;
    }
    case 'Bundle': {
      if (quantity !== 1) throw refuse('Add one bundle at a time');
      const offered = product.metadata.products ?? [];
      const chosen = metadata.products ?? [];
      const counts = new Map<number, number>();
      for (const item of chosen)
        counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + 1);
      const problems = bundleSelectionProblems(
        {
          conditions: product.metadata.conditions ?? {},
          items: offered.map((item) => ({
            productId: item.product_id,
            name: item.product.name,
            isJuvenile: item.metadata.is_juvenile,
            minAllowed: item.metadata.bundle_item_condition.min_allowed,
            maxAllowed: item.metadata.bundle_item_condition.max_allowed,
            availableCount: item.metadata.available_count,
          })),
        },
        counts,
      );
      if (problems.length > 0) throw refuse(problems[0]!);
      stored.bundle_items = chosen.map((item, position) => {
        const answers = membership.bundleForms?.[position];
        return {
          product_id: item.product_id,
          club_member:
            membership.bundleMembers?.[position] ??
            toStoredMember(item.metadata?.club_member, item.metadata?.member_id ?? null),
          ...(answers ? { registration_form: answers } : {}),
        };
      });
      if (membership.guardian) stored.guardian = membership.guardian;
      break;
    }
    case 'Lotto': {
      if (quantity !== 1) throw refuse('Add one lotto entry at a time');
      const draw = product.metadata.draw ?? null;
      if (!draw) throw refuse(NO_OPEN_DRAW);
      const prices = product.metadata.configurable_price ?? [];
      let lines = 1;
      if (prices.length > 0) {
        const title = metadata.configurable_price?.title ?? prices[0]!.title;
        const price = prices.find((option) => option.title === title);
        if (!price) throw refuse(PRICE_OPTION_UNKNOWN);
        stored.configurable_price_title = price.title;
        lines = price.lines;
      }
      const picks = metadata.pick ?? [];
      const picked = draw.numbers_count > 0 && draw.number_type !== 'None';
      if (picked && draw.number_type !== 'Lucky Dip') {
        if (picks.length !== lines) throw refuse(PICK_LINES(lines));
        for (const line of picks) {
          const distinct = new Set(line);
          if (
            line.length !== draw.numbers_count ||
            distinct.size !== line.length ||
            line.some((value) => value < draw.min_number || value > draw.max_number)
          ) {
            throw refuse(PICK_INVALID(draw.numbers_count, draw.min_number, draw.max_number));
          }
        }
        stored.pick = picks.map((line) => [...line].sort((a, b) => a - b));
      }
      stored.draw_id = draw.draw_id;
      stored.auto_renewal = metadata.auto_renewal === true;
      break;
    }
    case 'Draw': {
      const draw = product.metadata.draw ?? null;
      if (!draw) throw refuse(NO_OPEN_DRAW);
      // Ticket options (one ticket, a book of 3...): `lines` is the tickets in each.
      const prices = product.metadata.configurable_price ?? [];
      if (prices.length > 0) {
        const title = metadata.configurable_price?.title ?? prices[0]!.title;
        const price = prices.find((option) => option.title === title);
        if (!price) throw refuse(PRICE_OPTION_UNKNOWN);
        stored.configurable_price_title = price.title;
        if (price.lines > 1) stored.tickets = price.lines;
      }
      stored.draw_id = draw.draw_id;
      stored.auto_renewal = metadata.auto_renewal === true;
      break;
    }
    case 'ShopItem': {
      const sizes = product.metadata.sizes ?? [];
      if (sizes.length > 0) {
        if (!metadata.size || !sizes.includes(metadata.size)) throw refuse(CHOOSE_SIZE);
        stored.size = metadata.size;
      }
      break;
    }
    case 'EventTicket':
      break;
  }
  return { product, quantity, paymentOptionId, metadata: stored };
}

/** How many of a product a cart takes, bundle contents and the tickets of ticket books included. */
export function countsByProduct(
  items: readonly { productId: number; quantity: number; metadata: StoredItemMetadata }[],
): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (id: number, count: number) => counts.set(id, (counts.get(id) ?? 0) + count);
  for (const item of items) {
    add(item.productId, item.quantity * (item.metadata.tickets ?? 1));
    for (const inner of item.metadata.bundle_items ?? []) add(inner.product_id, 1);
  }
  return counts;
}

/**
 * Checks what the cart would hold against stock (places left per plan, items left per product)
 * and the one-email-per-adult rule; refuses the first problem with `cart_item_refused`.
 */
export function checkCartContents(
  items: readonly ExistingItem[],
  stock: ReadonlyMap<number, { name: string; type: string; availableCount: number | null }>,
): void {
  const refuse = (message: string) => fail('cart_item_refused', { message });
  for (const [productId, count] of countsByProduct(items)) {
    const product = stock.get(productId);
    if (!product || product.availableCount === null) continue;
    if (count > product.availableCount) {
      throw refuse(
        product.type === 'Plan' || product.type === 'Bundle'
          ? OVERSOLD
          : OUT_OF_STOCK(product.name),
      );
    }
  }
  const owners = new Map<string, string>();
  const adults = items.flatMap((item) =>
    item.isJuvenilePlan ? [] : item.metadata.club_member ? [item.metadata.club_member] : [],
  );
  for (const adult of adults) {
    if (!adult.email) continue;
    const name = `${adult.first_name} ${adult.last_name}`.toLowerCase();
    const owner = owners.get(adult.email);
    if (owner !== undefined && owner !== name) {
      throw refuse(UNIQUE_ADULT_EMAIL(adult.first_name, adult.last_name));
    }
    owners.set(adult.email, name);
  }
}
