import { ApplicationApi } from '@core/api/application-api';
import type { HeldApplication } from '@core/api/auth-api';
import type { Resource } from '@core/routing/resource';
import { StorageKeys } from '@core/services/storage-service';
import { InstalledAppsStore } from '@core/stores/installed-apps-store';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { FakeApplicationApi } from '@tests/support/fakes/fake-application-api';
import { createTestContainer } from '@tests/support/test-container';

const approval: HeldApplication = {
  agentId: 'a8784ccb1fd04634',
  uniqueId: 'app-approval',
  applicationUniqueId: 'app-approval',
  name: '审批',
  pcName: '审批管理',
  iconUrl: '',
  introduction: '',
  categoryName: '协同办公',
  pcUrl: '/APPROVAL',
  appUrl: '',
  state: 1,
  inState: 1,
  expiredTime: null,
};
const tree: Resource[] = [{ type: 'RESOURCE_TYPE_MENU_PC', code: 'APPROVAL_LIST', name: '审批列表' }];

function setup() {
  const applications = new FakeApplicationApi();
  const test = createTestContainer({
    overrides: (c) => c.rebind(ApplicationApi).toConstantValue(applications),
  });
  return { ...test, applications, store: test.service(InstalledAppsStore) };
}

describe('InstalledAppsStore', () => {
  it('registers an application: its routes join the permitted ones, titled by its PC name', () => {
    const { store, service } = setup();
    const first = store.register(approval, 'VIEW', tree);
    expect(first).toBe('/APP/a8784ccb1fd04634/VIEW/APPROVAL_LIST');
    expect(store.isRegistered('a8784ccb1fd04634', 'VIEW')).toBe(true);
    expect(store.isRegistered('a8784ccb1fd04634', 'ADMIN')).toBe(false);
    const permissions = service(PermissionStore);
    expect(permissions.viewRoutes.map((route) => route.pattern)).toContain(first);
    expect(permissions.routes.at(-1)?.meta.tabTitle).toBe('审批管理');
  });

  it('refuses an application with no PC menu, registering nothing', () => {
    const { store } = setup();
    expect(() => store.register(approval, 'VIEW', [])).toThrow('暂无该应用相关权限！');
    expect(store.entries).toEqual([]);
  });

  it('remembers registrations in session storage and re-adds them on reload', () => {
    const first = setup();
    first.store.register(approval, 'VIEW', tree);
    expect(first.storage.session.get(StorageKeys.appRoutes)).toHaveLength(1);
    const reloaded = createTestContainer();
    reloaded.storage.session.set(StorageKeys.appRoutes, first.storage.session.get(StorageKeys.appRoutes));
    const store = reloaded.service(InstalledAppsStore);
    expect(store.isRegistered('a8784ccb1fd04634', 'VIEW')).toBe(true);
  });

  it('drops saved entries that are malformed or no longer routable', () => {
    const test = createTestContainer();
    test.storage.session.set(StorageKeys.appRoutes, [
      { application: { agentId: 'x' }, mode: 'VIEW', resources: [] },
      { nonsense: true },
      'text',
    ]);
    expect(test.service(InstalledAppsStore).entries).toEqual([]);
  });

  it("looks an unknown agentId up in the member's applications first, without the launch lookup", async () => {
    const { store, applications, service } = setup();
    service(SessionStore).applications = [approval];
    applications.trees.set('app-approval', tree);
    await store.ensure('a8784ccb1fd04634', 'VIEW');
    expect(applications.calls).toEqual(['resourceTree app-approval']);
    expect(store.isRegistered('a8784ccb1fd04634', 'VIEW')).toBe(true);
  });

  it('else by the launch lookup; its failure message is the refusal', async () => {
    const { store, applications } = setup();
    applications.lookups.set('a8784ccb1fd04634', { success: true, data: approval, message: '' });
    applications.trees.set('app-approval', tree);
    await store.ensure('a8784ccb1fd04634', 'ADMIN');
    expect(applications.calls).toEqual(['agentDetail a8784ccb1fd04634', 'resourceTree app-approval']);
    await expect(store.ensure('unknown0agent000', 'VIEW')).rejects.toThrow('应用不存在');
  });

  it('follows the server’s launch: refused with its sentence, or the area page an application without pages opens', async () => {
    const { store, applications, service } = setup();
    const fee = {
      ...approval,
      agentId: 'uqmz4h18ymoqozp7',
      applicationUniqueId: 'app-fee',
      launch: { usable: true as const, opens: { kind: 'page' as const, path: '/PC_PARK_BILL' } },
    };
    const stopped = {
      ...approval,
      agentId: 'hr03payroll00000',
      launch: {
        usable: false as const,
        reason: '停用' as const,
        message: '应用已被停用，请联系企业管理员！',
      },
    };
    service(SessionStore).applications = [fee, stopped];
    expect(await store.ensure('uqmz4h18ymoqozp7', 'VIEW')).toBe('/PC_PARK_BILL');
    expect(store.isRegistered('uqmz4h18ymoqozp7', 'VIEW')).toBe(false);
    await expect(store.ensure('hr03payroll00000', 'VIEW')).rejects.toThrow(
      '应用已被停用，请联系企业管理员！',
    );
    expect(applications.calls).toEqual(['resourceTree app-fee']);
  });

  it('is forgotten with the session (logout, switch organisation)', () => {
    const { store, storage, service } = setup();
    store.register(approval, 'VIEW', tree);
    service(PermissionStore).reset();
    expect(store.entries).toEqual([]);
    expect(storage.session.get(StorageKeys.appRoutes)).toBeUndefined();
  });
});
