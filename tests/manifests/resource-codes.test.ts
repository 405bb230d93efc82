import {
  type AreaManifest,
  areaManifests,
  assertUniqueResourceCodes,
  definePaths,
  flattenResources,
  KnownAgentId,
  pathOf,
  ResourceType,
  withQuery,
} from '../../manifests';
import { NoticePaths, noticeManifest } from '../../manifests/notice';
import { settingsManifest } from '../../manifests/settings';
import { testManifest } from '../support/test-manifests';

const area = (id: string, codes: string[]): AreaManifest => testManifest(id, { menus: codes });

describe('manifests', () => {
  it('declare every resource code once across all areas', () => {
    expect(() => assertUniqueResourceCodes(areaManifests)).not.toThrow();
  });

  it('fail, naming both areas, when two claim the same code', () => {
    expect(() => assertUniqueResourceCodes([area('alpha', ['SHARED']), area('beta', ['SHARED'])])).toThrow(
      '资源编码 SHARED 被 alpha 与 beta 重复声明',
    );
  });

  it('flatten a tree with parent codes and sibling order', () => {
    const flat = flattenResources(area('alpha', ['A', 'B']).resources);
    expect(flat.map(({ code, parentCode, sort }) => ({ code, parentCode, sort }))).toEqual([
      { code: 'ALPHA_ROOT', parentCode: null, sort: 1 },
      { code: 'A', parentCode: 'ALPHA_ROOT', sort: 1 },
      { code: 'B', parentCode: 'ALPHA_ROOT', sort: 2 },
    ]);
  });

  it('hold the settings group and approval group of the specification', () => {
    const codes = areaManifests.flatMap((manifest) =>
      flattenResources(manifest.resources).map((resource) => resource.code),
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'PC_SETTING_MANAGEMENT',
        'PC_PARK_INFORMATION',
        'PC_ORG_MANAGEMENT',
        'PC_STAFF_MANAGEMENT',
        'STAFF_CONFIG',
        'STAFF_DETAIL',
        'STAFF_ADD',
        'STAFF_MODIFY',
        'PC_APPLICATION_MANAGEMENT',
        'PC_ROLE_MANAGEMENT',
        'PC_APPROVAL_CENTER',
        'PC_APPROVAL_DETAIL',
        'PC_APPROVAL_DATA',
        'PC_APPROVAL_CONFIGURATION',
        'APPROVAL_CONFIG',
        'APPROVAL_WORKFLOW',
        'PC_APPLICATION_MARKET',
        'PC_APPLICATION_DETAIL',
        'PC_APPLICATION_ADD',
      ]),
    );
    const settings = areaManifests.find((manifest) => manifest.id === 'settings')!;
    expect(settings.application.agentId).toBe(KnownAgentId.settings);
    expect(settings.resources[0]!.type).toBe(ResourceType.DirectoryPc);
  });

  it('share a tab (tabOf) only with a view of their own area that loads the same page', () => {
    const sharing = areaManifests.flatMap((manifest) =>
      Object.entries(manifest.views ?? {}).flatMap(([code, view]) =>
        view.tabOf ? [{ code, view, owner: manifest.views?.[view.tabOf] }] : [],
      ),
    );
    // The approval designer's 流程配置 shares 表单配置's tab: one tab, one draft, two routes.
    expect(sharing.map(({ code, view }) => [code, view.tabOf])).toContainEqual([
      'APPROVAL_WORKFLOW',
      'APPROVAL_CONFIG',
    ]);
    for (const { view, owner } of sharing) expect(owner?.view).toBe(view.view);
  });

  it('keep directories to directories and menus', () => {
    for (const resource of areaManifests.flatMap((manifest) => manifest.resources)) {
      const check = (node: typeof resource) => {
        if (node.type === ResourceType.DirectoryPc) {
          for (const child of node.children ?? []) {
            expect([ResourceType.DirectoryPc, ResourceType.MenuPc]).toContain(child.type);
          }
        }
        for (const child of node.children ?? []) check(child);
      };
      check(resource);
    }
  });
});

describe('page paths, written once in the manifest', () => {
  it('are the resources’ paths: pathUrl, else /{code}', () => {
    expect(pathOf(settingsManifest, 'STAFF_DETAIL')).toBe('/childsPage/staffDetail');
    expect(pathOf(settingsManifest, 'PC_SETTING_MANAGEMENT')).toBe('/PC_SETTING_MANAGEMENT');
    expect(NoticePaths).toEqual({
      list: '/notice/noticeList',
      detail: '/notice',
      management: '/notice/noticeManage',
      publish: '/notice/noticePublish',
    });
    expect(withQuery(pathOf(noticeManifest, 'NOTICE_DETAIL'), { uniqueId: 'm 1' })).toBe(
      '/notice?uniqueId=m+1',
    );
  });

  it('refuse a code the tree lacks, naming the manifest', () => {
    expect(() => definePaths(settingsManifest, { typo: 'STAFF_DETIAL' })).toThrow(
      '清单 settings 的资源树中没有编码 STAFF_DETIAL',
    );
  });
});
