-- A club's own addition to the platform's accessibility statement (HTML, sanitised when written
-- and when read), and the category of a contact message (an accessibility report and its kind).
alter table clubs add column accessibility_statement_html text;

alter table contact_messages
  add column category text check (category in ('accessibility')),
  add column category_detail text check (
    category_detail is null
    or (category is not null and length(category_detail) between 1 and 40)
  );
