-- Failed password sign-ins per account, counted across every client address, and the pause
-- after too many. Keyed by a hash of the lower-cased email, so unknown addresses are counted
-- the same way as known ones (the answer tells nothing about which accounts exist).
create table sign_in_lockouts (
  subject_hash text primary key,
  failures integer not null,
  window_ends_at timestamptz not null,
  locked_until timestamptz
);
