/**
 * The settings area's public API: the only file of `server/areas/settings/` that code outside the area
 * may import. Every function takes the caller's transaction (or connection) first and the session's
 * organisation, so the caller's change and these reads commit or fail together.
 */
export { departmentsByUniqueIds, topDepartmentNamed } from './departments/departments';
