import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { TO_INITIATOR } from '../../../server/areas/approval/engine/act';
import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';
import { approvalWorld, type Person } from './support/approval-world';
import { approver, branch, cc, handler, member, otherwise, router, start } from './support/flows';

const server = setupTestServer();

const form: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true, min: 1 },
  { name: 'reason', label: '事由', kind: 'textarea', required: true },
  { name: 'note', label: '财务备注', kind: 'text' },
  { name: 'secret', label: '内部说明', kind: 'text' },
];

/** 报销: up to 1 000 元 the initiator's head; above it every head up to two levels, in order; 王芳 copied. */
function expenseFlow() {
  return start(
    router(
      'condition',
      'by-amount',
      [
        branch(
          'small',
          {
            priorityLevel: 1,
            conditionGroups: [
              { operator: 'and', rules: [{ field: 'amount', operator: 'lte', value: 100000 }] },
            ],
          },
          approver('head', { nodeName: '部门主管', settype: 2, directorLevel: 1, nodeUserList: [] }),
        ),
        otherwise(
          'large',
          approver('heads', { nodeName: '逐级主管', settype: 3, directorLevel: 2, nodeUserList: [] }),
        ),
      ],
      cc('copy', [member('placeholder')]),
    ),
  );
}

async function world() {
  const w = await approvalWorld(server);
  await w.setHead('招商部', '赵敏');
  await w.setHead('园区', '孙强');
  return w;
}

/** A flow of one approver node naming people, in a mode. */
async function oneNode(
  w: Awaited<ReturnType<typeof world>>,
  people: Person[],
  examineMode: 'sequential' | 'all' | 'any',
  extra = {},
) {
  return w.publish(
    start(
      approver(
        'n',
        {
          nodeName: '审批',
          nodeUserList: people.map((name) => member(w.uniqueIdOf(name), name)),
          examineMode,
          ...extra,
        },
        approver('last', { nodeName: '复核', nodeUserList: [member(w.uniqueIdOf('孙强'), '孙强')] }),
      ),
    ),
    form,
  );
}

const expense = (amount: number) => ({ amount, reason: '差旅' });

describe('a 报销 through its flow', () => {
  it('800 元: 陈刚’s head approves, 王芳 is copied, 陈刚 hears the result', async () => {
    const w = await world();
    const flow = expenseFlow();
    (flow.childNode as { childNode: { nodeUserList: unknown } }).childNode.nodeUserList = [
      member(w.uniqueIdOf('王芳'), '王芳'),
    ];
    const template = await w.publish(flow, form);
    const id = await w.start('陈刚', template, expense(80000));
    expect(await w.pending(id)).toEqual(['赵敏:open']);
    expect(await w.messages('赵敏')).toEqual(['待办：陈刚提交的差旅报销']);

    expect(await w.act('赵敏', id, { kind: 'approve', comment: '同意' })).toBe('approved');
    expect(await w.tasks(id)).toEqual(['head:赵敏:approved', 'copy:王芳:cc']);
    expect(await w.messages('王芳')).toEqual(['抄送：陈刚提交的差旅报销']);
    expect(await w.messages('陈刚')).toEqual(['陈刚提交的差旅报销已通过']);
    expect(await w.events(id)).toEqual(['start', 'node', 'approve', 'node', 'finish']);
  });

  it('5 000 元: every head up to two levels, one after the other', async () => {
    const w = await world();
    const flow = expenseFlow();
    (flow.childNode as { childNode: { nodeUserList: unknown } }).childNode.nodeUserList = [
      member(w.uniqueIdOf('王芳'), '王芳'),
    ];
    const id = await w.start('陈刚', await w.publish(flow, form), expense(500000));
    expect(await w.pending(id)).toEqual(['赵敏:open', '孙强:waiting']);
    expect(await w.messages('孙强')).toEqual([]);
    await w.act('赵敏', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
    expect(await w.messages('孙强')).toEqual(['待办：陈刚提交的差旅报销']);
    expect(await w.act('孙强', id, { kind: 'approve' })).toBe('approved');
  });
});

describe('multi-approver modes', () => {
  it('会签: every approver must approve', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'all'), expense(100));
    expect(await w.pending(id)).toEqual(['李娜:open', '王芳:open']);
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['王芳:open']);
    await w.act('王芳', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
  });

  it('或签: the first approval decides the node, the others’ tasks are cancelled', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'any'), expense(100));
    await w.act('王芳', id, { kind: 'approve' });
    expect(await w.tasks(id)).toEqual(['n:李娜:cancelled', 'n:王芳:approved', 'last:孙强:open']);
  });

  it('依次: in the listed order', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['王芳', '李娜'], 'sequential'), expense(100));
    expect(await w.pending(id)).toEqual(['王芳:open', '李娜:waiting']);
    await expect(w.act('李娜', id, { kind: 'approve' })).rejects.toThrow('has no open task');
    await w.act('王芳', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['李娜:open']);
  });
});

