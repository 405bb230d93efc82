import { preloadFirstScreen } from '@core/app/first-screen';
import type { AtriumPlugin } from '@core/plugin/define-plugin';
import { DASHBOARD_ROUTE } from '@core/routing/fixed-views';
import { loadedView } from '@core/routing/view-loading';

const Part = () => null;

/** A plugin with what it puts in the navbar and on the workbench, each loader counting its calls. */
function pluginWithSlots() {
  const loaders = {
    navbarActions: jest.fn(async () => ({ default: Part })),
    workbenchStats: jest.fn(async () => ({ default: Part })),
    workbench: jest.fn(async () => ({ default: Part })),
    favourites: jest.fn(async () => ({ default: Part })),
  };
  const plugin = { id: 'fixture', slots: loaders } as unknown as AtriumPlugin;
  return { plugin, loaders };
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
});
