-- The back office's contact inbox: when a club admin first read each message, and the club's
-- messages newest first.

alter table contact_messages add column read_at timestamptz;
create index contact_messages_by_club on contact_messages (account_id, created_at desc, id desc);
