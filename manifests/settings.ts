import { FIRST_PAGE_QUERY } from './contracts/list-constants';
import { DEPARTMENT_TREE_URL, STAFF_PAGE_URL } from './contracts/settings-constants';
import { KnownAgentId } from './known-applications';
import { definePermissions } from './resource-codes';
import { action, defineManifest, directory, menu } from './resource-types';

/**
 * The settings area. Its permission codes are the contract between the console (which shows a button
 * only to holders, `usePermission`) and the server (which refuses the call to anyone else, route
 * config `permission`): a hidden page menu such as STAFF_ADD counts as a held code like an action.
 */
export const settingsManifest = defineManifest({
  id: 'settings',
  grantedToEveryone: false,
  application: {
    agentId: KnownAgentId.settings,
    name: '设置',
    pcName: '企业设置',
    category: '基础管理',
    iconUrl: '',
    introduction: '园区详情、组织架构、员工、应用与角色权限的统一管理。',
    pcUrl: '/PC_SETTING_MANAGEMENT',
    appUrl: '',
  },
  views: {
    PC_PARK_INFORMATION: { view: 'park-information' },
    PC_STAFF_MANAGEMENT: {
      view: 'staff-list',
      // Its first page and the department filter's tree, as the page asks for them.
      firstCalls: [{ url: STAFF_PAGE_URL, body: FIRST_PAGE_QUERY }, { url: DEPARTMENT_TREE_URL }],
      // Drawn by the server for a member opening it (the kit's list, which forty pages are built on).
      drawnChunk: 'plugin-settings-staff',
    },
    STAFF_ADD: { view: 'staff-add' },
    STAFF_MODIFY: { view: 'staff-modify', tabPerQuery: true },
    STAFF_DETAIL: { view: 'staff-detail', tabPerQuery: true },
    STAFF_CONFIG: { view: 'staff-config' },
    PC_APPLICATION_MANAGEMENT: { view: 'application-management' },
    PC_ROLE_MANAGEMENT: { view: 'role-management' },
    PC_ORG_MANAGEMENT: { view: 'organization' },
  },
  // A member granted PC_SETTING_MANAGEMENT finds the settings area on the fixed bar.
  shell: {
    fixedBar: { label: '设置', icon: 'setting', code: 'PC_SETTING_MANAGEMENT', when: 'granted', order: 40 },
  },
  resources: [
    directory(
      'PC_SETTING_MANAGEMENT',
      '设置',
      [
        menu('PC_PARK_INFORMATION', '园区详情', {
          children: [action('PARK_INFORMATION_MODIFY', '编辑园区详情')],
        }),
        menu('PC_ORG_MANAGEMENT', '组织管理', {
          children: [
            action('ORG_ADD', '新增部门'),
            action('ORG_MODIFY', '编辑部门'),
            action('ORG_REMOVE', '删除部门'),
          ],
        }),
        menu('PC_STAFF_MANAGEMENT', '员工管理', {
          children: [
            menu('STAFF_CONFIG', '员工字段配置', { isHidden: true, pathUrl: '/childsPage/configureForms' }),
            menu('STAFF_DETAIL', '员工详情', { isHidden: true, pathUrl: '/childsPage/staffDetail' }),
            menu('STAFF_ADD', '新增员工', { isHidden: true, pathUrl: '/childsPage/staffAdd' }),
            menu('STAFF_MODIFY', '编辑员工', { isHidden: true, pathUrl: '/childsPage/staffModify' }),
            action('STAFF_STATE', '启用/停用员工'),
            action('STAFF_REMOVE', '删除员工'),
            action('STAFF_IMPORT', '导入员工'),
          ],
        }),
        menu('PC_APPLICATION_MANAGEMENT', '应用管理', {
          children: [
            action('APPLICATION_MODIFY_STATE', '启停应用'),
            action('APPLICATION_ROLES', '设置可用角色'),
            action('APPLICATION_REMOVE', '移除应用'),
          ],
        }),
        menu('PC_ROLE_MANAGEMENT', '角色管理', {
          children: [
            action('ROLE_ADD', '新增角色'),
            action('ROLE_MODIFY', '重命名角色'),
            action('ROLE_GRANT', '角色授权'),
            action('ROLE_MEMBER', '分配成员'),
            action('ROLE_REMOVE', '删除角色'),
          ],
        }),
      ],
      { iconUrl: 'setting' },
    ),
  ],
});

/** The settings area's permission codes, named once for the console and the server. */
export const SettingsPermission = definePermissions(settingsManifest, {
  parkInformation: 'PC_PARK_INFORMATION',
  parkInformationModify: 'PARK_INFORMATION_MODIFY',
  organization: 'PC_ORG_MANAGEMENT',
  departmentAdd: 'ORG_ADD',
  departmentModify: 'ORG_MODIFY',
  departmentRemove: 'ORG_REMOVE',
  staff: 'PC_STAFF_MANAGEMENT',
  staffConfig: 'STAFF_CONFIG',
  staffDetail: 'STAFF_DETAIL',
  staffAdd: 'STAFF_ADD',
  staffModify: 'STAFF_MODIFY',
  staffState: 'STAFF_STATE',
  staffRemove: 'STAFF_REMOVE',
  staffImport: 'STAFF_IMPORT',
  applications: 'PC_APPLICATION_MANAGEMENT',
  applicationState: 'APPLICATION_MODIFY_STATE',
  applicationRoles: 'APPLICATION_ROLES',
  applicationRemove: 'APPLICATION_REMOVE',
  roles: 'PC_ROLE_MANAGEMENT',
  roleAdd: 'ROLE_ADD',
  roleModify: 'ROLE_MODIFY',
  roleGrant: 'ROLE_GRANT',
  roleMember: 'ROLE_MEMBER',
  roleRemove: 'ROLE_REMOVE',
});
