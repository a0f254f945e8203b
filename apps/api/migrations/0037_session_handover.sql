-- A session handed over in a link (`?c=`) is a one-time code that lives a minute, not a token:
-- the code is exchanged once at /oauth/token for a session of the same user. A code made from a
-- session that began at single sign-on opens one that counts as such (`via_sso`).
alter table auth_codes drop constraint auth_codes_purpose_check;
alter table auth_codes add constraint auth_codes_purpose_check check (
  purpose in (
    'verify_email',
    'reset_password',
    'sso_login',
    'session_handover',
    'session_handover_sso'
  )
);
