-- A number per club that changes whenever something its public pages show changes, so the page
-- server can tell whether a cached page is still current with one cheap read
-- (GET /v2/store/{club}/content-version).
--
-- Kept by deferred constraint triggers on the public content tables: the version is bumped at
-- commit, so it becomes visible together with the content it stands for, and the club's version
-- row is locked only while the transaction commits (never while a checkout holds its product
-- locks). Private tables (carts, orders, members, users, sessions, mail) have no trigger.
-- A transaction (a migration too) that alters one of these tables after writing to it runs
-- `set constraints all immediate` first: PostgreSQL alters no table with pending trigger events.

create table club_content_versions (
  account_id integer primary key references clubs (account_id) on delete cascade,
  version bigint not null default 0
);

-- Argument: the changed row's column that names the club, `account_id`, or a product's
-- `product_id` (the product's club). A row moved to another club bumps both clubs. A club gone
-- by commit (deleted in the same transaction) is skipped. Each club is bumped once per
-- transaction: the clubs done are listed in a transaction-local setting, so a statement
-- changing many rows does not update the same version row once per row.
create function club_content_versions_bump() returns trigger language plpgsql as $$
declare
  key_column text := tg_argv[0];
  new_key integer;
  old_key integer;
  club integer;
  bumped text := coalesce(current_setting('club_content_versions.bumped', true), '');
begin
  if tg_op <> 'DELETE' then new_key := to_jsonb(new) ->> key_column; end if;
  if tg_op <> 'INSERT' then old_key := to_jsonb(old) ->> key_column; end if;
  if key_column <> 'account_id' then
    new_key := (select account_id from products where product_id = new_key);
    old_key := (select account_id from products where product_id = old_key);
  end if;
  foreach club in array array[new_key, old_key] loop
    continue when club is null or position(',' || club || ',' in bumped) > 0;
    insert into club_content_versions as v (account_id, version)
    select club, 1 where exists (select 1 from clubs where account_id = club)
    on conflict (account_id) do update set version = v.version + 1;
    bumped := coalesce(nullif(bumped, ''), ',') || club || ',';
    perform set_config('club_content_versions.bumped', bumped, true);
  end loop;
  return null;
end;
$$;

insert into club_content_versions (account_id) select account_id from clubs;

-- The club record (a new club gets its row here) and its menu.
create constraint trigger club_content_version_kept after insert or update or delete on clubs
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on club_menu_items
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');

-- Content: articles and pages, sponsors.
create constraint trigger club_content_version_kept after insert or update or delete on articles
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on sponsors
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');

-- Catalogue. Products include their stock: checkouts and the stock-hold sweep change "sold out".
create constraint trigger club_content_version_kept after insert or update or delete on programs
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on shop_item_types
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on products
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on plan_discounts
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on shop_item_discounts
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on registration_forms
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
-- Draws and promotions carry their club's account_id beside their product.
create constraint trigger club_content_version_kept after insert or update or delete on lottery_draws
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
create constraint trigger club_content_version_kept after insert or update or delete on promotions
deferrable initially deferred for each row execute function club_content_versions_bump('account_id');
-- Through their product.
create constraint trigger club_content_version_kept after insert or update or delete on bundle_items
deferrable initially deferred for each row execute function club_content_versions_bump('product_id');
create constraint trigger club_content_version_kept after insert or update or delete on payment_options
deferrable initially deferred for each row execute function club_content_versions_bump('product_id');
create constraint trigger club_content_version_kept after insert or update or delete on plan_registration_forms
deferrable initially deferred for each row execute function club_content_versions_bump('product_id');
