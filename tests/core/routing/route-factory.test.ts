import { isExternal, type Resource, ResourcePathType, ResourceType } from '@core/routing/resource';
import {
  DIRECTORY_CONTENT_ERROR,
  flattenRoutes,
  generateRoutes,
  resolvePath,
} from '@core/routing/route-factory';
import type { ResolvedView, ViewResolver } from '@core/routing/view-resolver';
import type { ViewDeclaration } from '@manifests/resource-types';

const load = () => Promise.resolve({ default: () => null });

/** Views keyed like the registry: 'PARENT/CODE' or 'CODE'. */
function views(declarations: Record<string, Partial<ViewDeclaration>>): ViewResolver {
  return {
    resolve(parentCode, code): ResolvedView | undefined {
      const declaration = declarations[`${parentCode}/${code}`] ?? declarations[code];
      return declaration ? { plugin: 'test', load, declaration: { view: code, ...declaration } } : undefined;
    },
  };
}

const dir = (code: string, childs: Resource[], extra: Partial<Resource> = {}): Resource => ({
  type: ResourceType.DirectoryPc,
  code,
  name: `${code}名`,
  childs,
  ...extra,
});
const menu = (code: string, extra: Partial<Resource> = {}): Resource => ({
  type: ResourceType.MenuPc,
  code,
  name: `${code}名`,
  ...extra,
});
const action = (code: string, type: string = ResourceType.PermissionAction): Resource => ({
  type,
  code,
  name: code,
});

