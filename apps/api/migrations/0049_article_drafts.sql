-- The back office's drafts of articles and pages. The articles table holds what the public site
-- shows (a row without a publication date is shown nowhere); a draft row holds the editor's
-- version of an article until it is published, when it is copied onto the article and removed.
-- Saving a draft therefore changes nothing the public site reads: no content-version trigger here
-- (migration 0039), so autosaves never make the page server render a club's pages again.
create table article_drafts (
  article_id integer primary key references articles (id) on delete cascade,
  account_id integer not null references clubs (account_id) on delete cascade,
  slug text not null,
  title text not null,
  summary text not null default '',
  -- Sanitised HTML, as the articles table holds it.
  content text not null default '',
  featured_image jsonb not null default '[]',
  updated_by integer references users (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- Two drafts of a club never share an address (an article's own published slug is not a clash).
create unique index article_drafts_slug on article_drafts (account_id, slug);

-- The editor's list: a club's articles by their last change.
create index articles_by_update on articles (account_id, updated_at desc, id desc);
