import { viewComponentOf } from '@core/layout/app-main/view-component';
import type { RouteRecord, ViewModule } from '@core/routing/route-record';
import { componentOf, loadedView, loadView, prefetchView } from '@core/routing/view-loading';

const View = () => null;
const viewModule: ViewModule = { default: View };

const recordOf = (load: RouteRecord['load']): RouteRecord => ({
  kind: 'menu',
  name: 'T_VIEW',
  path: '/T_VIEW',
  fullPath: '/T_VIEW',
  external: false,
  load,
  plugin: 'test',
  meta: { title: '视图', hidden: false, noCache: false, breadcrumb: true, affix: false, tabPerQuery: false },
  children: [],
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a view', () => {
  it('loads once: a prefetch and the later load share one call', async () => {
    const load = jest.fn(async () => viewModule);
    prefetchView(load);
    prefetchView(load);
    await expect(loadView(load)).resolves.toBe(viewModule);
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadedView(load)).toBe(viewModule);
  });

  it('forgets a failed load, so the next one asks the chunk loader again', async () => {
    const failure = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });
    const load = jest
      .fn<Promise<ViewModule>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(viewModule);
    prefetchView(load);
    await settle();
    expect(loadedView(load)).toBeUndefined();
    await expect(loadView(load)).resolves.toBe(viewModule);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the view itself, not a lazy one, when its code is already here', async () => {
    const load = jest.fn(async () => viewModule);
    await loadView(load);
    expect(viewComponentOf(recordOf(load))).toBe(View);
  });

  it('gives a lazy view while the code is not here, the same one each time', () => {
    const load = jest.fn(async () => viewModule);
    const component = viewComponentOf(recordOf(load));
    expect(component).not.toBe(View);
    expect(viewComponentOf(recordOf(load))).toBe(component);
    // Nothing loads until the lazy view renders.
    expect(load).not.toHaveBeenCalled();
  });
});

describe('componentOf: a lazily loaded component', () => {
  it('is the module’s own component once its code is here: it renders without suspending', async () => {
    const load = jest.fn(async () => viewModule);
    prefetchView(load);
    await settle();
    expect(componentOf(load)).toBe(View);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is lazy while the code is not here, sharing the load already under way', async () => {
    let resolve: (module: ViewModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<ViewModule>((done) => (resolve = done)));
    prefetchView(load);
    const component = componentOf(load);
    expect(component).not.toBe(View);
    expect((component as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    resolve(viewModule);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