describe('decisions', () => {
  it('拒绝 needs a reason, ends the approval and cancels what was pending', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'all'), expense(100));
    await expect(w.act('李娜', id, { kind: 'reject', comment: '  ' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalCommentRequired,
    });
    expect(await w.act('李娜', id, { kind: 'reject', comment: '超预算' })).toBe('rejected');
    expect(await w.tasks(id)).toEqual(['n:李娜:rejected', 'n:王芳:cancelled']);
    expect(await w.messages('陈刚')).toEqual(['陈刚提交的差旅报销已拒绝']);
  });

  it('退回 to the initiator: they edit and resubmit, and the node that returned it asks again', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.act('孙强', id, { kind: 'return', target: TO_INITIATOR, comment: '补充发票' })).toBe(
      'returned',
    );
    expect(await w.messages('陈刚')).toEqual(['陈刚提交的差旅报销被退回']);
    await expect(w.actOn('李娜', id, { kind: 'resubmit', form: expense(200) })).rejects.toMatchObject({
      code: ErrorCode.ApprovalNotInitiator,
    });
    expect(await w.actOn('陈刚', id, { kind: 'resubmit', form: expense(200) })).toBe('running');
    expect(await w.form(id)).toEqual({ amount: 200, reason: '差旅' });
    expect(await w.tasks(id)).toEqual(['n:李娜:approved', 'last:孙强:returned', 'last:孙强:open']);
  });

  it('退回 to a node passed: that node decides again, then the flow goes on', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await w.act('李娜', id, { kind: 'approve' });
    await expect(w.act('孙强', id, { kind: 'return', target: 'copy' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalReturnTargetInvalid,
    });
    expect(await w.act('孙强', id, { kind: 'return', target: 'n' })).toBe('running');
    expect(await w.pending(id)).toEqual(['李娜:open']);
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.act('孙强', id, { kind: 'approve' })).toBe('approved');
  });

  it('转交: the member given the task decides in the first one’s place, recorded', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await expect(w.act('李娜', id, { kind: 'transfer', to: w.uniqueIdOf('李娜') })).rejects.toMatchObject({
      code: ErrorCode.ApprovalMemberInvalid,
    });
    await w.act('李娜', id, { kind: 'transfer', to: w.uniqueIdOf('周杰'), comment: '休假' });
    expect(await w.pending(id)).toEqual(['周杰:open']);
    await w.act('周杰', id, { kind: 'approve' });
    expect(await w.tasks(id)).toEqual(['n:李娜:transferred', 'n:周杰:approved', 'last:孙强:open']);
    expect(await w.events(id)).toContain('transfer');
  });

  it('加签 before: the added member first, then back to the one who asked', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await w.act('李娜', id, { kind: 'add-before', to: w.uniqueIdOf('吴磊') });
    expect(await w.pending(id)).toEqual(['李娜:waiting', '吴磊:open']);
    await w.act('吴磊', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['李娜:open']);
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
  });

  it('加签 after, even in 或签: the added member decides once the one who asked approves', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'any'), expense(100));
    await w.act('李娜', id, { kind: 'add-after', to: w.uniqueIdOf('吴磊') });
    expect(await w.pending(id)).toEqual(['李娜:open', '王芳:open', '吴磊:waiting']);
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['吴磊:open']);
    await w.act('吴磊', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
  });

  it('办理: a handler completes its node, and cannot reject', async () => {
    const w = await world();
    const template = await w.publish(
      start(handler('pay', { nodeName: '出纳付款', nodeUserList: [member(w.uniqueIdOf('王芳'), '王芳')] })),
      form,
    );
    const id = await w.start('陈刚', template, expense(100));
    await expect(w.act('王芳', id, { kind: 'reject', comment: '不' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalActionUnavailable,
    });
    await expect(w.act('王芳', id, { kind: 'approve' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalActionUnavailable,
    });
    expect(await w.act('王芳', id, { kind: 'handle', comment: '已付款' })).toBe('approved');
  });
});

