-- What a club sells: programmes of membership plans, bundles of plans, lotto and draw products
-- with their draws, shop items and their types; plan (multiproduct) discounts, shop item
-- discounts, discount codes, promotions, and the registration forms plans ask for with the
-- answers members gave them. Money is in cents; dates without a time are `date`.

create table programs (
  program_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  title text not null check (length(title) between 1 and 200),
  description text not null default '',
  -- A programme is finished when marked so or once its end date has passed.
  status text not null default 'active' check (status in ('active', 'finished')),
  starts_on date,
  ends_on date,
  position integer not null default 0,
  check (starts_on is null or ends_on is null or ends_on >= starts_on)
);

create index programs_by_club on programs (account_id, status, position);

create table shop_item_types (
  shop_item_type_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null check (length(name) between 1 and 100),
  position integer not null default 0,
  unique (account_id, name)
);

create table products (
  product_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  program_id integer references programs (program_id) on delete set null,
  shop_item_type_id integer references shop_item_types (shop_item_type_id) on delete set null,
  type text not null check (type in ('Plan', 'Bundle', 'Lotto', 'Draw', 'ShopItem', 'EventTicket')),
  slug text not null check (slug ~ '^[a-z0-9-]{1,120}$'),
  name text not null check (length(name) between 1 and 200),
  description text not null default '',
  -- The price of one unit (a plan, a bundle's flat price, a lotto line, a draw ticket, an item).
  price integer not null check (price >= 0),
  -- null: no stock limit. Orders decrement it in the transaction that creates them; 0 is sold out.
  available_count integer check (available_count is null or available_count >= 0),
  -- Plans and bundles: the membership period (shown as "valid until").
  valid_from date,
  valid_to date,
  image_path text,
  -- Type-specific settings (see schema-catalogue.ts `StoredProductMetadata`): is_juvenile for
  -- plans; is_dynamic_pricing, price_cap, flat_price and conditions for bundles; prize tiers
  -- and configurable prices for lotto; prizes for draws; sizes and venue for shop items.
  metadata jsonb not null default '{}',
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (account_id, slug),
  check (valid_from is null or valid_to is null or valid_to >= valid_from)
);

create index products_by_club on products (account_id, type, active, position);
create index products_by_program on products (program_id);
create index products_by_shop_item_type on products (shop_item_type_id);

-- The plans a bundle holds, each with its own limits and in-bundle price.
create table bundle_items (
  bundle_item_id serial primary key,
  bundle_id integer not null references products (product_id) on delete cascade,
  product_id integer not null references products (product_id) on delete cascade,
  min_allowed integer not null default 0 check (min_allowed >= 0),
  max_allowed integer not null check (max_allowed >= 1 and max_allowed >= min_allowed),
  price_in_bundle integer not null check (price_in_bundle >= 0),
  position integer not null default 0,
  unique (bundle_id, product_id),
  check (bundle_id <> product_id)
);

create index bundle_items_by_product on bundle_items (product_id);

-- How a product may be paid: in full, in instalments (an initial payment today, the rest in
-- equal payments every `occurrence` months or weeks), in reducing instalments (the same, but
-- only the payments left before `ends_on`), or by subscription (the price every period until
-- `ends_on`, or until cancelled by the club when null).
create table payment_options (
  payment_option_id serial primary key,
  product_id integer not null references products (product_id) on delete cascade,
  type text not null check (type in ('full', 'instalment', 'reducing_instalment', 'subscription')),
  number_of_payments integer not null default 1 check (number_of_payments between 1 and 120),
  occurrence integer not null default 1 check (occurrence between 1 and 52),
  frequency text not null default 'Monthly' check (frequency in ('Monthly', 'Weekly')),
  initial_payment integer not null default 0 check (initial_payment >= 0),
  -- The first later payment; null: one period after the purchase.
  starts_on date,
  ends_on date,
  position integer not null default 0,
  check (type <> 'full' or number_of_payments = 1),
  check (type <> 'reducing_instalment' or ends_on is not null)
);

create index payment_options_by_product on payment_options (product_id, position);

-- The draws of a lotto or draw product, with the rules for the numbers a line picks.
create table lottery_draws (
  draw_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  product_id integer not null references products (product_id) on delete cascade,
  draw_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'closed', 'drawn')),
  number_type text not null default 'Number'
    check (number_type in ('Number', 'Letter', 'Lucky Dip', 'None')),
  -- How many distinct values a line picks from min_number..max_number (0 for None).
  numbers_count integer not null default 0 check (numbers_count between 0 and 20),
  min_number integer not null default 1 check (min_number >= 0),
  max_number integer not null default 1,
  jackpot integer check (jackpot is null or jackpot >= 0),
  winning_numbers jsonb,
  check (max_number >= min_number and max_number - min_number + 1 >= numbers_count),
  check (number_type <> 'Letter' or (min_number >= 1 and max_number <= 26))
);

