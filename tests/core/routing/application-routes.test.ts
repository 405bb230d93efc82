import {
  applicationBasePath,
  applicationOfPath,
  applicationRoute,
  hasPcEntry,
  NO_APPLICATION_PERMISSION,
  type RegisteredApplication,
} from '@core/routing/application-routes';
import type { Resource } from '@core/routing/resource';
import { ResourceType } from '@core/routing/resource';
import { flattenRoutes } from '@core/routing/route-factory';
import type { ResolvedView, ViewResolver } from '@core/routing/view-resolver';

const load = () => Promise.resolve({ default: () => null });
const views: ViewResolver = {
  resolve: (_parent, code): ResolvedView | undefined =>
    code === 'APPROVAL_LIST' ? { plugin: 'approval', load, declaration: { view: 'list' } } : undefined,
};

const menu = (code: string, extra: Partial<Resource> = {}): Resource => ({
  type: ResourceType.MenuPc,
  code,
  name: `菜单 ${code}`,
  ...extra,
});
const directory = (code: string, childs: Resource[]): Resource => ({
  type: ResourceType.DirectoryPc,
  code,
  name: `目录 ${code}`,
  childs,
});
const button = (code: string): Resource => ({ type: ResourceType.PermissionAction, code, name: '按钮' });

const entry = (resources: Resource[], mode: 'VIEW' | 'ADMIN' = 'VIEW'): RegisteredApplication => ({
  application: { agentId: 'a8784ccb1fd04634', uniqueId: 'app-1', name: '审批', iconUrl: '' },
  mode,
  resources,
});

describe('installed application routes', () => {
  it('puts every page under /APP/{agentId}/VIEW and opens the first one', () => {
    const route = applicationRoute(
      entry([directory('APPROVAL', [menu('APPROVAL_LIST'), menu('APPROVAL_MINE')])]),
      views,
    );
    expect(route.fullPath).toBe('/APP/a8784ccb1fd04634/VIEW');
    expect(flattenRoutes([route]).map((record) => record.fullPath)).toEqual([
      '/APP/a8784ccb1fd04634/VIEW',
      '/APP/a8784ccb1fd04634/VIEW/APPROVAL',
      '/APP/a8784ccb1fd04634/VIEW/APPROVAL/APPROVAL_LIST',
      '/APP/a8784ccb1fd04634/VIEW/APPROVAL/APPROVAL_MINE',
    ]);
    expect(route.redirect).toBe('/APP/a8784ccb1fd04634/VIEW/APPROVAL');
    expect(route.children[0]?.redirect).toBe('/APP/a8784ccb1fd04634/VIEW/APPROVAL/APPROVAL_LIST');
  });

  it('uses the ADMIN base in admin mode', () => {
    const route = applicationRoute(entry([menu('APPROVAL_LIST')], 'ADMIN'), views);
    expect(route.children.map((record) => record.fullPath)).toEqual([
      '/APP/a8784ccb1fd04634/ADMIN/APPROVAL_LIST',
    ]);
    expect(applicationBasePath('x1', 'ADMIN')).toBe('/APP/x1/ADMIN');
  });

  it('unwraps top-level menus (no layout route inside an application) and rebases absolute paths', () => {
    const route = applicationRoute(entry([menu('HOME', { pathUrl: '/home' }), menu('APPROVAL_LIST')]), views);
    expect(route.children.map((record) => [record.kind, record.fullPath])).toEqual([
      ['menu', '/APP/a8784ccb1fd04634/VIEW/home'],
      ['menu', '/APP/a8784ccb1fd04634/VIEW/APPROVAL_LIST'],
    ]);
  });

  it('marks every route with the agentId and titles its tab with the application name', () => {
    const route = applicationRoute(entry([directory('APPROVAL', [menu('APPROVAL_LIST')])]), views);
    for (const record of flattenRoutes([route])) {
      expect(record.meta.agentId).toBe('a8784ccb1fd04634');
      expect(record.meta.tabTitle).toBe('审批');
    }
    const page = flattenRoutes([route]).at(-1)!;
    expect(page.meta.title).toBe('菜单 APPROVAL_LIST');
  });

  it('resolves views through the plugin registry, and leaves external links alone', () => {
    const route = applicationRoute(
      entry([menu('APPROVAL_LIST'), menu('HELP', { pathUrl: 'https://help.example.com' })]),
      views,
    );
    const [list, help] = route.children;
    expect(list?.plugin).toBe('approval');
    expect(help).toMatchObject({ external: true, fullPath: 'https://help.example.com', load: undefined });
  });

  it('refuses an application with nothing to show on a PC: 暂无该应用相关权限！', () => {
    expect(() => applicationRoute(entry([]), views)).toThrow(NO_APPLICATION_PERMISSION);
    expect(() => applicationRoute(entry([button('ONLY_A_BUTTON')]), views)).toThrow(
      NO_APPLICATION_PERMISSION,
    );
    expect(() =>
      applicationRoute(entry([menu('HELP', { pathUrl: 'https://help.example.com' })]), views),
    ).toThrow(NO_APPLICATION_PERMISSION);
  });

  it('passes on the route factory refusal of a malformed tree', () => {
    expect(() => applicationRoute(entry([directory('BROKEN', [button('X')])]), views)).toThrow(
      '目录下只可以是目录或者菜单，请修改资源！',
    );
  });

  it('reads the application and mode from a path', () => {
    expect(applicationOfPath('/APP/x1/VIEW/home')).toEqual({ agentId: 'x1', mode: 'VIEW' });
    expect(applicationOfPath('/APP/x1/ADMIN')).toEqual({ agentId: 'x1', mode: 'ADMIN' });
    expect(applicationOfPath('/APP/x1/OTHER/home')).toBeUndefined();
    expect(applicationOfPath('/PC_APPROVAL')).toBeUndefined();
  });

  it('finds a PC menu or directory at any depth', () => {
    expect(hasPcEntry([button('X')])).toBe(false);
    expect(hasPcEntry([{ type: ResourceType.MenuApp, code: 'M', name: '移动端菜单' }])).toBe(false);
    expect(hasPcEntry([{ ...button('X'), childs: [menu('DEEP')] }])).toBe(true);
  });
});
