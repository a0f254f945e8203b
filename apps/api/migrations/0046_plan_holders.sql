-- No double memberships (docs/api.md, "Shopping cart" and "Checkout"): the cart and the order's
-- placement look for the plan lines (alone or in a bundle) that already hold a plan for a person,
-- by plan and member record. Lines of refunded (ended) memberships hold nothing.
create index order_items_plan_holders
  on order_items (product_id, ((metadata ->> 'member_id')))
  where product_type = 'Plan' and ended_at is null;
