-- The language of a club's site for a visitor who has not chosen one (issue 37): English or
-- Irish. Set by an admin with the club's look; every club is in English until then.
alter table clubs
  add column default_language text not null default 'en'
    constraint clubs_default_language check (default_language in ('en', 'ga'));
