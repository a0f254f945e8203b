-- The clock of development and tests: how far it has been moved ahead of the real time. Read
-- by the collection of due payments and moved with POST /dev/clock; never read in production.
create table dev_clock (
  id boolean primary key default true check (id),
  offset_ms bigint not null default 0 check (offset_ms >= 0),
  updated_at timestamptz not null default now()
);
