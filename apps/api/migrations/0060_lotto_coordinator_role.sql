-- The Lotto coordinator (docs/security.md, "Roles"): runs the club lotto, its draws and the lines
-- playing in them, and nothing else of the back office. What each role may do is the table in
-- packages/contracts/src/club-roles.ts.
alter table user_roles drop constraint user_roles_role_check;
alter table user_roles add constraint user_roles_role_check check (
  role in ('Member', 'Admin', 'Owner', 'Editor', 'Registrar', 'Treasurer', 'LottoCoordinator',
    'GroupManager', 'Superuser', 'XGB')
);
alter table user_roles drop constraint user_roles_scope;
alter table user_roles add constraint user_roles_scope check (
  (role in ('Member', 'Admin', 'Owner', 'Editor', 'Registrar', 'Treasurer', 'LottoCoordinator',
      'GroupManager')
    and account_id is not null and governing_body_id is null)
  or (role = 'XGB' and governing_body_id is not null and account_id is null)
  or (role = 'Superuser' and account_id is null and governing_body_id is null)
);

alter table team_invitations drop constraint team_invitations_role_check;
alter table team_invitations add constraint team_invitations_role_check check (
  role in ('Owner', 'Admin', 'Editor', 'Registrar', 'Treasurer', 'LottoCoordinator')
);
