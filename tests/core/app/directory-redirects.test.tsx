import { shellRoutes } from '@core/app/shell-routes';
import { useService } from '@core/di/services-context';
import type { AtriumPlugin } from '@core/plugin/define-plugin';
import { flattenRoutes } from '@core/routing/route-factory';
import type { RouteRecord } from '@core/routing/route-record';
import { matchViewRoute } from '@core/routing/view-routes';
import { PermissionStore } from '@core/stores/permission-store';
import { flattenResources } from '@manifests/resource-codes';
import { ResourceType } from '@manifests/resource-types';
import { plugins } from '@plugins/index';
import { screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useRoutes } from 'react-router-dom';
import { renderWithServices } from '../../support/render-with-services';
import { signedInContainer } from '../../support/signed-in-container';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="位置">{location.pathname}</output>;
}

/** The console's signed-in routes (what the layout's main area renders), with a probe for the layout. */
const ShellRoutes = observer(function ShellRoutes() {
  const permissions = useService(PermissionStore);
  const element = useRoutes([
    {
      element: (
        <>
          <LocationProbe />
          <Outlet />
        </>
      ),
      children: shellRoutes(permissions),
    },
  ]);
  return element;
});

/** The page a directory should open: its first visible child, descending through directories. */
function firstPageOf(directory: RouteRecord): RouteRecord {
  const inside = directory.children.filter((child) => !child.external);
  const child = inside.find((candidate) => !candidate.meta.hidden) ?? inside[0];
  if (!child) throw new Error(`${directory.name} 没有可打开的子页面`);
  return child.kind === 'directory' ? firstPageOf(child) : child;
}

/** The directories a member holding every code of the area meets: its own, and those it hangs menus in. */
const directoriesOf = (plugin: AtriumPlugin) => [
  ...flattenResources(plugin.manifest.resources)
    .filter((resource) => resource.type === ResourceType.DirectoryPc)
    .map((resource) => resource.code),
  ...(plugin.manifest.placements ?? []).map((placement) => placement.under),
];

/**
 * The plugins of the areas it depends on, and of the pages whose slots they fill (park's 入驻申请 on
 * 审批详情), registered beside it (the registry refuses it alone); theirs too.
 */
function dependenciesOf(plugin: AtriumPlugin): AtriumPlugin[] {
  const needed = new Set<AtriumPlugin>();
  const visit = (of: AtriumPlugin) => {
    for (const other of plugins) {
      if (other === plugin || needed.has(other)) continue;
      const fills = other.pageSlots?.some((slot) => of.fills?.some((fill) => fill.slot.id === slot.id));
      if (of.manifest.dependsOn?.includes(other.id) || fills) {
        needed.add(other);
        visit(other);
      }
    }
  };
  visit(plugin);
  return [...needed];
}

describe('directory routes (spec §2: a directory redirects to its first child)', () => {
  describe.each(plugins.map((plugin) => [plugin.id, plugin] as const))('area %s', (_id, plugin) => {
    it('sends every directory, as the admin holding every code, to the page of its first visible child', async () => {
      const setup = await signedInContainer({
        plugin,
        dependencies: dependenciesOf(plugin),
        codes: 'all',
        user: { isAdmin: true },
      });
      const permissions = setup.service(PermissionStore);
      const directories = flattenRoutes(permissions.routes).filter((route) => route.kind === 'directory');
      // Every directory the manifest declares became a route: none is left out of the walk below.
      expect(directories.map((route) => route.name).sort()).toEqual(
        [...new Set(directoriesOf(plugin))].sort(),
      );
      for (const directory of directories) {
        const expected = firstPageOf(directory);
        // Before it redirects, no view claims the directory's path (the main area would open its tab).
        expect(matchViewRoute(permissions.viewRoutes, directory.fullPath)).toBeUndefined();
        const view = renderWithServices(<ShellRoutes />, {
          container: setup.container,
          path: directory.fullPath,
        });
        const landed = screen.getByRole('status', { name: '位置' }).textContent ?? '';
        expect({ from: directory.fullPath, landed }).toEqual({
          from: directory.fullPath,
          landed: expected.fullPath,
        });
        // The page shown there is that child's view, not another route whose path differs only in case.
        expect(matchViewRoute(permissions.viewRoutes, landed)?.record.name).toBe(expected.name);
        view.unmount();
      }
    });
  });
});
