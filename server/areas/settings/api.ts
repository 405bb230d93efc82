/**
 * The settings area's public API: the only file of `server/areas/settings/` that code outside the area
 * may import. Every function takes the caller's transaction (or connection) first and the session's
 * organisation, so the caller's change and these reads commit or fail together; ids of another
 * organisation are never found.
 */

// Demo seeds of other areas: a role holding their codes.
export { seedDemoRole } from './demo-rows';
// Departments: the one lookup by uniqueId (locked against removal), by id, and the tree's structure.
export {
  type Department,
  departmentAbove,
  departmentsByIds,
  departmentsByUniqueIds,
  departmentsOfMember,
  departmentsWithDescendants,
  membersOfDepartments,
  topDepartmentNamed,
} from './departments/departments';
// People by uniqueId, for areas that route work to them (the approval engine's approver sources).
export {
  activeMemberOptions,
  activeMembersAmong,
  administratorUniqueIds,
  departmentHeadUniqueId,
  departmentLineageOfMember,
  departmentUniqueIdsOfMember,
  memberUniqueIdsOfRoles,
  parentDepartmentUniqueId,
} from './departments/directory';
export { readDepartmentTree } from './departments/read-departments';
// Roles: who holds one, what a member holds.
export { listRoles, membersOfRole, rolesOfMember } from './roles/roles';
