-- Renew last season (docs/api.md, "Renewals of memberships"): the reminder mailed 30 days before
-- a membership's season ends, once per membership (order line). Recorded before the mail goes:
-- a second run or a second worker finds the row and sends nothing.
create table membership_renewal_reminders (
  order_item_id integer primary key references order_items (order_item_id) on delete cascade,
  user_id integer references users (id) on delete cascade,
  -- The membership's last day, as the mail named it.
  ends_on date not null,
  sent_at timestamptz not null default now()
);