create index lottery_draws_by_product on lottery_draws (product_id, status, draw_at);

-- Multiproduct discounts: buying several of the listed plans takes off a percentage of their
-- subtotal, or a fixed amount, by the offering for that number of plans.
create table plan_discounts (
  discount_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  type text not null check (type in ('percentage', 'fixed')),
  -- [plan product ids]
  plans jsonb not null default '[]',
  -- [{ number_of_products, discount_amount }]: percent for percentage, cents for fixed.
  offerings jsonb not null default '[]',
  active boolean not null default true
);

create index plan_discounts_by_club on plan_discounts (account_id, active);

-- Shop item discounts: from `min_quantity` items (of a type, or of any type when null) on.
create table shop_item_discounts (
  shop_item_discount_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null check (length(name) between 1 and 200),
  type text not null check (type in ('percentage', 'amount')),
  amount integer not null check (amount > 0 and (type <> 'percentage' or amount <= 100)),
  shop_item_type_id integer references shop_item_types (shop_item_type_id) on delete cascade,
  min_quantity integer not null default 1 check (min_quantity >= 1),
  active boolean not null default true
);

-- Codes a buyer types at checkout. Stored upper-case; matched case-insensitively.
create table discount_codes (
  discount_code_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  code text not null check (code = upper(code) and code ~ '^[A-Z0-9_-]{3,40}$'),
  name text not null,
  type text not null check (type in ('percentage', 'amount')),
  -- percent (1-100) or cents
  amount integer not null check (amount > 0 and (type <> 'percentage' or amount <= 100)),
  -- Product types the code applies to ([] for every type).
  product_types jsonb not null default '[]',
  -- The least subtotal of the cart for the code to apply.
  min_subtotal integer not null default 0 check (min_subtotal >= 0),
  valid_from timestamptz,
  valid_to timestamptz,
  -- Uses in all, and per member; null for no limit. `uses` counts the orders that used it.
  max_uses integer check (max_uses is null or max_uses > 0),
  max_uses_per_member integer check (max_uses_per_member is null or max_uses_per_member > 0),
  uses integer not null default 0 check (uses >= 0),
  active boolean not null default true,
  unique (account_id, code),
  check (valid_from is null or valid_to is null or valid_to > valid_from)
);

create table promotions (
  promotion_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  product_id integer not null references products (product_id) on delete cascade,
  description text not null,
  image_path text,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  active boolean not null default true,
  check (ends_at is null or ends_at > starts_at)
);

create index promotions_by_club on promotions (account_id, starts_at);

-- A registration form: sections of questions in the dynamic form format of spec 001.
create table registration_forms (
  registration_form_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null default '',
  form_type text not null check (form_type in ('member', 'guardian')),
  -- { sections: [{ section_id, default_section_id, label, sequence, questions: [...] }] }
  definition jsonb not null,
  unique (registration_form_id, form_type)
);

-- The forms a plan asks for: at most one member form and one guardian form (juvenile plans).
create table plan_registration_forms (
  product_id integer not null references products (product_id) on delete cascade,
  form_type text not null check (form_type in ('member', 'guardian')),
  registration_form_id integer not null,
  primary key (product_id, form_type),
  foreign key (registration_form_id, form_type)
    references registration_forms (registration_form_id, form_type) on delete cascade
);

-- The latest answers a member gave to a form (written when a plan goes into a cart), offered
-- again as the form's initial answers.
create table registration_answers (
  member_id integer not null references members (id) on delete cascade,
  registration_form_id integer not null
    references registration_forms (registration_form_id) on delete cascade,
  -- { [question_id]: answer }
  answers jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (member_id, registration_form_id)
);
