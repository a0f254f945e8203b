import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './json-column';

/** Tables of the commerce area (shopping carts, orders, instalments, payments, saved cards, provider events, card simulator). */
export interface CommerceTables {
  shopping_carts: ShoppingCartsTable;
  shopping_cart_items: ShoppingCartItemsTable;
  order_sequences: OrderSequencesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_instalments: OrderInstalmentsTable;
  instalment_charges: InstalmentChargesTable;
  entry_renewals: EntryRenewalsTable;
  payment_notices: PaymentNoticesTable;
  order_refunds: OrderRefundsTable;
  payments: PaymentsTable;
  payment_customers: PaymentCustomersTable;
  payment_methods: PaymentMethodsTable;
  payment_events: PaymentEventsTable;
  payment_sim_cards: PaymentSimCardsTable;
  payment_sim_intents: PaymentSimIntentsTable;
  payment_sim_refunds: PaymentSimRefundsTable;
}

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = JsonColumn<T>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export type OrderStatus = 'New' | 'Completed' | 'Cancelled';
export type ProviderName = 'test' | 'stripe';

export interface ShoppingCartsTable {
  shopping_cart_id: Generated<string>;
  account_id: number;
  user_id: number | null;
  discount_code_id: number | null;
  revision: Defaulted<number>;
  status: Defaulted<'open' | 'ordered'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ShoppingCartItemsTable {
  shopping_cart_item_id: Generated<number>;
  shopping_cart_id: string;
  product_id: number;
  payment_option_id: number | null;
  quantity: Defaulted<number>;
  metadata: DefaultedJson<Record<string, unknown>>;
  created_at: Generated<Date>;
}

export interface OrderSequencesTable {
  account_id: number;
  last_seq: number;
}

export interface OrdersTable {
  order_id: Generated<string>;
  account_id: number;
  order_seq: number;
  shopping_cart_id: string | null;
  cart_revision: number;
  idempotency_key: string | null;
  user_id: number | null;
  member_id: number | null;
  is_guest_checkout: Defaulted<boolean>;
  buyer_first_name: string;
  buyer_last_name: string;
  buyer_email: string | null;
  status: Defaulted<OrderStatus>;
  currency: string;
  subtotal: number;
  discount: number;
  total: number;
  summary: Json<Record<string, unknown>>;
  discount_code_id: number | null;
  save_payment_method: Defaulted<boolean>;
  receipt_sent_at: Date | null;
  completed_at: Date | null;
  created_at: Generated<Date>;
  /** Until when an unpaid order holds its stock (null once paid or cancelled before holds). */
  hold_expires_at: Defaulted<Date | null>;
  /** Set when the hold expired and the sweep gave the stock back. */
  abandoned_at: Defaulted<Date | null>;
  client_address: Defaulted<string | null>;
  /** The cart lines (`shopping_cart_item_id`) the order was made from. */
  cart_item_ids: DefaultedJson<number[]>;
}

export interface OrderItemsTable {
  order_item_id: Generated<number>;
  order_id: string;
  bundle_order_item_id: number | null;
  product_id: number | null;
  product_type: string;
  name: string;
  quantity: number;
  price: number;
  discount: number;
  subtotal: number;
  initial_payment: number;
  remaining_payment: number;
  number_of_payments: number;
  payment_type: string;
  frequency: string | null;
  member_first_name: string | null;
  member_last_name: string | null;
  metadata: DefaultedJson<Record<string, unknown>>;
  /** A membership refunded in full has ended (migration 0043). */
  ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A subscription stopped (its scheduled periods cancelled), and by whom (migration 0044). */
  subscription_stopped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  subscription_stopped_by: ColumnType<
    'member' | 'club' | null,
    'member' | 'club' | null | undefined,
    'member' | 'club' | null
  >;
  /** How many of its items went back to the stock after refunds (migration 0052). */
  returned_quantity: Defaulted<number>;
}

export interface OrderInstalmentsTable {
  order_instalment_id: Generated<number>;
  order_id: string;
  order_item_id: number;
  sequence: number;
  /** `YYYY-MM-DD`. */
  due_on: ColumnType<Date, string, string>;
  amount: number;
  status: Defaulted<InstalmentStatus>;
  attempts: Defaulted<number>;
  paid_at: Date | null;
  failed_at: Date | null;
  /** After a failed charge: when the next automatic attempt is due (null: none left). */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the last automatic attempt failed: the member pays it (arrears). */
  in_arrears_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /**
   * While the member confirms a payment of it with their bank: until when its automatic retries
   * wait (real time; released when that payment succeeds or fails).
   */
  member_hold_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Cancelled from the back office (or its line refunded): never charged. */
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type InstalmentStatus = 'scheduled' | 'paid' | 'failed' | 'cancelled';

export type OrderRefundStatus = 'pending' | 'succeeded' | 'failed';

/** One refund of one payment for one line of an order (a request is one or more rows). */
export interface OrderRefundsTable {
  order_refund_id: Generated<number>;
  account_id: number;
  order_id: string;
  order_item_id: number;
  payment_id: number;
  request_key: string;
  idempotency_key: string;
  amount: number;
  reason: string;
  status: Defaulted<OrderRefundStatus>;
  provider_refund_id: string | null;
  error_message: string | null;
  refunded_by: number | null;
  created_at: Generated<Date>;
  finished_at: Date | null;
  notified_at: Date | null;
  /** Sends of a pending refund by the `resume-refunds` job, and its claim or next try (0052). */
  attempts: Defaulted<number>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Items of the line this refund gives back to the stock (0052). */
  quantity: Defaulted<number>;
}

export type InstalmentChargeStatus = 'charging' | 'succeeded' | 'failed' | 'processing';

/** One automatic attempt to charge an instalment (claimed before the card is charged). */
export interface InstalmentChargesTable {
  instalment_charge_id: Generated<number>;
  order_instalment_id: number;
  attempt: number;
  idempotency_key: string;
  status: Defaulted<InstalmentChargeStatus>;
  amount: number;
  intent_id: string | null;
  error_code: string | null;
  error_message: string | null;
  claimed_until: Date;
  attempted_at: Date;
  finished_at: Date | null;
  notified_at: Date | null;
  created_at: Generated<Date>;
}

export type RenewalRefusal = 'ended' | 'sold_out' | 'price_option' | 'unpaid';

/** Renewal n of a lotto or draw entry bought with automatic renewal (made once). */
export interface EntryRenewalsTable {
  entry_renewal_id: Generated<number>;
  order_item_id: number;
  renewal: number;
  status: 'renewed' | 'refused';
  draw_id: number | null;
  draw_at: Date | null;
  draws: Defaulted<number>;
  amount: Defaulted<number>;
  order_instalment_id: number | null;
  reason: RenewalRefusal | null;
  renewed_at: Date;
  notified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

/** A mail sent ahead of a charge (a reminder, a card that expires first), once. */
export interface PaymentNoticesTable {
  payment_notice_id: Generated<number>;
  kind: 'reminder' | 'card_expiry';
  charge_key: string;
  card_key: Defaulted<string>;
  user_id: number | null;
  /** `YYYY-MM-DD`. */
  due_on: ColumnType<Date, string, string>;
  sent_at: Generated<Date>;
}

export interface PaymentsTable {
  payment_id: Generated<number>;
  account_id: number;
  order_id: string;
  purpose: 'checkout' | 'arrears' | 'instalment';
  provider: ProviderName;
  intent_id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  brand: string | null;
  last_four_digits: string | null;
  expiration_month: number | null;
  expiration_year: number | null;
  error_message: string | null;
  instalment_ids: DefaultedJson<number[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentCustomersTable {
  user_id: number;
  provider: ProviderName;
  customer_id: string;
}

export interface PaymentMethodsTable {
  payment_method_id: Generated<number>;
  user_id: number;
  provider: ProviderName;
  provider_payment_method_id: string;
  brand: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  funding: Defaulted<string>;
  is_default: Defaulted<boolean>;
  created_at: Generated<Date>;
}

export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  type: string;
  received_at: Generated<Date>;
}

export interface PaymentSimCardsTable {
  token: string;
  brand: string;
  last_four_digits: string;
  expiration_month: number;
  expiration_year: number;
  funding: string;
  behaviour: string;
  decline_code: string | null;
  error_code: string | null;
  customer_id: string | null;
  created_at: Generated<Date>;
}

export interface PaymentSimIntentsTable {
  intent_id: string;
  kind: 'payment' | 'setup';
  client_secret: string;
  idempotency_key: string | null;
  amount: Defaulted<number>;
  currency: Defaulted<string>;
  status: string;
  card_token: string | null;
  saved_card_token: string | null;
  save_card: Defaulted<boolean>;
  customer_id: string | null;
  return_url: string | null;
  last_error: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  metadata: DefaultedJson<Record<string, string>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentSimRefundsTable {
  refund_id: string;
  intent_id: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  status: string;
  reason: string | null;
  created_at: Generated<Date>;
}
