-- Keys the API signs its links with (email-action links: opt-out, lotto friend unsubscribe).
-- One row per purpose, made on first use from a random secret; shared by every API instance.
create table signing_keys (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);
