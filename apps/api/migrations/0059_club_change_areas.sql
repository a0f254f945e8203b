-- The club settings' audit covers the brand (logo, home banner, social links) and the sponsors
-- as it covers the look and the menu (docs/api.md, "The club's look and menu").
alter table club_changes drop constraint club_changes_area_check;
alter table club_changes add constraint club_changes_area_check check (
  area in ('look', 'menu', 'brand', 'sponsors')
);