describe('the initiator and the administrator', () => {
  it('撤回: the initiator only, while it runs; the pending approvers are told', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await expect(w.actOn('李娜', id, { kind: 'withdraw' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalNotInitiator,
    });
    expect(await w.actOn('陈刚', id, { kind: 'withdraw' })).toBe('withdrawn');
    expect(await w.messages('李娜')).toEqual(['待办：陈刚提交的差旅报销', '陈刚提交的差旅报销已撤回']);
    await expect(w.actOn('陈刚', id, { kind: 'withdraw' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalFinished,
    });
  });

  it('终止 needs a reason and tells the initiator', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await expect(w.actOn('张伟', id, { kind: 'terminate', comment: '' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalCommentRequired,
    });
    expect(await w.actOn('张伟', id, { kind: 'terminate', comment: '重复提交' })).toBe('terminated');
    expect(await w.messages('陈刚')).toEqual(['陈刚提交的差旅报销已终止']);
  });

  it('催办: once per node per hour', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await w.actOn('陈刚', id, { kind: 'urge' });
    await expect(w.actOn('陈刚', id, { kind: 'urge' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalUrgeTooFrequent,
    });
    server.clock.advance(61 * 60_000);
    await w.actOn('陈刚', id, { kind: 'urge' });
    expect(await w.messages('李娜')).toEqual([
      '待办：陈刚提交的差旅报销',
      '催办：陈刚提交的差旅报销',
      '催办：陈刚提交的差旅报销',
    ]);
  });

  it('评论: by anyone taking part, told to the others; not by a stranger', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜'], 'all'), expense(100));
    await expect(w.actOn('吴磊', id, { kind: 'comment', comment: '路过' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalNotFound,
    });
    await w.actOn('李娜', id, { kind: 'comment', comment: '发票不清楚' });
    expect(await w.messages('陈刚')).toEqual(['评论：陈刚提交的差旅报销']);
  });
});

describe('retries and concurrency', () => {
  it('a retried request answers the same and acts once; a request id is one action’s', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'all'), expense(100));
    const task = await w.taskOf('李娜', id);
    const act = () =>
      server.db.transaction((tx) =>
        import('../../../server/areas/approval/engine/act').then(({ actOnTask }) =>
          actOnTask(w.ctx(tx), w.actor('李娜'), task, 'request-1', { kind: 'approve' }),
        ),
      );
    const first = await act();
    const again = await act();
    expect(again).toEqual(first);
    expect((await w.events(id)).filter((kind) => kind === 'approve')).toHaveLength(1);
    await expect(w.actOn('李娜', id, { kind: 'comment', comment: 'x' }, 'request-1')).rejects.toMatchObject({
      code: ErrorCode.ApprovalRequestReused,
    });
  });

  it('a retried start answers the instance the first one started', async () => {
    const w = await world();
    const template = await oneNode(w, ['李娜'], 'all');
    const first = await w.start('陈刚', template, expense(100), { requestId: 'start-1' });
    const again = await w.start('陈刚', template, expense(100), { requestId: 'start-1' });
    expect(again).toBe(first);
    expect((await w.instanceCount()).count).toBe(1);
  });

  it('two approvers of one 或签 node at once: exactly one decides it', async () => {
    const w = await world();
    const id = await w.start('陈刚', await oneNode(w, ['李娜', '王芳'], 'any'), expense(100));
    // Both tasks looked up first: the two approvals race each other, not a lookup.
    const [li, wang] = [await w.taskOf('李娜', id), await w.taskOf('王芳', id)];
    const results = await Promise.allSettled([
      w.actOnTask('李娜', li, { kind: 'approve' }),
      w.actOnTask('王芳', wang, { kind: 'approve' }),
    ]);
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as
      | PromiseRejectedResult
      | undefined;
    expect(refused?.reason).toMatchObject({ code: ErrorCode.ApprovalTaskDone });
    expect((await w.tasks(id)).filter((task) => task.endsWith(':approved'))).toHaveLength(1);
  });

  it('20 starts and then 20 approvals at once on distinct instances all land, with 20 distinct numbers', async () => {
    const w = await world();
    const template = await oneNode(w, ['李娜'], 'all');
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) => w.start('陈刚', template, expense(100 + index))),
    );
    expect(await w.instanceCount()).toEqual({ count: 20, serials: 20 });
    await Promise.all(ids.map((id) => w.act('李娜', id, { kind: 'approve' })));
    for (const id of ids) expect(await w.pending(id)).toEqual(['孙强:open']);
  });
});

