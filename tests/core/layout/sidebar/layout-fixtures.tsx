import type { HeldApplication, Organization } from '@core/api/auth-api';
import type { AtriumPlugin } from '@core/plugin/define-plugin';
import { type Resource, ResourcePathType, ResourceType } from '@core/routing/resource';
import { StorageKeys } from '@core/services/storage-service';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { createTestContainer, type TestContainer } from '@tests/support/test-container';
import { useLocation } from 'react-router-dom';

const dir = (code: string, name: string, childs: Resource[], extra: Partial<Resource> = {}): Resource => ({
  type: ResourceType.DirectoryPc,
  code,
  name,
  childs,
  ...extra,
});
const menu = (code: string, name: string, extra: Partial<Resource> = {}): Resource => ({
  type: ResourceType.MenuPc,
  code,
  name,
  pathUrl: `/${code}`,
  ...extra,
});

/** A small resource tree: settings (with hidden pages, a one-child group, an external link), approval, market. */
export const layoutResources: Resource[] = [
  dir(
    'PC_SETTING_MANAGEMENT',
    '设置',
    [
      menu('PC_PARK_INFORMATION', '园区详情'),
      menu('PC_STAFF_MANAGEMENT', '员工管理', {
        childs: [menu('STAFF_DETAIL', '员工详情', { isHidden: true })],
      }),
      menu('PC_SECRET_MENU', '隐藏菜单', { isHidden: true }),
      dir('SETTING_GROUP', '角色分组', [
        menu('PC_ROLE_MANAGEMENT', '角色管理'),
        menu('ROLE_HIDDEN', '隐藏角色页', { isHidden: true }),
      ]),
      dir('SETTING_MORE', '更多设置', [
        menu('PC_ORG_MANAGEMENT', '组织管理'),
        menu('PC_APPLICATION_MANAGEMENT', '应用管理'),
      ]),
      dir('SETTING_LOGS', '日志', [menu('PC_LOGIN_LOG', '登录日志'), menu('PC_OPERATION_LOG', '操作日志')]),
      menu('EXTERNAL_DOCS', '外部文档', {
        pathUrl: 'https://docs.example.com/',
        pathType: ResourcePathType.ExternalUrl,
      }),
    ],
    { iconUrl: 'setting' },
  ),
  dir('PC_APPROVAL_MANAGEMENT', '审批', [menu('PC_APPROVAL_CENTER', '审批中心')], { iconUrl: 'audit' }),
  dir('PC_APPLICATION_CENTER', '应用中心', [menu('PC_APPLICATION_MARKET', '应用市场')], {
    iconUrl: 'appstore',
  }),
];

export const held = (agentId: string, name: string, pcUrl = ''): HeldApplication => ({
  agentId,
  uniqueId: `u-${agentId}`,
  applicationUniqueId: `a-${agentId}`,
  name,
  pcName: name,
  iconUrl: '',
  introduction: '',
  categoryName: '',
  pcUrl,
  appUrl: '',
  state: 1,
  inState: 1,
  expiredTime: null,
});

export const oneOrganization: Organization[] = [
  { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '', nickname: '张伟', isAdmin: true },
];

export interface SignedInOptions {
  resources?: Resource[];
  applications?: HeldApplication[];
  organizations?: Organization[];
  plugins?: AtriumPlugin[];
}

/** A container whose member is signed in, with routes generated from `resources` through the fake API. */
export async function signedIn(options: SignedInOptions = {}): Promise<TestContainer> {
  const test = createTestContainer({ plugins: options.plugins ?? [] });
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: options.resources ?? layoutResources,
  };
  test.api.applicationList = options.applications ?? [];
  // The session reads the organisation list from storage when it is created.
  test.storage.local.set(StorageKeys.organizations, options.organizations ?? test.api.organizationList);
  const session = test.container.get(SessionStore);
  await session.loadUserInfo();
  await test.container.get(PermissionStore).generate();
  test.api.calls = [];
  return test;
}

/** Shows the router's current location, to assert where a flow navigated. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
