import { shellRoutes } from '@core/app/shell-routes';
import { useService } from '@core/di/services-context';
import { viewLoaderOf } from '@core/layout/app-main/view-component';
import Layout from '@core/layout/layout';
import { definePlugin } from '@core/plugin/define-plugin';
import type { Resource } from '@core/routing/resource';
import type { ViewModule } from '@core/routing/route-record';
import { loadedView } from '@core/routing/view-loading';
import { PermissionStore } from '@core/stores/permission-store';
import { defineManifest, directory, menu, type ResourceDeclaration } from '@manifests/resource-types';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { observer } from 'mobx-react-lite';
import { useRoutes } from 'react-router-dom';
import { LocationProbe, signedIn } from '../sidebar/layout-fixtures';

const manifest = defineManifest({
  id: 'prefetch-test',
  grantedToEveryone: true,
  application: {
    agentId: 'prefetch0test000',
    name: '预取测试',
    pcName: '预取测试',
    category: '测试',
    iconUrl: '',
    introduction: '',
    pcUrl: '',
    appUrl: '',
  },
  shell: { fixedBar: { label: '报表', icon: 'audit', code: 'T_REPORTS', when: 'always', order: 90 } },
  resources: [
    directory('T_AREA', '测试区', [
      menu('T_FIRST', '首页'),
      menu('T_SECOND', '第二页'),
      menu('T_LATER', '待上线'),
    ]),
    directory('T_REPORTS', '报表', [menu('T_REPORT', '月报')]),
  ],
  views: { T_FIRST: { view: 'first' }, T_SECOND: { view: 'second' }, T_REPORT: { view: 'report' } },
});

function toResource(declaration: ResourceDeclaration): Resource {
  const { children, ...rest } = declaration;
  return { ...rest, childs: (children ?? []).map(toResource) };
}

const viewOf = (text: string): ViewModule => ({ default: () => <p>{text}</p> });

/** Fresh loaders per test: what was loaded is remembered per loader, as per chunk in the browser. */
function loaders() {
  return {
    first: jest.fn(async () => viewOf('首页内容')),
    second: jest.fn(async () => viewOf('第二页内容')),
    report: jest.fn(async () => viewOf('月报内容')),
  };
}

/** The layout with the console's signed-in routes inside (an area's directory redirects to its first page). */
const Shell = observer(function Shell() {
  const permissions = useService(PermissionStore);
  return useRoutes([{ element: <Layout />, children: shellRoutes(permissions) }]);
});

/** The whole shell on the test area's first page, its views loaded through `views`. */
async function renderShell(views: ReturnType<typeof loaders>) {
  const plugin = definePlugin({ id: 'prefetch-test', manifest, views });
  const test = await signedIn({ plugins: [plugin], resources: manifest.resources.map(toResource) });
  renderWithServices(
    <>
      <Shell />
      <LocationProbe />
    </>,
    { container: test.container, path: '/T_FIRST' },
  );
  expect(await screen.findByText('首页内容')).toBeInTheDocument();
  // rc-menu measures its items once after mounting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return test;
}

const sidebarLink = (name: string) =>
  within(screen.getByRole('complementary', { name: '侧边菜单' })).getByRole('link', { name });
const user = () => userEvent.setup({ delay: null });

describe('prefetching a view from its menu item', () => {
  it('loads nothing on render: only the page shown', async () => {
    const views = loaders();
    await renderShell(views);
    expect(sidebarLink('第二页')).toBeInTheDocument();
    expect(views.first).toHaveBeenCalledTimes(1);
    expect(views.second).not.toHaveBeenCalled();
    expect(views.report).not.toHaveBeenCalled();
  });

  it('loads the view once when its item is pointed at and focused; the click then uses that load', async () => {
    const views = loaders();
    await renderShell(views);
    const link = sidebarLink('第二页');
    await user().hover(link);
    expect(views.second).toHaveBeenCalledTimes(1);
    await user().unhover(link);
    await user().hover(link);
    act(() => link.focus());
    expect(views.second).toHaveBeenCalledTimes(1);

    await user().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/T_SECOND$/);
    expect(await screen.findByText('第二页内容')).toBeInTheDocument();
    expect(views.second).toHaveBeenCalledTimes(1);
  });

  it('loads the first page of an area when its fixed-bar entry is reached by keyboard', async () => {
    const views = loaders();
    await renderShell(views);
    const area = within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', {
      name: '报表',
    });
    act(() => area.focus());
    expect(views.report).toHaveBeenCalledTimes(1);

    await user().keyboard('{Enter}');
    expect(await screen.findByText('月报内容')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/T_REPORT$/);
    expect(views.report).toHaveBeenCalledTimes(1);
  });

  it('forgets a prefetch that failed: the click loads the view again and shows it', async () => {
    const views = loaders();
    const failure = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });
    views.second.mockRejectedValueOnce(failure);
    const test = await renderShell(views);
    await user().hover(sidebarLink('第二页'));
    expect(views.second).toHaveBeenCalledTimes(1);
    // The failure settles unseen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(test.notifier.errors).toEqual([]);

    await user().click(sidebarLink('第二页'));
    expect(await screen.findByText('第二页内容')).toBeInTheDocument();
    expect(views.second).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('页面出错了')).not.toBeInTheDocument();
  });

  it("loads the coming-soon page's code for a page whose area has no view for it yet", async () => {
    const test = await renderShell(loaders());
    const record = test
      .service(PermissionStore)
      .viewRoutes.find(({ pattern }) => pattern === '/T_LATER')!.record;
    expect(record.load).toBeUndefined();
    await user().hover(sidebarLink('待上线'));
    await waitFor(() => expect(loadedView(viewLoaderOf(record))).toBeDefined());
  });
});