describe('people resolved as each node is reached', () => {
  it('a head changed between two nodes is the one the second node asks, and that is recorded', async () => {
    const w = await world();
    const template = await w.publish(
      start(
        approver(
          'first',
          { nodeUserList: [member(w.uniqueIdOf('李娜'), '李娜')] },
          approver('head', { settype: 2, directorLevel: 1, nodeUserList: [] }),
        ),
      ),
      form,
    );
    const id = await w.start('陈刚', template, expense(100));
    await w.setHead('招商部', '吴磊');
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['吴磊:open']);
    const [node] = await server.db.query<{ detail: { people: { name: string }[] } }>(
      `select e.detail from approval_events e join approval_instances i on i.id = e.instance_id
        where i.unique_id = $1 and e.kind = 'node' and e.node_id = 'head'`,
      [id],
    );
    expect(node!.detail.people.map((person) => person.name)).toEqual(['吴磊']);
  });

  it('records how several people decide at a node (one person: nothing to say)', async () => {
    const w = await world();
    const template = await w.publish(
      start(
        approver(
          'pair',
          {
            nodeUserList: [member(w.uniqueIdOf('李娜'), '李娜'), member(w.uniqueIdOf('赵敏'), '赵敏')],
            examineMode: 'sequential',
          },
          approver('alone', { nodeUserList: [member(w.uniqueIdOf('李娜'), '李娜')] }),
        ),
      ),
      form,
    );
    const id = await w.start('陈刚', template, expense(100));
    await w.act('李娜', id, { kind: 'approve' });
    await w.act('赵敏', id, { kind: 'approve' });
    const nodes = await server.db.query<{ node_id: string; detail: { mode?: string } }>(
      `select e.node_id, e.detail from approval_events e join approval_instances i on i.id = e.instance_id
        where i.unique_id = $1 and e.kind = 'node' order by e.id`,
      [id],
    );
    expect(nodes.map((node) => [node.node_id, node.detail.mode])).toEqual([
      ['pair', 'sequential'],
      ['alone', undefined],
    ]);
  });

  it('nobody resolved: the administrators', async () => {
    const w = await world();
    // 运营部 has no head.
    const template = await w.publish(
      start(approver('head', { settype: 2, directorLevel: 1, nodeUserList: [] })),
      form,
    );
    const id = await w.start('李娜', template, expense(100));
    expect(await w.pending(id)).toEqual(['张伟:open']);
  });

  it('the initiator heading their own department passes to the head above', async () => {
    const w = await world();
    const template = await w.publish(
      start(approver('head', { settype: 2, directorLevel: 1, nodeUserList: [], selfApprove: 'head' })),
      form,
    );
    const id = await w.start('赵敏', template, expense(100));
    expect(await w.pending(id)).toEqual(['孙强:open']);
  });

  it('the same approver on consecutive nodes approves once', async () => {
    const w = await world();
    const li = member(w.uniqueIdOf('李娜'), '李娜');
    const template = await w.publish(
      start(
        approver(
          'a',
          { nodeUserList: [li] },
          approver(
            'b',
            { nodeUserList: [li], skipRepeated: true },
            approver('c', { nodeUserList: [member(w.uniqueIdOf('孙强'), '孙强')] }),
          ),
        ),
      ),
      form,
    );
    const id = await w.start('陈刚', template, expense(100));
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
  });
});

describe('templates and forms', () => {
  it('a template republished while an instance runs: the instance keeps its version', async () => {
    const w = await world();
    const template = await oneNode(w, ['李娜'], 'all');
    const id = await w.start('陈刚', template, expense(100));
    await w.publish(
      start(approver('other', { nodeUserList: [member(w.uniqueIdOf('王芳'), '王芳')] })),
      form,
      { templateUniqueId: template },
    );
    await w.act('李娜', id, { kind: 'approve' });
    expect(await w.pending(id)).toEqual(['孙强:open']);
    const next = await w.start('陈刚', template, expense(100));
    expect(await w.pending(next)).toEqual(['王芳:open']);
  });

  it('refuses a form against the version’s schema, on the field', async () => {
    const w = await world();
    const template = await oneNode(w, ['李娜'], 'all');
    await expect(w.start('陈刚', template, { amount: 0, reason: '差旅' })).rejects.toMatchObject({
      code: ErrorCode.ApprovalFormInvalid,
      message: '金额不能小于 0.01 元',
      data: { field: 'amount' },
    });
    await expect(w.start('陈刚', template, { amount: 100 })).rejects.toMatchObject({
      message: '请输入事由',
      data: { field: 'reason' },
    });
  });

  it('only those the template names may start it', async () => {
    const w = await world();
    const template = await w.publish(
      start(approver('a', { nodeUserList: [member(w.uniqueIdOf('李娜'), '李娜')] })),
      form,
      {
        starters: { departments: [await w.departmentUniqueId('运营部')] },
      },
    );
    await expect(w.start('陈刚', template, expense(100))).rejects.toMatchObject({
      code: ErrorCode.ApprovalNotAllowedToStart,
    });
    expect(await w.state(await w.start('周杰', template, expense(100)))).toBe('running');
  });

  it('an approver edits only the fields their node lets them edit; hidden ones stay as they were', async () => {
    const w = await world();
    const template = await oneNode(w, ['李娜'], 'all', {
      fieldPermissions: { note: 'edit', secret: 'hidden', amount: 'read' },
    });
    const id = await w.start('陈刚', template, { ...expense(100), secret: '勿外传' });
    await w.act('李娜', id, { kind: 'approve', form: { note: '票据齐全', amount: 1, secret: '改了' } });
    expect(await w.form(id)).toEqual({ amount: 100, reason: '差旅', secret: '勿外传', note: '票据齐全' });
  });
});
