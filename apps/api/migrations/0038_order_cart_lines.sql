-- The cart lines an order was made from: a payment that completes the order closes only those,
-- and lines added to the cart meanwhile (another tab, a second device) stay in it.
-- Orders made before this column close their whole cart, as they did.
alter table orders
  add column cart_item_ids jsonb not null default '[]' check (jsonb_typeof(cart_item_ids) = 'array');
