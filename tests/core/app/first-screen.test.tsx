import { preloadFirstScreen, prepareFirstScreen } from '@core/app/first-screen';
import { defineQuery } from '@core/data/define-query';
import { QueryClientService } from '@core/data/query-client-service';
import type { AtriumPlugin, PrepareSlot } from '@core/plugin/define-plugin';
import { DASHBOARD_ROUTE } from '@core/routing/fixed-views';
import { loadedView } from '@core/routing/view-loading';
import { RuntimeConfig } from '@core/services/runtime-config';
import { SessionStore } from '@core/stores/session-store';
import { FIRST_PAGE_QUERY } from '@manifests/contracts/list-constants';
import { directory, menu } from '@manifests/resource-types';
import noticePlugin from '@plugins/notice';
import { act, screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import { message } from '../../plugins/notice/support/fake-notice-api';
import { noticeTestContainer } from '../../plugins/notice/support/notice-test-container';

const Part = () => null;

/** A plugin with what it puts in the navbar and on the workbench, each loader counting its calls. */
function pluginWithSlots() {
  const loaders = {
    navbarActions: jest.fn(async () => ({ default: Part })),
    workbenchStats: jest.fn(async () => ({ default: Part })),
    workbench: jest.fn(async () => ({ default: Part })),
    favourites: jest.fn(async () => ({ default: Part })),
  };
  const view = jest.fn(async () => ({ default: Part }));
  const plugin = {
    id: 'fixture',
    slots: loaders,
    // Only what the first screen reads of a manifest: its tree (for the paths) and its views.
    manifest: {
      id: 'fixture',
      resources: [directory('FIXTURE', '夹具', [menu('FIXTURE_LIST', '夹具列表')])],
      views: {
        FIXTURE_LIST: { view: 'list', firstCalls: [{ url: '/fixture/page', body: FIRST_PAGE_QUERY }] },
      },
    },
    views: { list: view },
  } as unknown as AtriumPlugin;
  return { plugin, loaders, view };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadFirstScreen: a signed-in start asks for its first screen’s code at once', () => {
  it('on the workbench: the navbar’s and the workbench’s parts (not the 收藏 drawer), and the workbench', async () => {
    const { plugin, loaders } = pluginWithSlots();
    preloadFirstScreen([plugin], '/dashboard');
    await settle();
    expect(loaders.navbarActions).toHaveBeenCalledTimes(1);
    expect(loaders.workbenchStats).toHaveBeenCalledTimes(1);
    expect(loaders.workbench).toHaveBeenCalledTimes(1);
    expect(loaders.favourites).not.toHaveBeenCalled();
    expect(loadedView(loaders.workbench)).toEqual({ default: Part });
    expect(loadedView(DASHBOARD_ROUTE.record.load!)).toBeDefined();
  });

  it('on another page: only what every page shows', async () => {
    const { plugin, loaders } = pluginWithSlots();
    preloadFirstScreen([plugin], '/PC_STAFF_MANAGEMENT');
    await settle();
    expect(loaders.navbarActions).toHaveBeenCalledTimes(1);
    expect(loaders.workbenchStats).not.toHaveBeenCalled();
    expect(loaders.workbench).not.toHaveBeenCalled();
  });

  it('at a view’s path: that view’s code at once, before the session’s answers build the routes', async () => {
    const { plugin, view } = pluginWithSlots();
    preloadFirstScreen([plugin], '/FIXTURE_LIST');
    await settle();
    expect(view).toHaveBeenCalledTimes(1);
    preloadFirstScreen([plugin], '/dashboard');
    preloadFirstScreen([plugin], '/PC_STAFF_MANAGEMENT');
    await settle();
    expect(view).toHaveBeenCalledTimes(1);
  });
});

