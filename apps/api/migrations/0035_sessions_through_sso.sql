-- Whether a session began at a club's single sign-on (the authorization-code grant) rather than
-- with a password or a reset code. Only such a session carries the user's roles in a club whose
-- sign-in is mandatory SSO; a refreshed session keeps how it began.

alter table oauth_access_tokens add column via_sso boolean not null default false;
alter table oauth_refresh_tokens add column via_sso boolean not null default false;
