import { DirectoryApi } from '@core';
import settingsPlugin from '@plugins/settings';
import { DepartmentApi } from '@plugins/settings/api/department-api';
import { RoleApi } from '@plugins/settings/api/role-api';
import { StaffApi } from '@plugins/settings/api/staff-api';
import { signedInContainer } from '@tests/support/signed-in-container';
import { FakeRoleApi } from './fake-role-api';
import { FakeDepartmentApi, FakeStaffApi } from './fake-staff-api';

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
  const test = await signedInContainer({
    plugin: settingsPlugin,
    codes: options.codes ?? ALL_STAFF_CODES,
    overrides: (c) => {
      c.rebind(StaffApi).toConstantValue(staff);
      c.rebind(DepartmentApi).toConstantValue(departments);
      c.rebind(DirectoryApi).toConstantValue(departments);
      c.rebind(RoleApi).toConstantValue(roles);
    },
  });
  return { ...test, staff, departments, roles };
}
