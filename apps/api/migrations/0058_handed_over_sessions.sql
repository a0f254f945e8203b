-- One sign-in across hosts: a session opened from a hand-over code (`POST /oauth/handover`)
-- remembers the sign-in it came from, so signing out on any host ends them all. The column
-- holds the first sign-in of a chain of hand-overs (a hand-over of a hand-over keeps the same
-- origin), so one column names the whole group. Null for a sign-in of its own.
alter table auth_codes add column handed_over_from text;
alter table oauth_refresh_tokens add column handed_over_from text;
create index oauth_refresh_tokens_handed_over_from on oauth_refresh_tokens (handed_over_from)
  where handed_over_from is not null;
