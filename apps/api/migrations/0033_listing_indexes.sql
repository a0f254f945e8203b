-- Indexes that hold every column a list page filters and sorts on, so a page (however deep) is
-- found in the index alone and only the page's own rows are read from the table (ADR 0022).

-- A club's published articles of every type, newest first (the typed list uses
-- articles_listing: account_id, type, published_at desc, id desc).
create index articles_published on articles (account_id, published_at desc, id desc)
  where published_at is not null;

-- A member's orders, newest first, ties broken by order id (the answer's order).
create index orders_user_listing on orders (user_id, created_at desc, order_id desc)
  where user_id is not null;
drop index orders_user;
