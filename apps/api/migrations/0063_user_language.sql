-- The member's language, remembered on their account (issue 37): chosen with the site's switch
-- while signed in, and taken up on their next sign-in on any device. Null until chosen.
alter table users
  add column language text
    constraint users_language check (language in ('en', 'ga'));
