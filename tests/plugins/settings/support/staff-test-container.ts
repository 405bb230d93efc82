import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { settingsManifest } from '@manifests/settings';
import settingsPlugin from '@plugins/settings';
import { DepartmentApi } from '@plugins/settings/api/department-api';
import { RoleApi } from '@plugins/settings/api/role-api';
import { StaffApi } from '@plugins/settings/api/staff-api';
import { resourcesGranting } from '@tests/support/resources-granting';
import { createTestContainer } from '@tests/support/test-container';
import { FakeRoleApi } from './fake-role-api';
import { FakeDepartmentApi, FakeStaffApi } from './fake-staff-api';

/** The settings resources holding `codes`, as the server sends a member's tree. */
export const settingsResourcesGranting = (codes: readonly string[]) =>
  resourcesGranting(settingsManifest, codes);

/** Every code of 员工管理. */
export const ALL_STAFF_CODES = [
  'PC_STAFF_MANAGEMENT',
  'STAFF_CONFIG',
  'STAFF_DETAIL',
  'STAFF_ADD',
  'STAFF_MODIFY',
  'STAFF_STATE',
  'STAFF_REMOVE',
  'STAFF_IMPORT',
];

/**
 * A signed-in member (not an admin) holding `codes`, with the settings plugin and its staff,
 * department and role APIs swapped for in-memory fakes.
 */
export async function staffTestContainer(options: { codes?: readonly string[] } = {}) {
  const staff = new FakeStaffApi();
  const departments = new FakeDepartmentApi();
  const roles = new FakeRoleApi();
  const test = createTestContainer({
    plugins: [settingsPlugin],
    overrides: (c) => {
      c.rebind(StaffApi).toConstantValue(staff);
      c.rebind(DepartmentApi).toConstantValue(departments);
      c.rebind(RoleApi).toConstantValue(roles);
    },
  });
  if (test.api.user) test.api.user.isAdmin = false;
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: settingsResourcesGranting(options.codes ?? ALL_STAFF_CODES),
  };
  await test.service(SessionStore).loadUserInfo();
  await test.service(PermissionStore).generate();
  return { ...test, staff, departments, roles };
}
