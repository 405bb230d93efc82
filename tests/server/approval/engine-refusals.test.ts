import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';
import { approvalWorld, type Person, type World } from './support/approval-world';
import { approver, member, start } from './support/flows';

/**
 * Defects found probing the engine from outside (issue 32), each refused now: a request id answered
 * for another action than its own, and work handed to a member who cannot reach 审批中心.
 */

const server = setupTestServer();

const form: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true, min: 1 },
  { name: 'reason', label: '事由', kind: 'textarea', required: true },
];
const expense = { amount: 100, reason: '差旅' };

/** A template of one node asking `people` (会签), then a second node asking `then`. */
async function twoNodes(w: World, people: Person[], then: Person = '孙强') {
  return w.publish(
    start(
      approver(
        'first',
        {
          nodeName: '审批',
          nodeUserList: people.map((name) => member(w.uniqueIdOf(name), name)),
          examineMode: 'all',
        },
        approver('second', { nodeName: '复核', nodeUserList: [member(w.uniqueIdOf(then), then)] }),
      ),
    ),
    form,
  );
}

describe('a request id answers only the action it was first sent with', () => {
  it('sent again with a task of another approval: refused, that task left open', async () => {
    const w = await approvalWorld(server);
    const template = await twoNodes(w, ['王芳']);
    const p = await w.start('陈刚', template, expense);
    const q = await w.start('陈刚', template, expense);
    await w.act('王芳', p, { kind: 'approve' }, 'reused-request-1');
    await expect(w.act('王芳', q, { kind: 'approve' }, 'reused-request-1')).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
      message: '请求标识已用于其他操作，请刷新后重试',
    });
    expect(await w.pending(q)).toEqual(['王芳:open']);
    expect(await w.pending(p)).toEqual(['孙强:open']);
    // The first one, retried, still answers as it did.
    await expect(
      server.db.transaction(async (tx) => {
        const { actOnTask } = await import('../../../server/areas/approval/engine/act');
        const [task] = await tx.query<{ uniqueId: string }>(
          `select k.unique_id as "uniqueId" from approval_tasks k join approval_instances i on i.id = k.instance_id
            where i.unique_id = $1 and k.node_id = 'first'`,
          [p],
        );
        return actOnTask(w.ctx(tx), w.actor('王芳'), task!.uniqueId, 'reused-request-1', { kind: 'approve' });
      }),
    ).resolves.toEqual({ uniqueId: p, state: 'running' });
  });

  it('sent again with another task of the same approval: refused, that task left open', async () => {
    const w = await approvalWorld(server);
    const id = await w.start('陈刚', await twoNodes(w, ['王芳'], '王芳'), expense);
    await w.act('王芳', id, { kind: 'approve' }, 'reused-request-2');
    await expect(w.act('王芳', id, { kind: 'approve' }, 'reused-request-2')).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
    expect(await w.tasks(id)).toEqual(['first:王芳:approved', 'second:王芳:open']);
  });

  it('撤回 and 终止 of another approval with a used id: refused, that approval still running', async () => {
    const w = await approvalWorld(server);
    const template = await twoNodes(w, ['王芳']);
    const [p, q, r, s] = [
      await w.start('陈刚', template, expense),
      await w.start('陈刚', template, expense),
      await w.start('陈刚', template, expense),
      await w.start('陈刚', template, expense),
    ];
    expect(await w.actOn('陈刚', p, { kind: 'withdraw' }, 'reused-withdraw')).toBe('withdrawn');
    await expect(w.actOn('陈刚', q, { kind: 'withdraw' }, 'reused-withdraw')).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
    expect(await w.actOn('张伟', r, { kind: 'terminate', comment: '重复' }, 'reused-end')).toBe('terminated');
    await expect(
      w.actOn('张伟', s, { kind: 'terminate', comment: '重复' }, 'reused-end'),
    ).rejects.toMatchObject({ code: ErrorCode.ApprovalRequestReused });
    expect([await w.state(q), await w.state(s)]).toEqual(['running', 'running']);
  });

  it('a start with an id used by another start or by an action: refused, nothing started', async () => {
    const w = await approvalWorld(server);
    const one = await twoNodes(w, ['王芳']);
    const other = await w.publish(
      start(approver('only', { nodeUserList: [member(w.uniqueIdOf('王芳'))] })),
      form,
      {
        name: '另一个审批',
      },
    );
    const first = await w.start('陈刚', one, expense, { requestId: 'reused-start' });
    expect(await w.start('陈刚', one, expense, { requestId: 'reused-start' })).toBe(first);
    await expect(w.start('陈刚', other, expense, { requestId: 'reused-start' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
    await w.act('王芳', first, { kind: 'approve' }, 'reused-by-action');
    await expect(w.start('陈刚', one, expense, { requestId: 'reused-by-action' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
    expect((await w.instanceCount()).count).toBe(1);
  });

  it('one id on two approvals at once: one acts, the other is refused (never a 500)', async () => {
    const w = await approvalWorld(server);
    const template = await twoNodes(w, ['王芳']);
    const ids = [await w.start('陈刚', template, expense), await w.start('陈刚', template, expense)];
    const tasks = [await w.taskOf('王芳', ids[0]!), await w.taskOf('王芳', ids[1]!)];
    const results = await Promise.allSettled(
      tasks.map((task) => w.actOnTask('王芳', task, { kind: 'approve' }, 'reused-at-once')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: ErrorCode.ApprovalRequestReused });
    const pending = [...(await w.pending(ids[0]!)), ...(await w.pending(ids[1]!))].sort();
    expect(pending).toEqual(['孙强:open', '王芳:open']);
  });
});

describe('转交 and 加签 reach only members who hold 审批中心', () => {
  it('to 李娜, whose roles do not grant it: refused naming her, the task unchanged', async () => {
    const w = await approvalWorld(server);
    const id = await w.start('陈刚', await twoNodes(w, ['王芳']), expense);
    await expect(w.act('王芳', id, { kind: 'transfer', to: w.uniqueIdOf('李娜') })).rejects.toMatchObject({
      code: ErrorCode.ApprovalMemberWithoutAccess,
      message: '「李娜」没有审批中心的权限，不能转交给他',
      data: { field: 'to' },
    });
    for (const kind of ['add-before', 'add-after'] as const)
      await expect(w.act('王芳', id, { kind, to: w.uniqueIdOf('李娜') })).rejects.toMatchObject({
        code: ErrorCode.ApprovalMemberWithoutAccess,
        message: '「李娜」没有审批中心的权限，不能加签给他',
      });
    expect(await w.tasks(id)).toEqual(['first:王芳:open']);
    // Granted through a role, or an administrator: accepted.
    await w.act('王芳', id, { kind: 'transfer', to: w.uniqueIdOf('张伟') });
    expect(await w.pending(id)).toEqual(['张伟:open']);
  });

  it('loses it when the role granting it is taken away', async () => {
    const w = await approvalWorld(server);
    const id = await w.start('陈刚', await twoNodes(w, ['王芳']), expense);
    await server.db.query(
      `delete from member_roles where membership_id = $1
         and role_id in (select id from roles where organization_id = $2 and name = '审批用户')`,
      [w.actor('周杰').membershipId, w.organizationId],
    );
    await expect(w.act('王芳', id, { kind: 'add-before', to: w.uniqueIdOf('周杰') })).rejects.toMatchObject({
      code: ErrorCode.ApprovalMemberWithoutAccess,
      message: '「周杰」没有审批中心的权限，不能加签给他',
    });
    await w.act('王芳', id, { kind: 'add-before', to: w.uniqueIdOf('吴磊') });
    expect(await w.pending(id)).toEqual(['王芳:waiting', '吴磊:open']);
  });
});
