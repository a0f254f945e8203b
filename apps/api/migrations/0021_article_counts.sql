-- Published articles per club and type, kept by a trigger, so a page of an article list knows
-- its total without counting every row of a large club on every request. An article counts
-- from the moment it has a publication date; the list subtracts the few scheduled for later
-- (a range of the articles_listing index).

create table article_counts (
  account_id integer not null references clubs (account_id) on delete cascade,
  type text not null,
  published integer not null check (published >= 0),
  primary key (account_id, type)
);

create function article_counts_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.published_at is not null then
    update article_counts set published = published - 1
    where account_id = old.account_id and type = old.type;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.published_at is not null then
    insert into article_counts (account_id, type, published)
    values (new.account_id, new.type, 1)
    on conflict (account_id, type) do update set published = article_counts.published + 1;
  end if;
  return null;
end;
$$;

create trigger article_counts_kept
after insert or delete or update of account_id, type, published_at on articles
for each row execute function article_counts_apply();

insert into article_counts (account_id, type, published)
select account_id, type, count(*) from articles where published_at is not null
group by account_id, type;
