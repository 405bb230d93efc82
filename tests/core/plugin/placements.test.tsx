import { AppMain } from '@core/layout/app-main/app-main';
import { Sidebar } from '@core/layout/sidebar/sidebar';
import { type AtriumPlugin, definePlugin } from '@core/plugin/define-plugin';
import { PluginRegistry } from '@core/plugin/plugin-registry';
import { flattenRoutes } from '@core/routing/route-factory';
import { PermissionStore } from '@core/stores/permission-store';
import { areaResources } from '@manifests/resource-codes';
import { type AreaManifest, defineManifest, directory, menu } from '@manifests/resource-types';
import { plugins } from '@plugins/index';
import { act, screen, within } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { resourcesGranting } from '@tests/support/resources-granting';
import { createTestContainer } from '@tests/support/test-container';
import { LocationProbe, signedIn } from '../layout/sidebar/layout-fixtures';

/**
 * The console side of the map of the areas (issue 32): a menu an area hangs in a directory of an area
 * it depends on comes from the server inside that directory, and opens the placing area's view, found
 * by parent code and code, or 功能开放中 while it has none.
 */

function LedgerPage() {
  return <section aria-label="收支台账页">台账内容</section>;
}

/** A fixture area building on park that hangs 收支台账, with a view, last in 园区运营. */
const ledgerManifest = defineManifest({
  id: 'fixture-ledger',
  dependsOn: ['park'],
  grantedToEveryone: true,
  application: {
    agentId: 'fixtureledger000',
    name: '收支台账',
    pcName: '收支台账',
    category: '财务管理',
    iconUrl: '',
    introduction: '',
    pcUrl: '/FIXTURE_LEDGER',
    appUrl: '',
  },
  views: { FIXTURE_LEDGER: { view: 'ledger', parentCode: 'PC_PARK_OPERATION' } },
  resources: [],
  placements: [
    { under: 'PC_PARK_OPERATION', after: 'PC_PARK_PARKING', resources: [menu('FIXTURE_LEDGER', '收支台账')] },
  ],
});
const ledger = definePlugin({
  id: 'fixture-ledger',
  manifest: ledgerManifest,
  views: { ledger: () => Promise.resolve({ default: LedgerPage }) },
});

/** The admin's tree as the server sends it: every area's own tree with the placed menus inside. */
const everything = (registered: readonly AtriumPlugin[]) =>
  resourcesGranting(
    registered.map((plugin) => plugin.manifest),
    registered.flatMap((plugin) => areaResources(plugin.manifest).map((resource) => resource.code)),
  );

async function showAt(path: string, registered: AtriumPlugin[]) {
  const test = await signedIn({ plugins: registered, resources: everything(registered) });
  await act(async () => {
    renderWithServices(
      <>
        <Sidebar />
        <AppMain />
        <LocationProbe />
      </>,
      { container: test.container, path },
    );
  });
  // rc-menu measures its items once after mounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return test;
}

describe('menus hung in another area’s directory, in the console', () => {
  it('show in 园区运营’s sidebar in the spec’s order; 园区合同 is contract’s and opens 功能开放中 until it has a view', async () => {
    const test = await showAt('/PC_PARK_CONTRACT', [...plugins]);
    const sidebar = screen.getByRole('menu');
    expect(
      within(sidebar)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      '园区概览',
      '企业管理',
      '入驻申请',
      '楼宇管理',
      '场地管理',
      '园区合同',
      '账单管理',
      '退租管理',
      '访客管理',
      '停车券',
    ]);
    expect(within(sidebar).getByRole('menuitem', { name: /园区合同/ })).toHaveClass('ant-menu-item-selected');
    expect(await screen.findByText('功能开放中，敬请期待~')).toBeInTheDocument();
    const routes = flattenRoutes(test.service(PermissionStore).routes);
    expect(routes.find((route) => route.name === 'PC_PARK_BILL')).toMatchObject({
      fullPath: '/PC_PARK_BILL',
      plugin: '',
      load: undefined,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/PC_PARK_CONTRACT');
  });

  it('open the placing plugin’s view, found by parent code and code', async () => {
    const test = await showAt('/FIXTURE_LEDGER', [...plugins, ledger]);
    expect(await screen.findByRole('region', { name: '收支台账页' })).toHaveTextContent('台账内容');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent).slice(-2)).toEqual(['停车券', '收支台账']);
    const route = flattenRoutes(test.service(PermissionStore).routes).find(
      (one) => one.name === 'FIXTURE_LEDGER',
    );
    expect(route).toMatchObject({ plugin: 'fixture-ledger', fullPath: '/FIXTURE_LEDGER' });
    expect(
      test.service<PluginRegistry>(PluginRegistry).resolve('PC_PARK_OPERATION', 'FIXTURE_LEDGER')?.plugin,
    ).toBe('fixture-ledger');
  });

  describe('the registry refuses at start, in Chinese', () => {
    const registering = (registered: AtriumPlugin[]) => () => createTestContainer({ plugins: registered });
    const withManifest = (changes: Partial<AreaManifest>): AtriumPlugin =>
      ({ ...ledger, manifest: { ...ledgerManifest, ...changes } }) as AtriumPlugin;

    it('a placement in a directory of an area the manifest does not depend on', () => {
      expect(registering([...plugins, withManifest({ dependsOn: [] })])).toThrow(
        '区域 fixture-ledger 把资源放在区域 park 的目录 PC_PARK_OPERATION 下，须在 dependsOn 中声明 park',
      );
    });

    it('a placement under a code that is not a directory', () => {
      const underMenu = withManifest({
        placements: [{ under: 'PC_PARK_VENUE', resources: [menu('FIXTURE_LEDGER', '收支台账')] }],
      });
      expect(registering([...plugins, underMenu])).toThrow(
        '区域 fixture-ledger 把资源放在 PC_PARK_VENUE 下，但 PC_PARK_VENUE 不是目录',
      );
    });

    it('a plugin whose area depends on one not registered, and a cycle', () => {
      expect(registering(plugins.filter((plugin) => plugin.id !== 'park'))).toThrow(
        '插件 contract 依赖的插件 park 没有注册',
      );
      const ledgerOwnDirectory = withManifest({
        dependsOn: ['park', 'fixture-loop'],
        resources: [directory('FIXTURE_LEDGER_ROOT', '台账', [])],
      });
      const loop = definePlugin({
        ...ledger,
        id: 'fixture-loop',
        views: {},
        manifest: defineManifest({
          ...ledgerManifest,
          id: 'fixture-loop',
          dependsOn: ['fixture-ledger'],
          views: {},
          placements: [],
          resources: [menu('FIXTURE_LOOP', '循环')],
        }),
      }) as AtriumPlugin;
      expect(registering([...plugins, ledgerOwnDirectory, loop])).toThrow(
        '插件之间存在循环依赖：fixture-ledger → fixture-loop → fixture-ledger',
      );
    });
  });
});
