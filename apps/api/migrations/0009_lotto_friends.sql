-- Lotto friends: people a lotto player asked the club to tell about draws and results. The
-- "unsubscribe lotto friend" email link names one of them by id, so an unknown id is refused
-- instead of being recorded blindly; this replaces the free-standing unsubscribe records.

create table lotto_friends (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null,
  email text not null,
  receives_emails boolean not null default true,
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  unique (account_id, email)
);

drop table lotto_friend_unsubscribes;
