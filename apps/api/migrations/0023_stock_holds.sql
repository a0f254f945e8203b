-- Stock holds: an order waiting for payment holds its stock until `hold_expires_at`; the sweep
-- then gives the stock back, cancels the order and stamps `abandoned_at`. `client_address` is
-- the address the checkout came from: no one buyer or address holds more than a share of a
-- product.
alter table orders add column hold_expires_at timestamptz;
alter table orders add column abandoned_at timestamptz;
alter table orders add column client_address text
  check (client_address is null or length(client_address) <= 64);

-- Orders placed before holds expired hold nothing now.
update orders set hold_expires_at = created_at where status = 'New';

create index orders_holds on orders (hold_expires_at) where status = 'New';
create index orders_holds_by_address on orders (client_address) where status = 'New';
