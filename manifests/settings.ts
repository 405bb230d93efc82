import { KnownAgentId } from './known-applications';
import { action, defineManifest, directory, menu } from './resource-types';

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
            menu('STAFF_CONFIG', '员工配置', { isHidden: true }),
            menu('STAFF_DETAIL', '员工详情', { isHidden: true }),
            menu('STAFF_ADD', '新增员工', { isHidden: true }),
            menu('STAFF_MODIFY', '编辑员工', { isHidden: true }),
            action('STAFF_REMOVE', '删除员工'),
            action('STAFF_EXPORT', '导出员工'),
          ],
        }),
        menu('PC_APPLICATION_MANAGEMENT', '应用管理', {
          children: [
            action('APPLICATION_MODIFY_STATE', '启停应用'),
            action('APPLICATION_REMOVE', '移除应用'),
          ],
        }),
        menu('PC_ROLE_MANAGEMENT', '角色管理', {
          children: [
            action('ROLE_ADD', '新增角色'),
            action('ROLE_MODIFY', '编辑角色'),
            action('ROLE_REMOVE', '删除角色'),
          ],
        }),
      ],
      { iconUrl: 'setting' },
    ),
  ],
});
