import {
  type AreaManifest,
  action,
  areaManifests,
  areaResources,
  codesGrantedToEveryone,
  composeManifests,
  defineManifest,
  directory,
  menu,
  type PlacementDeclaration,
  pathOf,
} from '../../manifests';
import { billingManifest } from '../../manifests/billing';
import { contractManifest } from '../../manifests/contract';
import { parkManifest } from '../../manifests/park';
import { PARK_OPERATION_MENUS, testManifest } from '../support/test-manifests';

/** A small area of its own: one directory `<ID>_ROOT` with these menus. */
const area = testManifest;

/** The children of a directory in the merged tree: [code, area]. */
function childrenOf(manifests: readonly AreaManifest[], code: string): [string, string][] {
  const composed = composeManifests(manifests);
  return composed.resources
    .filter((resource) => resource.parentCode === code)
    .sort((a, b) => a.sort - b.sort)
    .map((resource) => [resource.code, resource.area]);
}

describe('the map of the areas (manifests/area-map.ts)', () => {
  it('hangs contract’s and billing’s menus in park’s 园区运营, in the spec’s order, each code its own area’s', () => {
    const placedBy: Record<string, string> = {
      PC_PARK_CONTRACT: 'contract',
      PC_PARK_BILL: 'billing',
      PC_PARK_WITHDRAW: 'billing',
    };
    expect(childrenOf(areaManifests, 'PC_PARK_OPERATION')).toEqual(
      PARK_OPERATION_MENUS.map((code) => [code, placedBy[code] ?? 'park']),
    );
    const composed = composeManifests(areaManifests);
    // park ← contract ← billing, whatever the order of the list.
    const order = composed.manifests.map((manifest) => manifest.id);
    expect(order.indexOf('park')).toBeLessThan(order.indexOf('contract'));
    expect(order.indexOf('contract')).toBeLessThan(order.indexOf('billing'));
    // Every code once; the directory is park's, the placed menus are not.
    expect(new Set(composed.resources.map((resource) => resource.code)).size).toBe(composed.resources.length);
    expect(composed.ownerOf.get('PC_PARK_OPERATION')).toBe('park');
    expect(areaResources(parkManifest).map((resource) => resource.code)).not.toContain('PC_PARK_BILL');
    expect(areaResources(billingManifest).map(({ code, parentCode }) => [code, parentCode])).toEqual([
      ['PC_PARK_BILL', 'PC_PARK_OPERATION'],
      ['PC_PARK_WITHDRAW', 'PC_PARK_OPERATION'],
    ]);
  });

  it('gives the placing area its paths, its codes for everyone, and keeps its own tree beside', () => {
    expect(pathOf(billingManifest, 'PC_PARK_BILL')).toBe('/PC_PARK_BILL');
    expect(pathOf(contractManifest, 'PC_PARK_CONTRACT')).toBe('/PC_PARK_CONTRACT');
    expect(() => pathOf(parkManifest, 'PC_PARK_BILL')).toThrow('清单 park 的资源树中没有编码 PC_PARK_BILL');
    expect(codesGrantedToEveryone(billingManifest)).toEqual(['PC_PARK_BILL', 'PC_PARK_WITHDRAW']);
    expect(codesGrantedToEveryone(contractManifest)).toContain('PC_PARK_CONTRACT');
    expect(childrenOf(areaManifests, 'PC_CONTRACT_MANAGEMENT').map(([code]) => code)).toEqual([
      'PC_CONTRACT_DRAFT',
      'PC_CONTRACT_SUBMITTED',
      'PC_CONTRACT_ARCHIVE',
      'PC_CONTRACT_RENTOUT',
    ]);
  });

  it('keeps placements where they are anchored when the host adds another first menu (before 园区概览)', () => {
    const withNotice = defineManifest({
      ...parkManifest,
      resources: [
        directory('PC_PARK_OPERATION', '园区运营', [
          menu('PC_PARK_NOTICE', '园区公告'),
          ...(parkManifest.resources[0]!.children ?? []),
        ]),
      ],
    });
    const codes = childrenOf([withNotice, contractManifest, billingManifest], 'PC_PARK_OPERATION').map(
      ([code]) => code,
    );
    expect(codes).toEqual(['PC_PARK_NOTICE', ...PARK_OPERATION_MENUS]);
  });

  it('puts a placement without `after` last, and the merged tree holds the placed resources inside the host', () => {
    const host = area('host', { menus: ['HOST_A', 'HOST_B'] });
    const guest = area('guest', {
      dependsOn: ['host'],
      placements: [
        {
          under: 'HOST_ROOT',
          resources: [menu('GUEST_PAGE', '来宾', { children: [action('GUEST_ADD', '新增')] })],
        },
      ],
    });
    expect(childrenOf([guest, host], 'HOST_ROOT')).toEqual([
      ['HOST_A', 'host'],
      ['HOST_B', 'host'],
      ['GUEST_PAGE', 'guest'],
    ]);
    const { tree, resources } = composeManifests([guest, host]);
    // The tree keeps the manifests' order; the placed page and its action are inside the host's directory.
    expect(tree.map((root) => root.code)).toEqual(['GUEST_ROOT', 'HOST_ROOT']);
    expect(tree[1]!.children!.map((child) => child.code)).toEqual(['HOST_A', 'HOST_B', 'GUEST_PAGE']);
    expect(resources.find((resource) => resource.code === 'GUEST_ADD')).toMatchObject({
      parentCode: 'GUEST_PAGE',
      area: 'guest',
    });
  });

  describe('refuses at start, in Chinese', () => {
    const host = area('host', { menus: ['HOST_A'] });
    const other = area('other', { menus: ['OTHER_A'] });
    const placing = (placement: PlacementDeclaration, dependsOn = ['host']) =>
      area('guest', { dependsOn, placements: [placement] });
    const page = [menu('GUEST_PAGE', '来宾')];

    it('a placement in a directory of an area it does not depend on, or in its own', () => {
      expect(() =>
        composeManifests([host, other, placing({ under: 'OTHER_ROOT', resources: page })]),
      ).toThrow('区域 guest 把资源放在区域 other 的目录 OTHER_ROOT 下，须在 dependsOn 中声明 other');
      expect(() => composeManifests([host, placing({ under: 'GUEST_ROOT', resources: page })])).toThrow(
        '区域 guest 把资源放在自己的目录 GUEST_ROOT 下，请直接写进它的 resources',
      );
    });

    it('a placement under a code that is not a directory, or that no area declares', () => {
      expect(() => composeManifests([host, placing({ under: 'HOST_A', resources: page })])).toThrow(
        '区域 guest 把资源放在 HOST_A 下，但 HOST_A 不是目录',
      );
      expect(() => composeManifests([host, placing({ under: 'NOWHERE', resources: page })])).toThrow(
        '区域 guest 把资源放在 NOWHERE 下，但没有区域声明这个编码',
      );
    });

    it('a placed action, an `after` not beside it, or after a code of an area it does not depend on', () => {
      expect(() =>
        composeManifests([host, placing({ under: 'HOST_ROOT', resources: [action('GUEST_ADD', '新增')] })]),
      ).toThrow('区域 guest 放在目录 HOST_ROOT 下的 GUEST_ADD 不是目录或菜单');
      expect(() =>
        composeManifests([host, placing({ under: 'HOST_ROOT', after: 'OTHER_A', resources: page })]),
      ).toThrow('区域 guest 的放置位置 after: OTHER_A 不是目录 HOST_ROOT 下的资源');
      // `other` places a menu in host's directory too; guest may not anchor to it without depending on it.
      const alsoPlacing = area('aaa', {
        dependsOn: ['host'],
        placements: [{ under: 'HOST_ROOT', resources: [menu('AAA_PAGE', '甲')] }],
      });
      expect(() =>
        composeManifests([
          host,
          alsoPlacing,
          placing({ under: 'HOST_ROOT', after: 'AAA_PAGE', resources: page }),
        ]),
      ).toThrow('区域 guest 的放置位置 after: AAA_PAGE 属于区域 aaa，须在 dependsOn 中声明 aaa');
    });

    it('a missing area, a cycle, an area twice, and a code claimed twice (placed ones included)', () => {
      expect(() => composeManifests([placing({ under: 'HOST_ROOT', resources: page })])).toThrow(
        '区域 guest 依赖的区域 host 没有注册',
      );
      expect(() =>
        composeManifests([
          area('host', { dependsOn: ['guest'] }),
          placing({ under: 'HOST_ROOT', resources: page }),
        ]),
      ).toThrow('区域之间存在循环依赖：guest → host → guest');
      expect(() => composeManifests([host, host])).toThrow('区域 host 被重复注册');
      expect(() =>
        composeManifests([host, placing({ under: 'HOST_ROOT', resources: [menu('HOST_A', '重复')] })]),
      ).toThrow('资源编码 HOST_A 被 host 与 guest 重复声明');
    });

    it('names what is ordered as the caller says (the console’s plugins)', () => {
      expect(() =>
        composeManifests([placing({ under: 'HOST_ROOT', resources: page })], {
          names: { noun: '插件', dependency: '插件' },
        }),
      ).toThrow('插件 guest 依赖的插件 host 没有注册');
    });
  });
});
