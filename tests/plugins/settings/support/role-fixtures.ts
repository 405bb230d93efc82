import { type ResourceDeclaration, ResourceType } from '@manifests/resource-types';
import { settingsManifest } from '@manifests/settings';
import type { GrantableApplication, GrantableResource, RoleSummary } from '@plugins/settings/api/role-api';

/** A manifest's declarations as the server's grant tree returns them. */
function grantable(
  declarations: readonly ResourceDeclaration[],
  parentCode: string | null,
): GrantableResource[] {
  return declarations.map((declaration, sort) => ({
    code: declaration.code,
    name: declaration.name,
    type: declaration.type,
    pathUrl: declaration.pathUrl ?? '',
    pathType: declaration.pathType ?? 'RESOURCE_PATH_TYPE_INTERNAL',
    isHidden: declaration.isHidden ?? false,
    iconUrl: declaration.iconUrl ?? '',
    parentCode,
    sort,
    childs: grantable(declaration.children ?? [], declaration.code),
  }));
}

/**
 * Two installed applications: 设置 exactly as its manifest declares it (directory, menus, hidden
 * pages, actions) and a small 审批 with a data permission under a menu.
 */
export const GRANTABLE_APPLICATIONS: GrantableApplication[] = [
  {
    uniqueId: 'app-settings',
    agentId: settingsManifest.application.agentId,
    name: '设置',
    iconUrl: '',
    resources: grantable(settingsManifest.resources, null),
  },
  {
    uniqueId: 'app-approval',
    agentId: 'a8784ccb1fd04634',
    name: '审批',
    iconUrl: '',
    resources: grantable(
      [
        {
          code: 'PC_APPROVAL_CENTER',
          name: '审批中心',
          type: ResourceType.MenuPc,
          children: [
            { code: 'APPROVAL_EXPORT', name: '导出审批', type: ResourceType.PermissionAction },
            { code: 'APPROVAL_DATA_ALL', name: '查看全部审批', type: ResourceType.PermissionData },
          ],
        },
      ],
      null,
    ),
  },
];

/** Every code of the two applications, in tree order. */
export function allGrantableCodes(applications = GRANTABLE_APPLICATIONS): string[] {
  const codes: string[] = [];
  const walk = (resources: readonly GrantableResource[]) => {
    for (const resource of resources) {
      codes.push(resource.code);
      walk(resource.childs);
    }
  };
  for (const application of applications) walk(application.resources);
  return codes;
}

export const role = (uniqueId: string, name: string, overrides: Partial<RoleSummary> = {}): RoleSummary => ({
  uniqueId,
  name,
  builtIn: false,
  memberCount: 0,
  createdAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});
