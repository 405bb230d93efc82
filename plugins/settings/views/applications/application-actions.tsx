import type { RowAction } from '@core/crud';
import { SettingsPermission } from '@manifests/settings';
import { ApplicationInState, type ManagedApplication } from '../../api/managed-application-api';
import type { ApplicationChanges } from './use-application-changes';

/**
 * The row actions, each shown only to holders of its code (the server enforces the same): 详情 to
 * all, 启用 at once (harmless), 停用 and 移除 after a confirm saying what members lose.
 */
export function applicationActions(
  changes: ApplicationChanges,
  open: { detail(application: ManagedApplication): void; roles(application: ManagedApplication): void },
): RowAction<ManagedApplication>[] {
  return [
    { key: 'detail', label: '详情', onClick: open.detail },
    {
      key: 'enable',
      label: '启用',
      permission: SettingsPermission.applicationState,
      visible: (application) => application.inState === ApplicationInState.disabled,
      change: changes.enable,
    },
    {
      key: 'disable',
      label: '停用',
      permission: SettingsPermission.applicationState,
      visible: (application) => application.inState !== ApplicationInState.disabled,
      confirm: {
        title: (application) => `停用「${application.name}」？`,
        description: '停用后本组织所有成员（包括管理员）都无法打开该应用，可随时重新启用。',
        okText: '停用',
      },
      change: changes.disable,
    },
    {
      key: 'roles',
      label: '可用角色',
      permission: SettingsPermission.applicationRoles,
      onClick: open.roles,
    },
    {
      key: 'remove',
      label: '移除',
      permission: SettingsPermission.applicationRemove,
      danger: true,
      confirm: {
        title: (application) => `移除「${application.name}」？`,
        description: (
          <div style={{ maxWidth: 280 }}>
            移除后本组织所有成员都将无法使用该应用，工作台和菜单中的入口也会消失；如需再次使用，须到应用中心重新开通。
          </div>
        ),
        okText: '移除',
      },
      change: changes.remove,
    },
  ];
}
