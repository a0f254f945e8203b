-- Refunds that resume and give stock back (docs/api.md, "Back-office orders").

-- A refund the card provider did not answer stays pending; the workers' `resume-refunds` job
-- sends it again with its own idempotency key. `next_attempt_at` is the claim of the worker
-- sending it (no other takes it meanwhile) and then when it is tried next.
alter table order_refunds add column attempts integer not null default 0;
alter table order_refunds add column next_attempt_at timestamptz;
create index order_refunds_pending on order_refunds (created_at) where status = 'pending';

-- How many of the line's items this refund gives back to the stock (0: money only). The
-- stock goes back once, when the refund succeeds, in the transaction that records it.
alter table order_refunds add column quantity integer not null default 0 check (quantity >= 0);

-- A refund made in the card provider's own dashboard has no club admin and no browser key:
-- it is recorded from the provider's event, one row per line it is shared over.
-- `provider_refund_id` is then shared by those rows.

-- How many of a line's items went back to the stock (refunded), never more than it holds.
alter table order_items add column returned_quantity integer not null default 0;
alter table order_items add constraint order_items_returned_quantity_check
  check (returned_quantity >= 0 and returned_quantity <= quantity);

-- Lines refunded in full before this migration gave back every item already.
update order_items as it
set returned_quantity = it.quantity
where it.ended_at is not null
  and it.bundle_order_item_id is null
  and exists (
    select 1 from order_refunds r where r.order_item_id = it.order_item_id and r.status = 'succeeded'
  );
