import { defineQuery } from '@core/data';
import { DepartmentApi, type DepartmentMemberQuery } from './department-api';
import { ManagedApplicationApi, type ManagedApplicationQuery } from './managed-application-api';
import { OwnerApi } from './owner-api';
import { RoleApi, type RoleMemberQuery } from './role-api';
import { StaffApi, type StaffPageQuery } from './staff-api';

/**
 * What the settings views read, keyed by resource and parameters. The tags name what a change
 * touches: a staff change reloads the staff pages, and also the department tree and the role list,
 * whose member counts follow it. Tags are shared across areas: the department tree is core's
 * `departmentTreeQuery` (`@core/components`), tagged `departments` and `staff` too.
 */
export const SettingsTag = {
  staff: 'staff',
  staffFields: 'staff-fields',
  departments: 'departments',
  roles: 'roles',
  applications: 'applications',
  owner: 'owner',
} as const;

export const staffPageQuery = defineQuery({
  key: ['settings', 'staff', 'page'],
  service: StaffApi,
  fetch: (api, query: StaffPageQuery, signal) => api.page(query, { signal }),
  tags: [SettingsTag.staff],
});

export const staffDetailQuery = defineQuery({
  key: ['settings', 'staff', 'detail'],
  service: StaffApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [SettingsTag.staff],
});

export const staffFieldsQuery = defineQuery({
  key: ['settings', 'staff', 'fields'],
  service: StaffApi,
  fetch: (api, _: undefined, signal) => api.fields({ signal }),
  tags: [SettingsTag.staffFields],
});

export const roleListQuery = defineQuery({
  key: ['settings', 'roles', 'list'],
  service: RoleApi,
  fetch: (api, _: undefined, signal) => api.list({ signal }),
  tags: [SettingsTag.roles, SettingsTag.staff],
});

/** A role with the resource codes it grants (角色授权). */
export const roleDetailQuery = defineQuery({
  key: ['settings', 'roles', 'detail'],
  service: RoleApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [SettingsTag.roles],
});

/** What a role may be granted: every installed application with resources (follows the application centre). */
export const grantableResourcesQuery = defineQuery({
  key: ['settings', 'roles', 'resources'],
  service: RoleApi,
  fetch: (api, _: undefined, signal) => api.resourceTree({ signal }),
  tags: [SettingsTag.roles, SettingsTag.applications],
});

/** A department's members (its own, or with its sub-departments'): they follow staff changes too. */
export const departmentMemberPageQuery = defineQuery({
  key: ['settings', 'departments', 'members'],
  service: DepartmentApi,
  // The client takes no signal yet: a page left is dropped rather than cancelled.
  fetch: (api, query: DepartmentMemberQuery) => api.memberPage(query),
  tags: [SettingsTag.departments, SettingsTag.staff],
});

/** A role's members: adding or taking off members changes `roles` (their counts) and `staff`. */
export const roleMemberPageQuery = defineQuery({
  key: ['settings', 'roles', 'members'],
  service: RoleApi,
  fetch: (api, query: RoleMemberQuery) => api.memberPage(query),
  tags: [SettingsTag.roles, SettingsTag.staff],
});

export const applicationPageQuery = defineQuery({
  key: ['settings', 'applications', 'page'],
  service: ManagedApplicationApi,
  fetch: (api, query: ManagedApplicationQuery, signal) => api.page(query, { signal }),
  tags: [SettingsTag.applications],
});

export const applicationDetailQuery = defineQuery({
  key: ['settings', 'applications', 'detail'],
  service: ManagedApplicationApi,
  fetch: async (api, uniqueId: string, signal) => {
    const [application, resources] = await Promise.all([
      api.detail(uniqueId, { signal }),
      api.resourceTree(uniqueId, { signal }),
    ]);
    return { application, resources };
  },
  tags: [SettingsTag.applications],
});

/** The organisation's park profile (园区详情). */
export const ownerInfoQuery = defineQuery({
  key: ['settings', 'owner', 'info'],
  service: OwnerApi,
  fetch: (api, _: undefined, signal) => api.detail({ signal }),
  tags: [SettingsTag.owner],
});