describe('prepareFirstScreen: the first screen’s parts load their data before the layout’s first render', () => {
  const counted = defineQuery({
    key: ['fixture', 'count'],
    service: RuntimeConfig,
    fetch: async () => 7,
  });

  function preparedPlugin(prepare: PrepareSlot) {
    const loaders = {
      workbenchStats: jest.fn(async () => ({ default: Part, prepare })),
      favourites: jest.fn(async () => ({ default: Part, prepare })),
    };
    return { id: 'fixture', slots: loaders, manifest: { views: {} } } as unknown as AtriumPlugin;
  }

  it('gives each part the member’s permissions, the services and the console’s query cache', async () => {
    const test = await signedInContainer({ plugin: noticePlugin, codes: ['NOTICE', 'NOTICE_LIST'] });
    const seen: boolean[] = [];
    const plugin = preparedPlugin(({ can, get, prefetch }) => {
      seen.push(can('NOTICE_LIST'), can('NOTICE_PUBLISH'), get(SessionStore) === test.service(SessionStore));
      return prefetch(counted, undefined);
    });
    await preloadFirstScreen([plugin], '/dashboard');
    await prepareFirstScreen([plugin], '/dashboard', test.container);
    // Once: the 收藏 drawer is not on the first screen.
    expect(seen).toEqual([true, false, true]);
    // The cache the layout's DataProvider shows (the same client, made here first).
    const client = test.service(QueryClientService).current;
    expect(client?.getQueryData(['fixture', 'count'])).toBe(7);
  });

  it('runs no workbench part’s preparation on another page', async () => {
    const test = await signedInContainer({ plugin: noticePlugin, codes: [] });
    const prepare = jest.fn(() => undefined);
    const plugin = preparedPlugin(prepare);
    await preloadFirstScreen([plugin], '/PC_STAFF_MANAGEMENT');
    await prepareFirstScreen([plugin], '/PC_STAFF_MANAGEMENT', test.container);
    expect(prepare).not.toHaveBeenCalled();
  });

  it('at a drawn view’s path, runs the view’s own preparation too (its first page, for the server’s render and the take-over)', async () => {
    const test = await signedInContainer({ plugin: noticePlugin, codes: [] });
    const { plugin } = pluginWithSlots();
    const prepare = jest.fn<ReturnType<PrepareSlot>, Parameters<PrepareSlot>>(({ prefetch }) =>
      prefetch(counted, undefined),
    );
    (plugin.views as Record<string, unknown>).list = async () => ({ default: Part, prepare });
    await preloadFirstScreen([plugin], '/FIXTURE_LIST');
    await prepareFirstScreen([plugin], '/FIXTURE_LIST', test.container);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(test.service(QueryClientService).current?.getQueryData(['fixture', 'count'])).toBe(7);
    // Elsewhere it is not asked.
    await prepareFirstScreen([plugin], '/dashboard', test.container);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('waits a short while at most, and a failed preparation does not fail the page', async () => {
    const test = await signedInContainer({ plugin: noticePlugin, codes: [] });
    const never = preparedPlugin(() => new Promise(() => undefined));
    const failing = { ...preparedPlugin(() => Promise.reject(new Error('断网'))), id: 'failing' };
    await preloadFirstScreen([never, failing], '/dashboard');
    const started = Date.now();
    await expect(
      prepareFirstScreen([never, failing], '/dashboard', test.container, 30),
    ).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('the workbench’s 最新通知 then shows its notices in its first render, without asking again', async () => {
    const test = await noticeTestContainer();
    test.notices.messages = [message('s1', { title: '消防演练通知' })];
    await preloadFirstScreen([noticePlugin], '/dashboard');
    await prepareFirstScreen([noticePlugin], '/dashboard', test.container);
    expect(test.notices.callsOf('page')).toHaveLength(1);
    const load = noticePlugin.slots!.workbench!;
    const LatestNotices = loadedView(load)!.default;
    renderWithServices(<LatestNotices />, { container: test.container, path: '/dashboard' });
    // Synchronously after the render: no skeleton first.
    expect(screen.getByText('消防演练通知')).toBeInTheDocument();
    await act(async () => undefined);
    expect(test.notices.callsOf('page')).toHaveLength(1);
  });
});
