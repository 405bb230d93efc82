import type { ApprovalDetail, StartedApproval } from '../../../manifests/contracts/approval';
import type { FlowNode } from '../../../manifests/contracts/approval-flow';
import { serverAreas } from '../../../server/areas';
import { type ApprovalOutcome, approvalOf, startApproval } from '../../../server/areas/approval/api';
import type { Queryable } from '../../../server/db/database';
import { ErrorCode } from '../../../server/http/error-codes';
import { composeAreas } from '../../../server/platform/compose-areas';
import {
  FIXTURE_LEASE_TYPE,
  fixtureLeaseArea,
  fixtureLeaseValues,
  type OutcomeHookName,
} from '../../fixtures/approval-type';
import { CHEN_GANG, xingheToken } from '../notice/support';
import { setupTestServer } from '../support/test-server';
import { approvalWorld, type Person, type World } from './support/approval-world';
import { approver, start } from './support/flows';

/**
 * An area's approvals through `approval/api.ts` on the demo's 星河科技园, whose template of the
 * fixture's type the demo seed never made: 发起人自选 approvers, retried starts, the hooks of 退回 and
 * 重新提交 in their step's transaction, `approvalOf` for the area's page, and 审批详情 naming the object.
 */

/** What each hook heard, in order; `refuse` makes the next hook of that name throw. */
const heard: string[] = [];
let refuse: OutcomeHookName | undefined;
async function hear(hook: OutcomeHookName, outcome: ApprovalOutcome) {
  if (refuse === hook) throw new Error(`the area refuses ${hook}`);
  heard.push(`${hook} ${outcome.businessId}${outcome.comment ? ` ${outcome.comment}` : ''}`);
  // Written in the step's transaction: kept with the step, or rolled back with it.
  await outcome.tx.query('update organizations set introduction = $2 where id = $1', [
    outcome.organizationId,
    `${outcome.businessId} ${hook}`,
  ]);
}

const chooserFlow: FlowNode = start(
  approver('chosen', { nodeName: '指定审批人', settype: 6, selectMode: 'single', nodeUserList: [] }),
);
const fixture = fixtureLeaseArea({ flow: chooserFlow, hear });
const areas = composeAreas([...serverAreas, fixture]);
const server = setupTestServer({}, { areas });

beforeEach(() => {
  heard.length = 0;
  refuse = undefined;
});

/** Starts the lease `businessId` for 陈刚 in `tx` (its own transaction when left out), 赵敏 chosen. */
function startLease(
  w: World,
  businessId: string,
  more: { chosen?: Person[]; requestId?: string; form?: Record<string, unknown>; tx?: Queryable } = {},
): Promise<StartedApproval> {
  const work = (tx: Queryable) =>
    startApproval(tx, areas.extensions, {
      organizationId: w.organizationId,
      type: FIXTURE_LEASE_TYPE,
      businessId,
      summary: `租约 ${businessId}`,
      applicant: w.actor('陈刚'),
      form: more.form ?? fixtureLeaseValues(),
      chosenApprovers: { chosen: (more.chosen ?? ['赵敏']).map((name) => w.uniqueIdOf(name)) },
      ...(more.requestId ? { requestId: more.requestId } : {}),
      now: server.clock.now(),
    }) as Promise<StartedApproval>;
  return more.tx ? work(more.tx) : server.db.transaction(work);
}

async function introduction(w: World): Promise<string> {
  const [row] = await server.db.query<{ introduction: string }>(
    'select introduction from organizations where id = $1',
    [w.organizationId],
  );
  return row!.introduction;
}

const leaseTemplateCount = async (w: World) =>
  (
    await server.db.query<{ count: number }>(
      'select count(*)::int as count from approval_templates where organization_id = $1 and type_key = $2',
      [w.organizationId, FIXTURE_LEASE_TYPE],
    )
  )[0]!.count;

