-- What a club sells: programmes of membership plans, bundles, lotto and draw products, shop
-- items; plan discounts, discount codes, promotions and the registration forms plans ask for.
-- Money is in cents.

create table programs (
  program_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  title text not null,
  description text not null default '',
  status text not null default 'active' check (status in ('active', 'finished')),
  position integer not null default 0
);

create index programs_by_club on programs (account_id, status, position);

create table shop_item_types (
  shop_item_type_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null,
  unique (account_id, name)
);

create table products (
  product_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  program_id integer references programs (program_id) on delete set null,
  shop_item_type_id integer references shop_item_types (shop_item_type_id) on delete set null,
  type text not null check (type in ('Plan', 'Bundle', 'Lotto', 'Draw', 'ShopItem', 'EventTicket')),
  slug text not null,
  name text not null,
  description text not null default '',
  price integer not null check (price >= 0),
  -- null: no stock limit. Decremented by orders in the same transaction that creates them.
  available_count integer check (available_count is null or available_count >= 0),
  -- Type-specific settings of the spec's product metadata (validity, juvenile flag, bundle
  -- conditions and contents, pricing, lotto rules, image ...).
  metadata jsonb not null default '{}',
  position integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (account_id, slug)
);

create index products_by_club on products (account_id, type, active, position);
create index products_by_program on products (program_id);

create table payment_options (
  payment_option_id serial primary key,
  product_id integer not null references products (product_id) on delete cascade,
  type text not null check (type in ('full', 'instalment', 'reducing_instalment', 'subscription')),
  number_of_payments integer not null default 1 check (number_of_payments >= 1),
  occurrence integer not null default 1 check (occurrence >= 1),
  frequency text not null default 'Monthly' check (frequency in ('Monthly', 'Weekly')),
  initial_payment integer not null default 0 check (initial_payment >= 0),
  position integer not null default 0
);

create index payment_options_by_product on payment_options (product_id, position);

create table plan_discounts (
  discount_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null,
  type text not null check (type in ('percentage', 'fixed')),
  -- [plan product ids]
  plans jsonb not null default '[]',
  -- [{ number_of_products, discount_amount }]
  offerings jsonb not null default '[]',
  active boolean not null default true
);

create table discount_codes (
  discount_code_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  code text not null,
  name text not null,
  type text not null check (type in ('percentage', 'amount')),
  -- percent (1-100) or cents
  amount integer not null check (amount > 0),
  valid_from timestamptz,
  valid_to timestamptz,
  max_uses integer check (max_uses is null or max_uses > 0),
  uses integer not null default 0,
  unique (account_id, code)
);

create table promotions (
  promotion_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  product_id integer not null references products (product_id) on delete cascade,
  description text not null,
  image_path text,
  starts_at timestamptz not null default now(),
  ends_at timestamptz
);

create table registration_forms (
  registration_form_id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  -- The plans that ask for this form; empty for none.
  plan_ids jsonb not null default '[]',
  form_type text not null check (form_type in ('member', 'guardian')),
  -- { sections: [{ section_id, label, questions: [...] }] }
  definition jsonb not null
);