describe('route factory', () => {
  it('turns a top-level directory into a parent route at /CODE redirecting to its first child', () => {
    const { routes } = generateRoutes(
      [
        dir('PC_SETTING_MANAGEMENT', [
          menu('PC_PARK_INFORMATION', { pathUrl: '/PC_PARK_INFORMATION' }),
          menu('PC_ORG'),
        ]),
      ],
      views({}),
    );
    expect(routes).toHaveLength(1);
    const [settings] = routes;
    expect(settings).toMatchObject({
      kind: 'directory',
      name: 'PC_SETTING_MANAGEMENT',
      path: '/PC_SETTING_MANAGEMENT',
      fullPath: '/PC_SETTING_MANAGEMENT',
      redirect: '/PC_PARK_INFORMATION',
      meta: { title: 'PC_SETTING_MANAGEMENT名', hidden: false },
    });
    // A menu without pathUrl under a directory is named by its code, relative to the directory.
    expect(settings!.children.map((child) => child.fullPath)).toEqual([
      '/PC_PARK_INFORMATION',
      '/PC_SETTING_MANAGEMENT/PC_ORG',
    ]);
  });

  it('gives nested directories their code as a relative path', () => {
    const { routes } = generateRoutes([dir('TOP', [dir('INNER', [menu('LEAF')])])], views({}));
    const inner = routes[0]!.children[0]!;
    expect(inner).toMatchObject({ path: 'INNER', fullPath: '/TOP/INNER', redirect: '/TOP/INNER/LEAF' });
    // Through the inner directory to its page: one redirect lands on it.
    expect(routes[0]!.redirect).toBe('/TOP/INNER/LEAF');
  });

  it('redirects a directory to its first visible child, passing over hidden pages and external links', () => {
    const { routes } = generateRoutes(
      [
        dir('D', [
          menu('DETAIL', { isHidden: true }),
          menu('DOCS', { pathUrl: 'https://docs.example.com' }),
          dir('HIDDEN_GROUP', [menu('INSIDE')], { isHidden: true }),
          dir('EMPTY', []),
          menu('LIST'),
        ]),
        dir('ONLY_HIDDEN', [menu('SECRET', { isHidden: true })]),
        dir('ONLY_LINKS', [menu('OUT', { pathUrl: 'https://example.com' })]),
      ],
      views({}),
    );
    expect(routes.map((route) => [route.name, route.redirect])).toEqual([
      ['D', '/D/LIST'],
      // Nothing visible: the first page all the same (spec §2), never a link out of the console.
      ['ONLY_HIDDEN', '/ONLY_HIDDEN/SECRET'],
      ['ONLY_LINKS', undefined],
    ]);
  });

  it('wraps a top-level menu in a layout route whose one child is named by its code', () => {
    const { routes } = generateRoutes(
      [menu('NOTICE_LIST', { pathUrl: '/notice/noticeList' }), menu('SOLO')],
      views({}),
    );
    expect(
      routes.map((route) => [route.kind, route.path, route.children.map((child) => child.fullPath)]),
    ).toEqual([
      ['layout', '/', ['/notice/noticeList']],
      ['layout', '/', ['/SOLO']],
    ]);
    expect(routes[1]!.children[0]!.name).toBe('SOLO');
  });

  it('takes hidden, icon and title from the resource', () => {
    const { routes } = generateRoutes(
      [dir('D', [menu('M', { isHidden: true, iconUrl: 'user' })], { iconUrl: 'setting' })],
      views({}),
    );
    expect(routes[0]!.meta.icon).toBe('setting');
    expect(routes[0]!.children[0]!.meta).toMatchObject({ hidden: true, icon: 'user', title: 'M名' });
  });

  it('resolves views by parent code and code, preferring the exact pair', () => {
    const resolver = views({
      'A/DETAIL': { title: 'A 的详情' },
      DETAIL: { title: '通用详情', noCache: true },
    });
    const { routes } = generateRoutes(
      [dir('A', [menu('DETAIL')]), dir('B', [menu('DETAIL', { pathUrl: '/b-detail' })])],
      resolver,
    );
    expect(routes[0]!.children[0]!.meta).toMatchObject({ title: 'A 的详情', noCache: false });
    expect(routes[1]!.children[0]!.meta).toMatchObject({ title: '通用详情', noCache: true });
    expect(routes[0]!.children[0]!.load).toBe(load);
    expect(routes[0]!.children[0]!.plugin).toBe('test');
  });

  it('leaves a menu with no registered view to the placeholder (no loader, plugin "")', () => {
    const { routes } = generateRoutes([dir('D', [menu('UNBUILT')])], views({}));
    expect(routes[0]!.children[0]).toMatchObject({ load: undefined, plugin: '' });
  });

  it('carries noCache, activeMenu, breadcrumb, affix and tabPerQuery from the view declaration', () => {
    const resolver = views({
      M: { noCache: true, activeMenu: '/X', breadcrumb: false, affix: true, tabPerQuery: true },
    });
    const { routes } = generateRoutes([dir('D', [menu('M')])], resolver);
    expect(routes[0]!.children[0]!.meta).toMatchObject({
      noCache: true,
      activeMenu: '/X',
      breadcrumb: false,
      affix: true,
      tabPerQuery: true,
    });
  });

  it("gives a view sharing another page's tab (tabOf) that page's path as its tab's, when the member has it", () => {
    const resolver = views({ FORM: { tabPerQuery: true }, FLOW: { tabPerQuery: true, tabOf: 'FORM' } });
    const pages = (tree: Resource[]) =>
      flattenRoutes(generateRoutes(tree, resolver).routes)
        .filter((record) => record.kind === 'menu')
        .map((record) => [record.name, record.meta.tabPath]);
    const list = (childs: Resource[]) => [dir('D', [menu('LIST', { pathUrl: '/LIST', childs })])];
    expect(
      pages(list([menu('FORM', { pathUrl: '/FORM', isHidden: true }), menu('FLOW', { pathUrl: '/FLOW' })])),
    ).toEqual([
      ['LIST', undefined],
      ['FORM', undefined],
      ['FLOW', '/FORM'],
    ]);
    // Without the page it names, the view keeps a tab of its own.
    expect(pages(list([menu('FLOW', { pathUrl: '/FLOW' })]))).toEqual([
      ['LIST', undefined],
      ['FLOW', undefined],
    ]);
  });

  it('gives an external-URL path type no view, and treats http, https, mailto and tel links as external', () => {
    const resolver = views({ DOCS: {}, SITE: {} });
    const { routes } = generateRoutes(
      [
        dir('D', [
          menu('DOCS', { pathUrl: '/docs', pathType: ResourcePathType.ExternalUrl }),
          menu('SITE', { pathUrl: 'https://example.com/help' }),
          menu('MAIL', { pathUrl: 'mailto:help@example.com' }),
          menu('PHONE', { pathUrl: 'tel:4008000000' }),
          menu('PLAIN', { pathUrl: 'http://example.com' }),
        ]),
      ],
      resolver,
    );
    const children = routes[0]!.children;
    expect(children.map((child) => [child.external, child.load, child.fullPath])).toEqual([
      [true, undefined, '/docs'],
      [true, undefined, 'https://example.com/help'],
      [true, undefined, 'mailto:help@example.com'],
      [true, undefined, 'tel:4008000000'],
      [true, undefined, 'http://example.com'],
    ]);
    expect(['http://a', 'https://a', 'mailto:a', 'tel:1'].every(isExternal)).toBe(true);
    expect(['/a', 'a', 'ftp://a', 'httpx'].some(isExternal)).toBe(false);
  });

  it('throws when a directory holds anything but directories or menus, at any depth', () => {
    expect(() => generateRoutes([dir('D', [action('D_ADD')])], views({}))).toThrow(DIRECTORY_CONTENT_ERROR);
    expect(() =>
      generateRoutes([dir('D', [dir('E', [action('X', ResourceType.PermissionData)])])], views({})),
    ).toThrow('目录下只可以是目录或者菜单，请修改资源！');
    expect(() =>
      generateRoutes(
        [dir('D', [{ type: ResourceType.MenuApp, code: 'APP_ONLY', name: '移动端' }])],
        views({}),
      ),
    ).toThrow(DIRECTORY_CONTENT_ERROR);
  });

  it('collects permission-action and permission-data codes recursively as button permissions', () => {
    const { buttons, routes } = generateRoutes(
      [
        dir('D', [
          menu('STAFF', {
            childs: [
              action('STAFF_REMOVE'),
              menu('STAFF_DETAIL', {
                isHidden: true,
                childs: [action('STAFF_EXPORT', ResourceType.PermissionData)],
              }),
            ],
          }),
        ]),
        menu('TOP', { childs: [action('TOP_EDIT')] }),
      ],
      views({}),
    );
    expect(buttons).toEqual(['STAFF_REMOVE', 'STAFF_EXPORT', 'TOP_EDIT']);
    // Permissions never become routes.
    expect(flattenRoutes(routes).map((route) => route.name)).not.toContain('STAFF_REMOVE');
  });

  it('makes pages under a menu hidden-friendly routes that highlight the menu', () => {
    const { routes } = generateRoutes(
      [
        dir('PC_SETTING_MANAGEMENT', [
          menu('PC_STAFF_MANAGEMENT', {
            pathUrl: '/PC_STAFF_MANAGEMENT',
            childs: [
              menu('STAFF_DETAIL', { pathUrl: '/STAFF_DETAIL', isHidden: true }),
              menu('STAFF_ADD', { isHidden: true }),
            ],
          }),
        ]),
      ],
      views({ STAFF_ADD: { activeMenu: '/ELSEWHERE' } }),
    );
    const staff = routes[0]!.children[0]!;
    expect(staff.children.map((child) => [child.fullPath, child.meta.activeMenu])).toEqual([
      ['/STAFF_DETAIL', '/PC_STAFF_MANAGEMENT'],
      ['/PC_STAFF_MANAGEMENT/STAFF_ADD', '/ELSEWHERE'],
    ]);
  });

  it('accepts an empty tree and a directory with no children', () => {
    expect(generateRoutes([], views({}))).toEqual({ routes: [], buttons: [] });
    const { routes } = generateRoutes([dir('EMPTY', [])], views({}));
    expect(routes[0]).toMatchObject({ redirect: undefined, children: [] });
  });

  it('skips mobile-only resources at the top level', () => {
    const { routes } = generateRoutes(
      [{ type: ResourceType.DirectoryApp, code: 'APP_DIR', name: '移动端目录', childs: [] }, menu('PC')],
      views({}),
    );
    expect(routes.map((route) => route.name)).toEqual(['PC__LAYOUT']);
  });

  it('is pure: the same tree gives equal routes, built afresh, and the tree is left as it was', () => {
    const tree = [dir('D', [menu('M', { childs: [action('A')] })])];
    const given = JSON.parse(JSON.stringify(tree));
    const first = generateRoutes(tree, views({}));
    const second = generateRoutes(tree, views({}));
    expect(second).toEqual(first);
    expect(first.routes.length).toBeGreaterThan(0);
    // Nothing shared between two calls: changing one result cannot leak into the next.
    expect(second.routes).not.toBe(first.routes);
    expect(second.routes[0]).not.toBe(first.routes[0]);
    expect(tree).toEqual(given);
  });

  it('joins paths: absolute and external paths stand alone', () => {
    expect(resolvePath('/A', 'b')).toBe('/A/b');
    expect(resolvePath('/A/', 'b')).toBe('/A/b');
    expect(resolvePath('/A', '/b')).toBe('/b');
    expect(resolvePath('/A', 'https://x')).toBe('https://x');
  });
});
