import { AppMain } from '@core/layout/app-main/app-main';
import { fixedBarItems } from '@core/layout/fixed-bar/fixed-bar-items';
import { Sidebar } from '@core/layout/sidebar/sidebar';
import { TagsView } from '@core/layout/tags-view/tags-view';
import { type AtriumPlugin, definePlugin } from '@core/plugin/define-plugin';
import { PluginRegistry } from '@core/plugin/plugin-registry';
import type { Resource } from '@core/routing/resource';
import { flattenRoutes } from '@core/routing/route-factory';
import { PermissionStore } from '@core/stores/permission-store';
import { TabsStore } from '@core/stores/tabs-store';
import { areaManifests } from '@manifests/index';
import { definePermissions } from '@manifests/resource-codes';
import { defineManifest, menu, type ResourceDeclaration } from '@manifests/resource-types';
import { plugins } from '@plugins/index';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import visitorLog from '@tests/fixtures/visitor-log';
import { visitorLogManifest } from '@tests/fixtures/visitor-log/manifest';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { LocationProbe, signedIn } from '../layout/sidebar/layout-fixtures';

/** A manifest's tree as the server returns it after seeding (resources with `childs`). */
function resourcesOf(
  declarations: readonly ResourceDeclaration[],
  parentCode: string | null = null,
): Resource[] {
  return declarations.map(({ children, ...resource }) => ({
    ...resource,
    parentCode,
    childs: resourcesOf(children ?? [], resource.code),
  }));
}

const shipped = (...extra: AtriumPlugin[]) => createTestContainer({ plugins: [...plugins, ...extra] });

