import Fastify from 'fastify';
import { composeAreas, registerAreaRoutes } from '../../../server/platform/compose-areas';
import { contribute, createExtensionPoint } from '../../../server/platform/extension-point';
import { defineServerArea, type ServerArea } from '../../../server/platform/server-area';
import type { AppServices } from '../../../server/types';
import { visitorLogManifest } from '../../fixtures/visitor-log/manifest';

/** What the approval area (next issue) will accept: an approval type with its outcome hook. */
interface FixtureApprovalType {
  key: string;
  title: string;
  onApproved(subject: string): string;
}

const approvalTypes = createExtensionPoint<FixtureApprovalType>({
  id: 'fixture-approval.types',
  title: '审批类型',
});

const fixture = (id: string, rest: Partial<ServerArea> = {}): ServerArea =>
  defineServerArea({ id, manifest: { ...visitorLogManifest, id }, ...rest });

/** Declares the point and lists what was contributed to it, through its own route. */
const approval = fixture('fixture-approval', {
  extensionPoints: [approvalTypes],
  routes: async (app) => {
    app.post('/enterprise/v1/fixture-approval/types', async () =>
      app.services.extensions.of(approvalTypes).map((type) => ({
        key: type.key,
        title: type.title,
        outcome: type.onApproved('A 栋 501'),
      })),
    );
  },
});

const contractSigning = {
  key: 'contract-sign',
  title: '合同签署',
  onApproved: (subject: string) => `合同「${subject}」已生效`,
};
const contract = fixture('fixture-contract', {
  dependsOn: ['fixture-approval'],
  extensions: [contribute(approvalTypes, contractSigning)],
});
const park = fixture('fixture-park', {
  dependsOn: ['fixture-approval'],
  extensions: [
    contribute(approvalTypes, { key: 'room-booking', title: '会议室预约', onApproved: () => '已预约' }),
  ],
});

describe('extension points', () => {
  it("collects the areas' contributions at start, and the declaring area sees them", async () => {
    const composed = composeAreas([contract, park, approval]);
    expect(composed.extensions.of(approvalTypes).map((type) => type.key)).toEqual([
      'contract-sign',
      'room-booking',
    ]);
    expect(composed.extensions.find(approvalTypes, 'contract-sign')).toBe(contractSigning);
    expect(composed.extensions.find(approvalTypes, 'leave')).toBeUndefined();

    const app = Fastify();
    app.decorate('services', { extensions: composed.extensions } as unknown as AppServices);
    await registerAreaRoutes(app, composed, 'enterprise');
    const answer = await app.inject({
      method: 'POST',
      url: '/enterprise/v1/fixture-approval/types',
      payload: {},
    });
    expect(answer.json()).toEqual([
      { key: 'contract-sign', title: '合同签署', outcome: '合同「A 栋 501」已生效' },
      { key: 'room-booking', title: '会议室预约', outcome: '已预约' },
    ]);
    await app.close();
  });

  it('answers [] for a point nobody contributed to', () => {
    expect(composeAreas([approval]).extensions.of(approvalTypes)).toEqual([]);
  });

  it('fails at start on a key contributed twice, naming both areas', () => {
    const twice = fixture('fixture-park', {
      dependsOn: ['fixture-approval'],
      extensions: [contribute(approvalTypes, { ...contractSigning, title: '园区合同' })],
    });
    expect(() => composeAreas([approval, contract, twice])).toThrow(
      '扩展点 fixture-approval.types 的审批类型「contract-sign」被区域 fixture-contract 和 fixture-park 重复提供',
    );
  });

  it('fails at start on a contribution to a point of an area it does not depend on, or nobody declared', () => {
    const stranger = fixture('fixture-stranger', {
      extensions: [contribute(approvalTypes, contractSigning)],
    });
    expect(() => composeAreas([approval, stranger])).toThrow(
      '服务端区域 fixture-stranger 向区域 fixture-approval 的扩展点 fixture-approval.types 提供扩展，须在 dependsOn 中声明 fixture-approval',
    );
    expect(() => composeAreas([stranger])).toThrow(
      '服务端区域 fixture-stranger 向扩展点 fixture-approval.types 提供了审批类型，但没有区域声明这个扩展点',
    );
  });

  it('fails at start on a point declared twice', () => {
    const again = fixture('fixture-again', { extensionPoints: [approvalTypes] });
    expect(() => composeAreas([approval, again])).toThrow(
      '扩展点 fixture-approval.types 被区域 fixture-again 和 fixture-approval 重复声明',
    );
  });
});
