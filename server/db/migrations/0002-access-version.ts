import type { Migration } from './migration';

/**
 * `organizations.access_version` changes whenever anything that decides what a member may see
 * changes: role grants, role membership, installed applications, admin flags and membership states,
 * and the resource trees themselves. Triggers keep it, so no write path can forget to; servers use
 * it to validate what they cache per organisation (see domain/resource-tree-cache.ts).
 */
export const accessVersion: Migration = {
  id: '0002-access-version',
  sql: `
alter table organizations add column access_version integer not null default 1;

create function bump_access_version(organization integer) returns void language sql as $$
  update organizations set access_version = access_version + 1 where id = organization
$$;

create function role_resources_changed() returns trigger language plpgsql as $$
begin
  perform bump_access_version((select organization_id from roles where id = coalesce(new.role_id, old.role_id)));
  if tg_op = 'UPDATE' and new.role_id <> old.role_id then
    perform bump_access_version((select organization_id from roles where id = old.role_id));
  end if;
  return null;
end $$;
create trigger role_resources_access after insert or update or delete on role_resources
  for each row execute function role_resources_changed();

create function member_roles_changed() returns trigger language plpgsql as $$
begin
  perform bump_access_version((select organization_id from memberships where id = coalesce(new.membership_id, old.membership_id)));
  return null;
end $$;
create trigger member_roles_access after insert or update or delete on member_roles
  for each row execute function member_roles_changed();

create function organization_row_changed() returns trigger language plpgsql as $$
begin
  perform bump_access_version(coalesce(new.organization_id, old.organization_id));
  if tg_op = 'UPDATE' and new.organization_id <> old.organization_id then
    perform bump_access_version(old.organization_id);
  end if;
  return null;
end $$;
create trigger organization_applications_access after insert or update or delete on organization_applications
  for each row execute function organization_row_changed();
create trigger memberships_access after update of is_admin, state, organization_id or delete on memberships
  for each row execute function organization_row_changed();

create function resources_changed() returns trigger language plpgsql as $$
begin
  update organizations set access_version = access_version + 1;
  return null;
end $$;
create trigger resources_access after insert or update or delete or truncate on resources
  for each statement execute function resources_changed();
`,
};
