-- Each bump of a club's content version (migration 0039) is also announced on the
-- `club_content_versions` channel, with the club's slug, account id and new version as JSON. PostgreSQL
-- delivers a notice at commit, with the content it stands for, to every connection listening:
-- each API instance listens, forgets what it kept in memory of the club, and tells the page
-- servers that watch the club
-- (GET /v2/store/{club}/content-version/changes), so a kept page needs no read per request.
-- A club whose slug changes is announced under its old slug too: pages kept for it are stale.

create or replace function club_content_versions_bump() returns trigger language plpgsql as $$
declare
  key_column text := tg_argv[0];
  new_key integer;
  old_key integer;
  club integer;
  bumped text := coalesce(current_setting('club_content_versions.bumped', true), '');
  now_version bigint;
  club_slug text;
begin
  if tg_op <> 'DELETE' then new_key := to_jsonb(new) ->> key_column; end if;
  if tg_op <> 'INSERT' then old_key := to_jsonb(old) ->> key_column; end if;
  if key_column <> 'account_id' then
    new_key := (select account_id from products where product_id = new_key);
    old_key := (select account_id from products where product_id = old_key);
  end if;
  foreach club in array array[new_key, old_key] loop
    continue when club is null or position(',' || club || ',' in bumped) > 0;
    now_version := null;
    insert into club_content_versions as v (account_id, version)
    select club, 1 where exists (select 1 from clubs where account_id = club)
    on conflict (account_id) do update set version = v.version + 1
    returning version into now_version;
    bumped := coalesce(nullif(bumped, ''), ',') || club || ',';
    perform set_config('club_content_versions.bumped', bumped, true);
    continue when now_version is null;
    club_slug := (select slug from clubs where account_id = club);
    perform pg_notify('club_content_versions',
      json_build_object('club', club_slug, 'account', club, 'version', now_version::text)::text);
  end loop;
  if tg_table_name = 'clubs' and tg_op = 'UPDATE' and (to_jsonb(old) ->> 'slug') <> (to_jsonb(new) ->> 'slug') then
    perform pg_notify('club_content_versions',
      json_build_object('club', to_jsonb(old) ->> 'slug', 'account', new_key,
        'version', (select version::text from club_content_versions where account_id = new_key))::text);
  end if;
  return null;
end;
$$;