describe('an area starts approvals of its objects', () => {
  it('a start finding the organisation without the type’s template makes it, in its own transaction', async () => {
    const w = await approvalWorld(server, [fixture]);
    expect(await leaseTemplateCount(w)).toBe(0);
    await expect(
      server.db.transaction(async (tx) => {
        await startLease(w, 'L-rolled-back', { tx });
        throw new Error('the area’s own change failed');
      }),
    ).rejects.toThrow('the area’s own change failed');
    expect(await leaseTemplateCount(w)).toBe(0);
    expect((await w.instanceCount()).count).toBe(0);

    const started = await startLease(w, 'L-1');
    expect(started.state).toBe('running');
    expect(await leaseTemplateCount(w)).toBe(1);
    expect(await w.pending(started.uniqueId)).toEqual(['赵敏:open']);
  });

  it('checks the values by the type’s declaration: an undeclared one or a required one missing is refused', async () => {
    const w = await approvalWorld(server, [fixture]);
    await expect(
      startLease(w, 'L-2', { form: { ...fixtureLeaseValues(), discount: 5 } }),
    ).rejects.toMatchObject({
      code: ErrorCode.ApprovalFieldUndeclared,
      message: '审批类型「租约审批」没有声明字段「discount」',
      data: { field: 'discount' },
    });
    const { rent: _rent, ...withoutRent } = fixtureLeaseValues();
    await expect(startLease(w, 'L-2', { form: withoutRent })).rejects.toMatchObject({
      code: ErrorCode.ApprovalFormInvalid,
      message: '请输入月租金',
    });
    expect((await w.instanceCount()).count).toBe(0);
  });

  it('发起人自选: the chosen approvers are checked as 审批中心’s start checks them', async () => {
    const w = await approvalWorld(server, [fixture]);
    await expect(startLease(w, 'L-3', { chosen: [] })).rejects.toMatchObject({
      code: ErrorCode.ApprovalMemberInvalid,
      message: '请为「指定审批人」选择审批人',
    });
    await expect(startLease(w, 'L-3', { chosen: ['赵敏', '孙强'] })).rejects.toMatchObject({
      message: '「指定审批人」只能选择一名审批人',
    });
    const started = await startLease(w, 'L-3', { chosen: ['孙强'] });
    expect(await w.pending(started.uniqueId)).toEqual(['孙强:open']);
  });

  it('a retried start acts once and answers the same; its id with another object is refused', async () => {
    const w = await approvalWorld(server, [fixture]);
    const first = await startLease(w, 'L-4', { requestId: 'lease-start-4' });
    expect(await startLease(w, 'L-4', { requestId: 'lease-start-4' })).toEqual(first);
    await expect(startLease(w, 'L-5', { requestId: 'lease-start-4' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
    await expect(startLease(w, 'L-4')).rejects.toMatchObject({ code: ErrorCode.ApprovalBusinessOpen });
    expect((await w.instanceCount()).count).toBe(1);
  });
});

describe('the area hears 退回 and 重新提交', () => {
  it('in the step’s transaction: a hook that throws rolls the step back', async () => {
    const w = await approvalWorld(server, [fixture]);
    const { uniqueId } = await startLease(w, 'L-6');
    refuse = 'onReturned';
    await expect(
      w.act('赵敏', uniqueId, { kind: 'return', target: 'initiator', comment: '租金有误' }),
    ).rejects.toThrow('the area refuses onReturned');
    expect(await w.state(uniqueId)).toBe('running');
    expect(await introduction(w)).not.toContain('L-6');

    refuse = undefined;
    expect(await w.act('赵敏', uniqueId, { kind: 'return', target: 'initiator', comment: '租金有误' })).toBe(
      'returned',
    );
    expect(await introduction(w)).toBe('L-6 onReturned');

    refuse = 'onResubmitted';
    const form = { ...fixtureLeaseValues('A 栋 501 租约', 1_100_000) };
    await expect(w.actOn('陈刚', uniqueId, { kind: 'resubmit', form })).rejects.toThrow(
      'the area refuses onResubmitted',
    );
    expect(await w.state(uniqueId)).toBe('returned');
    refuse = undefined;
    expect(await w.actOn('陈刚', uniqueId, { kind: 'resubmit', form, comment: '已改' })).toBe('running');
    expect(await introduction(w)).toBe('L-6 onResubmitted');
    expect(await w.act('赵敏', uniqueId, { kind: 'approve' })).toBe('approved');
    expect(heard).toEqual(['onReturned L-6 租金有误', 'onResubmitted L-6 已改', 'onApproved L-6']);
  });

  it('approvalOf: the latest approval of the object, its state and timeline, for the area’s own page', async () => {
    const w = await approvalWorld(server, [fixture]);
    expect(await approvalOf(server.db, w.organizationId, FIXTURE_LEASE_TYPE, 'L-7')).toBeUndefined();
    const { uniqueId, serialNo } = await startLease(w, 'L-7');
    await w.act('赵敏', uniqueId, { kind: 'return', target: 'initiator', comment: '请补充附件' });
    const returned = await approvalOf(server.db, w.organizationId, FIXTURE_LEASE_TYPE, 'L-7');
    expect(returned).toMatchObject({
      instanceUniqueId: uniqueId,
      serialNo,
      templateName: '租约审批',
      state: 'returned',
    });
    await w.actOn('陈刚', uniqueId, { kind: 'resubmit', form: fixtureLeaseValues() });
    await w.act('赵敏', uniqueId, { kind: 'reject', comment: '租金过低' });

    const rejected = await approvalOf(server.db, w.organizationId, FIXTURE_LEASE_TYPE, 'L-7');
    expect(rejected?.state).toBe('rejected');
    expect(rejected?.finishedAt).toEqual(server.clock.now());
    const decisions = rejected!.timeline
      .filter((entry) => entry.kind !== 'node')
      .map((entry) => [entry.kind, entry.actor?.name ?? null, entry.nodeName, entry.comment]);
    expect(decisions).toEqual([
      ['start', '陈刚', null, ''],
      ['return', '赵敏', '指定审批人', '请补充附件'],
      ['resubmit', '陈刚', null, ''],
      ['reject', '赵敏', '指定审批人', '租金过低'],
      ['finish', '赵敏', null, ''],
    ]);
    expect(rejected!.timeline[0]!.at).toEqual(server.clock.now());

    // A second approval of the object, started later, is the one answered.
    server.clock.advance(60_000);
    const again = await startLease(w, 'L-7');
    expect(await approvalOf(server.db, w.organizationId, FIXTURE_LEASE_TYPE, 'L-7')).toMatchObject({
      instanceUniqueId: again.uniqueId,
      state: 'running',
    });
  });
});

describe('审批详情 names the business object', () => {
  it('carries the type and the business id; a template’s own approval carries neither', async () => {
    const w = await approvalWorld(server, [fixture]);
    const { uniqueId } = await startLease(w, 'L-8');
    const chen = await xingheToken(server, CHEN_GANG);
    const detail = await server.post<ApprovalDetail>('/enterprise/v1/approval/detail', { uniqueId }, chen);
    expect(detail.body.data).toMatchObject({
      typeKey: FIXTURE_LEASE_TYPE,
      businessId: 'L-8',
      summary: '租约 L-8',
      templateName: '租约审批',
    });
    expect(detail.body.data.form.map((field) => [field.name, field.locked])).toEqual([
      ['leaseName', true],
      ['rent', true],
      ['leaseKind', true],
      ['note', true],
    ]);

    const [own] = await server.db.query<{ uniqueId: string }>(
      `select i.unique_id as "uniqueId" from approval_instances i join memberships m on m.id = i.initiator_id
        where m.nickname = '陈刚' and i.type_key is null limit 1`,
    );
    const theirs = await server.post<ApprovalDetail>('/enterprise/v1/approval/detail', own!, chen);
    expect(theirs.body.data).toMatchObject({ typeKey: null, businessId: null });
  });
});
