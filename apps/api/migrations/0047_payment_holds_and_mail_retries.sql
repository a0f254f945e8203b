-- Paying arrears with the member present (docs/api.md, "Payments in arrears"): while the member
-- confirms a payment with their bank, the automatic retries of the instalments it pays wait,
-- until the payment succeeds or fails, or this time (real time, 30 minutes after it began) passes.
alter table order_instalments add column member_hold_until timestamptz;

-- Mail the SMTP server did not take within a request (it refused, failed or did not answer in
-- time): kept here and sent again by the workers' `retry-mail` job, sooner first, then hourly;
-- a row leaves once sent. `failed_at` marks one given up on after its last attempt.
create table mail_retries (
  mail_retry_id serial primary key,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  idempotency_key text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);
create index mail_retries_due on mail_retries (next_attempt_at) where failed_at is null;
