-- Answers given from links in club emails: opting out of an automated mail (with an optional
-- payment acknowledgement) and unsubscribing a lotto friend from lotto emails.

create table email_opt_outs (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  email_distribution_list_id integer not null,
  member_id integer not null,
  opt_out boolean not null,
  payment_ack boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, email_distribution_list_id, member_id)
);

create table lotto_friend_unsubscribes (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  friend_id integer not null,
  opt_out boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, friend_id)
);
