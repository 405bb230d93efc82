/**
 * SQL that is true when the membership aliased `member` belongs to its organisation's built-in
 * 管理员 role (migration 0005): the one definition of an administrator.
 */
export const isAdminSql = (member: string) =>
  `exists (select 1 from member_roles admin_mr join roles admin_r on admin_r.id = admin_mr.role_id
            where admin_mr.membership_id = ${member}.id and admin_r.built_in)`;
