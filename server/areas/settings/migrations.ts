import type { Migration } from '../../db/migrations/migration';

/**
 * The settings area's own tables and columns (its first ones are in the core history: 0004, 0005).
 *
 * - `departments.head_membership_id`: the department's head (主管), whom approvals ask for
 *   "部门主管" and "连续多级主管"; a member of the organisation, cleared when they leave it.
 */
export const settingsMigrations: readonly Migration[] = [
  {
    id: 'settings-0001-department-heads',
    sql: `
alter table departments add column head_membership_id integer references memberships (id) on delete set null;
create index departments_head_idx on departments (head_membership_id) where head_membership_id is not null;
`,
  },
];
