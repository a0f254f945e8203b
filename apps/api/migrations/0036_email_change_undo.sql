-- After a change of email is confirmed, the old address is told, with a link that puts the old
-- address back (and ends every session): the way to report a change the owner did not make.
-- The undo code is kept hashed, like the confirmation code.
alter table email_changes add column previous_email text;
alter table email_changes add column undo_code_hash text unique;
alter table email_changes add column undo_expires_at timestamptz;
alter table email_changes add column undone_at timestamptz;
