-- Paying arrears with the member present (docs/api.md, "Payments in arrears"): while the member
-- confirms a payment with their bank, the automatic retries of the instalments it pays wait,
-- until the payment succeeds or fails, or this time (real time, 30 minutes after it began) passes.
alter table order_instalments add column member_hold_until timestamptz;
