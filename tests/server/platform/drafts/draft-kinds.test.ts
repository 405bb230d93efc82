import { billingManifest } from '../../../../manifests/billing';
import { settingsManifest } from '../../../../manifests/settings';
import { composeAreas } from '../../../../server/platform/compose-areas';
import { draftKind, draftKinds } from '../../../../server/platform/drafts/draft-kinds';
import { defineServerArea } from '../../../../server/platform/server-area';

const manifestOf = (id: string) => ({ ...settingsManifest, id });

describe('draft kinds', () => {
  it('are contributed by areas to the platform point and read by their name', () => {
    const onboarding = draftKind(manifestOf('hr'), {
      kind: 'hr.onboarding',
      title: '员工入职',
      permission: 'STAFF_ADD',
    });
    const area = defineServerArea({ id: 'hr', manifest: manifestOf('hr'), extensions: [onboarding] });
    const { extensions } = composeAreas([area]);
    expect(extensions.of(draftKinds)).toEqual([
      { key: 'hr.onboarding', title: '员工入职', permission: 'STAFF_ADD' },
    ]);
    expect(extensions.find(draftKinds, 'hr.onboarding')?.title).toBe('员工入职');
    expect(extensions.find(draftKinds, 'hr.leave')).toBeUndefined();
  });

  it("refuse a name outside the area's own and a code its manifest lacks", () => {
    const manifest = manifestOf('hr');
    expect(() =>
      draftKind(manifest, { kind: 'park.onboarding', title: '入职', permission: 'STAFF_ADD' }),
    ).toThrow('区域 hr 的草稿类型 park.onboarding 必须命名为「hr.表单名」（小写字母、数字和短横线）');
    for (const kind of ['hr', 'hr.', 'hr.Onboarding', 'hr.on boarding', 'hr.a.b'])
      expect(() => draftKind(manifest, { kind, title: '入职', permission: 'STAFF_ADD' })).toThrow(
        '必须命名为',
      );
    expect(() =>
      draftKind(manifest, { kind: 'hr.onboarding', title: '入职', permission: 'PC_CONTRACT_DRAFT' }),
    ).toThrow('区域 hr 的草稿类型 hr.onboarding 要求权限 PC_CONTRACT_DRAFT，但它的清单中没有这个编码');
  });

  it('take a code the area placed in a directory of an area it depends on', () => {
    // billing's 账单管理 hangs in park's 园区运营: the code is billing's own.
    expect(
      draftKind(billingManifest, { kind: 'billing.bill', title: '账单', permission: 'PC_PARK_BILL' }).value,
    ).toEqual({ key: 'billing.bill', title: '账单', permission: 'PC_PARK_BILL' });
  });

  it('fail at start when two areas declare one kind, naming both', () => {
    const declare = (id: string) =>
      defineServerArea({
        id,
        manifest: manifestOf(id),
        extensions: [
          draftKind(manifestOf('hr'), { kind: 'hr.onboarding', title: '入职', permission: 'STAFF_ADD' }),
        ],
      });
    expect(() => composeAreas([declare('hr'), declare('hr-copy')])).toThrow(
      '扩展点 platform.draftKinds 的草稿类型「hr.onboarding」被区域 hr 和 hr-copy 重复提供',
    );
  });
});
