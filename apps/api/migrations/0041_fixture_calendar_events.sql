-- The events of the clubs' fixture calendars (GET /v2/store/{club}/fixtures.ics): for each
-- fixture a club's feed has shown, a fingerprint of what its event says, the event's SEQUENCE and
-- when it last changed (its DTSTAMP and LAST-MODIFIED). The league data itself is not kept: a
-- feed reads it afresh and bumps a fixture's sequence when its fingerprint differs, so calendar
-- apps replace the event they hold.
create table fixture_calendar_events (
  account_id integer not null references clubs (account_id) on delete cascade,
  fixture_id text not null,
  fingerprint text not null,
  sequence integer not null default 0,
  modified_at timestamptz not null,
  primary key (account_id, fixture_id)
);