describe('a plugin outside the shipped ones (tests/fixtures/visitor-log)', () => {
  it('is registered nowhere in the repository', () => {
    expect(plugins.map((plugin) => plugin.id)).not.toContain('visitor-log');
    expect(areaManifests.map((manifest) => manifest.id)).not.toContain('visitor-log');
  });

  it('appears in the menu, routes to its views and opens its tabs beside the shipped plugins', async () => {
    const test = await signedIn({
      plugins: [...plugins, visitorLog],
      // As the server answers once the fixture's manifest is seeded: a shipped area and the fixture.
      resources: resourcesOf([
        ...areaManifests.find((m) => m.id === 'notice')!.resources,
        ...visitorLogManifest.resources,
      ]),
    });

    // The real route factory turned its resources into routes with its lazy views and meta.
    const permissions = test.service(PermissionStore);
    const routes = flattenRoutes(permissions.routes);
    expect(routes.find((route) => route.name === 'VISITOR_LOG_LIST')).toMatchObject({
      fullPath: '/visitor-log/list',
      plugin: 'visitor-log',
      meta: { title: '访客记录' },
    });
    expect(routes.find((route) => route.name === 'VISITOR_LOG_DETAIL')).toMatchObject({
      fullPath: '/visitor-log/detail',
      plugin: 'visitor-log',
      meta: { hidden: true, tabPerQuery: true, activeMenu: '/visitor-log/list' },
    });
    expect(permissions.holds('VISITOR_LOG_ADD')).toBe(true);

    await act(async () => {
      renderWithServices(
        <>
          <Sidebar />
          <TagsView />
          <AppMain />
          <LocationProbe />
        </>,
        { container: test.container, path: '/visitor-log/list' },
      );
    });

    // Its menu in the sidebar, selected; its view rendered with the service its module contributed.
    const sidebar = screen.getByRole('menu');
    expect(within(sidebar).getByRole('menuitem', { name: /访客记录/ })).toHaveClass('ant-menu-item-selected');
    const list = await screen.findByRole('region', { name: '访客记录页' });
    expect(within(list).getByText('赵敏')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: '登记访客' })).toBeInTheDocument();

    // Its tab, titled from its resource, active.
    const tabs = test.service(TabsStore);
    const tabBar = within(screen.getByRole('navigation', { name: '标签页' }));
    expect(tabBar.getByRole('link', { name: /访客记录/ })).toHaveAttribute('aria-current', 'page');
    expect(tabs.activeKey).toBe('/visitor-log/list');

    // A hidden page: one tab per record, its menu still highlighted.
    await userEvent.setup({ delay: null }).click(within(list).getByRole('link', { name: '钱程' }));
    expect(await screen.findByRole('region', { name: '访客详情页' })).toHaveTextContent('钱程，来自青禾设计');
    expect(screen.getByTestId('location')).toHaveTextContent('/visitor-log/detail?id=v2');
    expect(tabBar.getByRole('link', { name: /访客详情/ })).toHaveAttribute('aria-current', 'page');
    expect(tabs.visitedViews.map((view) => [view.key, view.title])).toEqual([
      ['/dashboard', '工作台'],
      ['/visitor-log/list', '访客记录'],
      ['/visitor-log/detail?id=v2', '访客详情'],
    ]);
    expect(within(sidebar).getByRole('menuitem', { name: /访客记录/ })).toHaveClass('ant-menu-item-selected');
  });

  it('refuses, in Chinese, a manifest view the plugin has no loader for', () => {
    const { 'visitor-detail': _detail, ...views } = visitorLog.views;
    const incomplete = { ...visitorLog, views } as AtriumPlugin;
    expect(() => shipped(incomplete)).toThrow(
      '插件 visitor-log 的清单为 VISITOR_LOG_DETAIL 声明了视图 visitor-detail，但插件没有注册它',
    );
  });

  it('refuses a resource code another area already claims, naming both', () => {
    const manifest = defineManifest({
      ...visitorLogManifest,
      resources: [...visitorLogManifest.resources, menu('NOTICE_LIST', '访客消息')],
    });
    expect(() => shipped(definePlugin({ ...visitorLog, manifest }))).toThrow(
      '资源编码 NOTICE_LIST 被 notice 与 visitor-log 重复声明',
    );
  });

  it('adds its own fixed-bar entry by declaring it in its manifest, in its declared order', () => {
    const manifest = defineManifest({
      ...visitorLogManifest,
      shell: {
        fixedBar: { label: '访客', icon: 'team', code: 'VISITOR_LOG_LIST', when: 'granted', order: 35 },
      },
    });
    const { container } = shipped(definePlugin({ ...visitorLog, manifest }));
    const everything = { holdsApplication: () => true, grants: () => true };
    const items = fixedBarItems(container.get<PluginRegistry>(PluginRegistry).plugins, everything);
    expect(items.map((item) => [item.label, item.path])).toEqual([
      ['工作台', '/dashboard'],
      ['审批', '/PC_APPROVAL_MANAGEMENT'],
      ['应用中心', '/PC_APPLICATION_CENTER'],
      ['访客', '/visitor-log/list'],
      ['设置', '/PC_SETTING_MANAGEMENT'],
    ]);
    const notGranted = { holdsApplication: () => false, grants: () => false };
    expect(
      fixedBarItems(container.get<PluginRegistry>(PluginRegistry).plugins, notGranted).map(
        (item) => item.label,
      ),
    ).toEqual(['工作台', '应用中心']);
  });

  it('refuses a shell entry for a code its resource tree lacks', () => {
    const manifest = defineManifest({
      ...visitorLogManifest,
      shell: { navbarLink: { label: '访客', code: 'VISITOR_TYPO', when: 'always', order: 1 } },
    });
    expect(() => shipped(definePlugin({ ...visitorLog, manifest }))).toThrow(
      '插件 visitor-log 的清单在 shell.navbarLink 中使用了编码 VISITOR_TYPO，但它的资源树中没有这个编码',
    );
  });

  it('refuses a plugin registered twice, and a manifest that is not its own', () => {
    expect(() => shipped(visitorLog, visitorLog)).toThrow('插件 visitor-log 被重复注册');
    const stray = { ...visitorLog, id: 'visitors' } as unknown as AtriumPlugin;
    expect(() => shipped(stray)).toThrow('插件 visitors 的清单标识是 visitor-log，两者必须一致');
  });

  it('refuses a view declared for a code its resource tree lacks', () => {
    const manifest = {
      ...visitorLogManifest,
      views: { ...visitorLogManifest.views, VISITOR_LOG_TYPO: { view: 'visitor-list' } },
    };
    expect(() => shipped({ ...visitorLog, manifest } as AtriumPlugin)).toThrow(
      '插件 visitor-log 的清单为 VISITOR_LOG_TYPO 声明了视图 visitor-list，但它的资源树中没有这个编码',
    );
  });

  it('refuses a permission name whose code the manifest does not declare', () => {
    expect(() => definePermissions(visitorLogManifest, { remove: 'VISITOR_LOG_REMOVE' })).toThrow(
      '清单 visitor-log 的权限 remove 使用了编码 VISITOR_LOG_REMOVE，但它的资源树中没有这个编码',
    );
  });
});
