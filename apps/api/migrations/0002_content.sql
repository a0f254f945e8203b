-- Content of a club's public site: articles (news and pages), sponsors, contact messages.

create table articles (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  slug text not null,
  type text not null check (type in ('News', 'Page', 'Article', 'About Us')),
  title text not null,
  summary text not null default '',
  -- Sanitised HTML (sanitised again by the site before rendering).
  content text not null default '',
  -- [{ size, filepath, filename, width?, height? }]
  featured_image jsonb not null default '[]',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, slug)
);

-- The news grid: one club's published articles of a type, newest first.
create index articles_listing on articles (account_id, type, published_at desc, id desc);

create table sponsors (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  name text not null,
  link text,
  image_filepath text,
  image_filename text,
  featured boolean not null default false,
  position integer not null default 0
);

create index sponsors_by_club on sponsors (account_id, position);

create table contact_messages (
  id serial primary key,
  account_id integer not null references clubs (account_id) on delete cascade,
  sender text not null,
  sender_email text not null,
  sender_phone text,
  subject text not null,
  content text not null,
  -- Client address, kept for abuse limits only.
  client_ip text not null,
  created_at timestamptz not null default now()
);

create index contact_messages_by_ip on contact_messages (client_ip, created_at desc);
