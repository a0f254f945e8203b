-- Orders per user, kept by a trigger, so a page of the member's orders knows its total without
-- counting every order of the user on every request (ADR 0022).

create table user_order_counts (
  user_id integer primary key references users (id) on delete cascade,
  orders integer not null check (orders >= 0)
);

create function user_order_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.user_id is not null then
    update user_order_counts set orders = orders - 1 where user_id = old.user_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.user_id is not null then
    insert into user_order_counts (user_id, orders) values (new.user_id, 1)
    on conflict (user_id) do update set orders = user_order_counts.orders + 1;
  end if;
  return null;
end;
$$;

create trigger user_order_counts_kept
after insert or delete or update of user_id on orders
for each row execute function user_order_counts_apply();

insert into user_order_counts (user_id, orders)
select user_id, count(*) from orders where user_id is not null group by user_id;
