import type { FlowBranch, FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import {
  type AddableKind,
  addBranch,
  addNode,
  canAdd,
  moveBranch,
  moveNode,
  nextNodeId,
  nodeSummary,
  removeBranch,
  removeNode,
  renameNode,
  updateNode,
} from '@plugins/approval/designer/flow/flow-model';
import { indexFlow } from '@plugins/approval/designer/flow/flow-tree';
import {
  approver,
  branch,
  cc,
  department,
  member,
  otherwise,
  role,
  router,
  start,
} from '../../server/approval/support/flows';

/** The flow as a readable outline: ids in chain order, a router's branches in brackets. */
function outline(node: FlowNode | undefined): string {
  const parts: string[] = [];
  for (let at = node; at; at = at.childNode) {
    const branches = at.conditionNodes;
    parts.push(
      branches
        ? `${at.nodeId}[${branches.map((one) => `${one.nodeId}#${one.priorityLevel}${one.isDefault ? '*' : ''}:${outline(one.childNode)}`).join(' | ')}]`
        : at.nodeId,
    );
  }
  return parts.join(' > ');
}

const conditionOn = (fen: number): Partial<FlowBranch> => ({
  conditionGroups: [{ operator: 'and', rules: [{ field: 'amount', operator: 'gt', value: fen }] }],
});

/** 发起人 > a > r[x: b | else: (nothing)] > c */
const sample = () =>
  start(
    approver(
      'a',
      {},
      router(
        'condition',
        'r',
        [branch('x', conditionOn(100), approver('b')), { ...otherwise('else'), priorityLevel: 2 }],
        cc('c', [member('li')]),
      ),
    ),
  );

describe('the flow model: adding nodes', () => {
  it.each<[AddableKind, Partial<FlowNode>, string]>([
    [
      'approver',
      {
        nodeName: '审批人',
        type: 'approver',
        settype: 1,
        nodeUserList: [],
        examineMode: 'sequential',
        emptyApprover: { action: 'admins' },
      },
      'start > approver_8 > a',
    ],
    [
      'handler',
      {
        nodeName: '办理人',
        type: 'handler',
        settype: 1,
        nodeUserList: [],
        examineMode: 'sequential',
        emptyApprover: { action: 'admins' },
      },
      'start > handler_8 > a',
    ],
    ['cc', { nodeName: '抄送人', type: 'cc', settype: 1, nodeUserList: [] }, 'start > cc_8 > a'],
    [
      'condition',
      { nodeName: '条件分支', type: 'condition' },
      'start > condition_8[branch_9#1: | branch_10#2*:] > a',
    ],
    [
      'parallel',
      { nodeName: '并行分支', type: 'parallel' },
      'start > parallel_8[branch_9#1: | branch_10#2:] > a',
    ],
  ])('adds a %s after the start node, the rest below it', (kind, expected, shape) => {
    const flow = sample();
    const next = addNode(flow, { after: 'start' }, kind);
    expect(outline(next).startsWith(shape)).toBe(true);
    expect(next.childNode).toMatchObject(expected);
    expect(next.childNode?.nodeId).toBe(nextNodeId(flow, kind));
    expect(indexFlow(next).size).toBe(
      indexFlow(flow).size + (kind === 'condition' || kind === 'parallel' ? 3 : 1),
    );
  });

  it('names the branches of a new router: 条件1 and 其他情况, 分支1 and 分支2', () => {
    const withCondition = addNode(sample(), { after: 'start' }, 'condition');
    expect(withCondition.childNode?.conditionNodes?.map((one) => one.nodeName)).toEqual([
      '条件1',
      '其他情况',
    ]);
    const withParallel = addNode(sample(), { after: 'start' }, 'parallel');
    expect(withParallel.childNode?.conditionNodes?.map((one) => one.nodeName)).toEqual(['分支1', '分支2']);
  });

  it.each<[string, Parameters<typeof addNode>[1], AddableKind, string]>([
    ['after a node in a branch', { after: 'b' }, 'cc', 'start > a > r[x#1:b > cc_8 | else#2*:] > c'],
    [
      'at the top of a branch',
      { inBranch: 'x' },
      'approver',
      'start > a > r[x#1:approver_8 > b | else#2*:] > c',
    ],
    ['into an empty branch', { inBranch: 'else' }, 'handler', 'start > a > r[x#1:b | else#2*:handler_8] > c'],
    [
      'after a router: below its join',
      { after: 'r' },
      'approver',
      'start > a > r[x#1:b | else#2*:] > approver_8 > c',
    ],
    ['at the end of the flow', { after: 'c' }, 'cc', 'start > a > r[x#1:b | else#2*:] > c > cc_8'],
    [
      'a router inside a branch (nested)',
      { inBranch: 'x' },
      'parallel',
      'start > a > r[x#1:parallel_8[branch_9#1: | branch_10#2:] > b | else#2*:] > c',
    ],
  ])('adds %s', (_name, place, kind, expected) => {
    expect(outline(addNode(sample(), place, kind))).toBe(expected);
  });

  it.each<[string, Parameters<typeof addNode>[1]]>([
    ['after a node that is not there', { after: 'gone' }],
    ['into a branch that is not there', { inBranch: 'gone' }],
    ['"after" a branch', { after: 'x' }],
    ['"into" a node', { inBranch: 'a' }],
  ])('leaves the flow as it is when asked to add %s', (_name, place) => {
    const flow = sample();
    expect(addNode(flow, place, 'approver')).toBe(flow);
  });

  it('keeps every id unique however many nodes are added, and stops at the flow limit', () => {
    let flow = sample();
    for (let round = 0; round < 60; round++)
      flow = addNode(
        flow,
        { after: round % 2 === 0 ? 'a' : 'b' },
        (['approver', 'condition', 'cc'] as const)[round % 3]!,
      );
    const ids: string[] = [];
    const walk = (node: FlowNode | undefined) => {
      for (let at = node; at; at = at.childNode) {
        ids.push(at.nodeId);
        for (const one of at.conditionNodes ?? []) {
          ids.push(one.nodeId);
          walk(one.childNode);
        }
      }
    };
    walk(flow);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(200);
    expect(canAdd(flow, 'condition')).toBe(ids.length + 3 <= 200);
  });

  it('rebuilds only the path to the change: the other branches keep their identity', () => {
    const flow = sample();
    const next = addNode(flow, { inBranch: 'else' }, 'approver');
    const before = flow.childNode!.childNode!;
    const after = next.childNode!.childNode!;
    expect(after).not.toBe(before);
    expect(after.conditionNodes![0]).toBe(before.conditionNodes![0]);
    expect(after.childNode).toBe(before.childNode);
  });
});

describe('the flow model: removing and moving nodes', () => {
  it.each<[string, string, string]>([
    ['a node: its chain goes on', 'a', 'start > r[x#1:b | else#2*:] > c'],
    ['a node in a branch', 'b', 'start > a > r[x#1: | else#2*:] > c'],
    ['a router with its branches', 'r', 'start > a > c'],
    ['the last node', 'c', 'start > a > r[x#1:b | else#2*:]'],
  ])('removes %s', (_name, id, expected) => {
    expect(outline(removeNode(sample(), id))).toBe(expected);
  });

  it('keeps the start node and ignores an unknown id', () => {
    const flow = sample();
    expect(removeNode(flow, 'start')).toBe(flow);
    expect(removeNode(flow, 'gone')).toBe(flow);
  });

  it('removes an outer router with the routers nested in it', () => {
    const nested = addNode(sample(), { inBranch: 'x' }, 'condition');
    expect(outline(removeNode(nested, 'r'))).toBe('start > a > c');
  });

  it.each<[string, string, Parameters<typeof moveNode>[2], string]>([
    ['below another node', 'a', { after: 'c' }, 'start > r[x#1:b | else#2*:] > c > a'],
    ['into a branch', 'c', { inBranch: 'else' }, 'start > a > r[x#1:b | else#2*:c]'],
    ['out of a branch', 'b', { after: 'start' }, 'start > b > a > r[x#1: | else#2*:] > c'],
    ['a router with its branches', 'r', { after: 'c' }, 'start > a > c > r[x#1:b | else#2*:]'],
  ])('moves a node %s', (_name, id, place, expected) => {
    expect(outline(moveNode(sample(), id, place))).toBe(expected);
  });

  it.each<[string, string, Parameters<typeof moveNode>[2]]>([
    ['the start node', 'start', { after: 'c' }],
    ['a router into its own branch', 'r', { inBranch: 'x' }],
    ['a router below a node of its own branch', 'r', { after: 'b' }],
    ['a node after itself', 'a', { after: 'a' }],
    ['to a place that is not there', 'a', { after: 'gone' }],
  ])('does not move %s', (_name, id, place) => {
    const flow = sample();
    expect(moveNode(flow, id, place)).toBe(flow);
  });
});

describe('the flow model: branches', () => {
  it('adds a condition before 其他情况 and renumbers the priorities', () => {
    const next = addBranch(sample(), 'r');
    expect(outline(next)).toBe('start > a > r[x#1:b | branch_8#2: | else#3*:] > c');
    expect(next.childNode!.childNode!.conditionNodes![1]!.nodeName).toBe('条件2');
  });

  it('adds a parallel branch at the end', () => {
    const flow = start(router('parallel', 'p', [branch('x', {}), branch('y', { priorityLevel: 2 })]));
    expect(outline(addBranch(flow, 'p'))).toBe('start > p[x#1: | y#2: | branch_5#3:]');
  });

  it('stops at ten branches and ignores a node that is not a router', () => {
    let flow = sample();
    for (let count = 0; count < 12; count++) flow = addBranch(flow, 'r');
    expect(flow.childNode!.childNode!.conditionNodes).toHaveLength(10);
    expect(addBranch(flow, 'r')).toBe(flow);
    expect(addBranch(flow, 'a')).toBe(flow);
  });

  it.each<[string, FlowNode, string, string]>([
    [
      'one of three: the rest renumbered',
      start(
        router('condition', 'r', [
          branch('x', conditionOn(1)),
          branch('y', { ...conditionOn(2), priorityLevel: 2 }),
          otherwise('z'),
        ]),
      ),
      'x',
      'start > r[y#1: | z#2*:]',
    ],
    [
      'one of two: the router gives way to the other branch’s chain, then what followed',
      sample(),
      'x',
      'start > a > c',
    ],
    [
      'the condition of two, keeping the default’s chain',
      start(router('condition', 'r', [branch('x', {}), otherwise('z', approver('k'))], cc('c', []))),
      'x',
      'start > k > c',
    ],
    [
      'a nested router’s branch',
      addBranch(addNode(sample(), { inBranch: 'x' }, 'parallel'), 'parallel_8'),
      'branch_9',
      'start > a > r[x#1:parallel_8[branch_10#1: | branch_11#2:] > b | else#2*:] > c',
    ],
  ])('removes %s', (_name, flow, id, expected) => {
    expect(outline(removeBranch(flow, id))).toBe(expected);
  });

  const three = () =>
    start(
      router('condition', 'r', [
        branch('x', conditionOn(1)),
        branch('y', { ...conditionOn(2), priorityLevel: 2 }),
        branch('w', { ...conditionOn(3), priorityLevel: 3 }),
        otherwise('z'),
      ]),
    );

  it.each<[string, string, number, string]>([
    ['down one', 'x', 1, 'start > r[y#1: | x#2: | w#3: | z#4*:]'],
    ['up one', 'w', 1, 'start > r[x#1: | w#2: | y#3: | z#4*:]'],
    ['to the top', 'w', 0, 'start > r[w#1: | x#2: | y#3: | z#4*:]'],
  ])('moves a branch %s (its priority follows)', (_name, id, to, expected) => {
    expect(outline(moveBranch(three(), id, to))).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['the default branch', 'z', 0],
    ['a branch past the default', 'w', 3],
    ['a branch before the first', 'x', -1],
    ['a branch to where it is', 'y', 1],
    ['a branch that is not there', 'gone', 0],
  ])('does not move %s', (_name, id, to) => {
    const flow = three();
    expect(moveBranch(flow, id, to)).toBe(flow);
  });
});

describe('the flow model: settings and names', () => {
  it('sets and removes a node’s settings, never its id, type or chain', () => {
    const flow = sample();
    const next = updateNode(flow, 'a', {
      settype: 2,
      directorLevel: 2,
      nodeUserList: undefined,
      nodeId: 'other',
      type: 'cc',
      childNode: undefined,
    } as Parameters<typeof updateNode>[2]);
    expect(next.childNode).toMatchObject({ nodeId: 'a', type: 'approver', settype: 2, directorLevel: 2 });
    expect(next.childNode).not.toHaveProperty('nodeUserList');
    expect(next.childNode!.childNode).toBe(flow.childNode!.childNode);
  });

  it('sets a branch’s conditions', () => {
    const next = updateNode(sample(), 'x', {
      ruleType: 2,
      ruleOperations: 1,
      nodeUserList: [department('zs', '招商部')],
    });
    expect(next.childNode!.childNode!.conditionNodes![0]).toMatchObject({
      nodeId: 'x',
      ruleType: 2,
      nodeUserList: [{ id: 'zs' }],
    });
  });

  it.each<[string, string, string, string | 'same']>([
    ['a node', 'a', '  财务审批 ', '财务审批'],
    ['a branch', 'x', '大额', '大额'],
    ['to a blank name', 'a', '   ', 'same'],
    ['the default branch', 'else', '其他', 'same'],
    ['to a name past thirty characters', 'a', '审'.repeat(40), '审'.repeat(30)],
  ])('renames %s', (_name, id, name, expected) => {
    const flow = sample();
    const next = renameNode(flow, id, name);
    if (expected === 'same') expect(next).toBe(flow);
    else expect(indexFlow(next).get(id)!.item.nodeName).toBe(expected);
  });
});

const form: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true },
  { name: 'days', label: '天数', kind: 'number', required: true },
  { name: 'day', label: '日期', kind: 'date', required: true },
  {
    name: 'kind',
    label: '类型',
    kind: 'select',
    required: true,
    options: [
      { label: '差旅', value: 'travel' },
      { label: '办公', value: 'office' },
    ],
  },
  { name: 'owner', label: '负责人', kind: 'member' },
];
const sources = {
  members: [
    { uniqueId: 'zw', name: '张伟' },
    { uniqueId: 'ln', name: '李娜' },
  ],
  departments: [{ label: '星河科技园', value: 'root', children: [{ label: '招商部', value: 'zs' }] }],
  roles: [{ uniqueId: 'cashier', name: '出纳' }],
};

describe('node summaries', () => {
  const people = [member('zw', '旧名'), member('ln')];
  it.each<[string, FlowNode, string]>([
    ['the start node', start(), '所有人'],
    [
      'members in order',
      approver('a', { nodeUserList: people, examineMode: 'sequential' }),
      '张伟、李娜 依次审批',
    ],
    ['members all deciding', approver('a', { nodeUserList: people, examineMode: 'all' }), '张伟、李娜 会签'],
    ['members any deciding', approver('a', { nodeUserList: people, examineMode: 'any' }), '张伟、李娜 或签'],
    [
      'a handler’s members in order',
      { ...approver('a', { nodeUserList: people, examineMode: 'sequential' }), type: 'handler' },
      '张伟、李娜 依次办理',
    ],
    ['one member', approver('a', { nodeUserList: [member('zw')] }), '张伟'],
    [
      'a member the sources no longer have',
      approver('a', { nodeUserList: [member('gone', '王芳')] }),
      '王芳',
    ],
    ['no member yet', approver('a', { nodeUserList: [] }), '请选择审批人'],
    ['the direct head', approver('a', { settype: 2, directorLevel: 1 }), '发起人的直接主管'],
    ['the second-level head', approver('a', { settype: 2, directorLevel: 2 }), '发起人的二级主管'],
    [
      'continuous heads',
      approver('a', { settype: 3, directorLevel: 3 }),
      '从直接主管到发起人的三级主管 依次审批',
    ],
    ['a role', approver('a', { settype: 4, nodeUserList: [role('cashier')] }), '角色：出纳'],
    ['no role yet', approver('a', { settype: 4, nodeUserList: [] }), '请选择角色'],
    ['the initiator', approver('a', { settype: 5, nodeUserList: [] }), '发起人自己'],
    ['the initiator by setting', approver('a', { setting: 5, nodeUserList: [] }), '发起人自己'],
    ['the initiator choosing one', approver('a', { settype: 6, selectMode: 'single' }), '发起人自选（单选）'],
    [
      'the initiator choosing several',
      approver('a', { settype: 6, selectMode: 'multiple' }),
      '发起人自选（多选）',
    ],
    ['a member field', approver('a', { settype: 7, formField: 'owner' }), '表单中的「负责人」'],
    [
      'a member field that is gone',
      approver('a', { settype: 7, formField: 'gone' }),
      '请选择表单中的成员字段',
    ],
    ['no source', approver('a', { settype: undefined }), '请设置审批人'],
    ['a cc', cc('c', people), '张伟、李娜'],
    ['a cc with nobody', cc('c', []), '请选择抄送人'],
    ['a router', router('parallel', 'p', [branch('x', {}), branch('y', {})]), '2 个分支'],
  ])('of %s', (_name, node, expected) => {
    expect(nodeSummary(node, form, sources)).toBe(expected);
  });

  const rule = (field: string, operator: string, value: unknown, value2?: unknown) =>
    ({ field, operator, value, ...(value2 === undefined ? {} : { value2 }) }) as never;
  it.each<[string, Partial<FlowBranch>, string]>([
    [
      'an amount and a department',
      { ...conditionOn(100000), ruleType: 2, ruleOperations: 1, nodeUserList: [department('zs', '旧')] },
      '金额 > 1000 且 部门属于 招商部',
    ],
    [
      'an amount with fen',
      { conditionGroups: [{ operator: 'and', rules: [rule('amount', 'lte', 12345)] }] },
      '金额 ≤ 123.45',
    ],
    [
      'initiators not listed',
      { ruleType: 1, ruleOperations: 2, nodeUserList: [member('zw')] },
      '发起人不属于 张伟',
    ],
    [
      'options',
      { conditionGroups: [{ operator: 'and', rules: [rule('kind', 'in', ['travel', 'office'])] }] },
      '类型属于 差旅、办公',
    ],
    [
      'options left out',
      { conditionGroups: [{ operator: 'and', rules: [rule('kind', 'notIn', ['travel'])] }] },
      '类型不属于 差旅',
    ],
    [
      'one option',
      { conditionGroups: [{ operator: 'and', rules: [rule('kind', 'eq', 'office')] }] },
      '类型 = 办公',
    ],
    [
      'a range',
      { conditionGroups: [{ operator: 'and', rules: [rule('days', 'between', 3, 10)] }] },
      '天数 介于 3 至 10',
    ],
    [
      'a date',
      { conditionGroups: [{ operator: 'and', rules: [rule('day', 'before', '2026-04-01')] }] },
      '日期 早于 2026-04-01',
    ],
    [
      'rules joined by or',
      { conditionGroups: [{ operator: 'or', rules: [rule('days', 'gt', 3), rule('days', 'lt', 1)] }] },
      '天数 > 3 或 天数 < 1',
    ],
    [
      'groups joined by or',
      {
        groupOperator: 'or',
        conditionGroups: [
          { operator: 'and', rules: [rule('days', 'gte', 3), rule('amount', 'gt', 100)] },
          { operator: 'and', rules: [rule('kind', 'eq', 'travel')] },
        ],
      },
      '（天数 ≥ 3 且 金额 > 1） 或 类型 = 差旅',
    ],
    [
      'groups and an initiator rule',
      {
        groupOperator: 'or',
        ruleType: 1,
        ruleOperations: 1,
        nodeUserList: [member('ln')],
        conditionGroups: [
          { operator: 'and', rules: [rule('days', 'gte', 3)] },
          { operator: 'and', rules: [rule('days', 'eq', 0)] },
        ],
      },
      '（天数 ≥ 3 或 天数 = 0） 且 发起人属于 李娜',
    ],
    ['nothing yet', {}, '请设置条件'],
    ['the default branch', { isDefault: true }, '未满足其他条件时进入此分支'],
  ])('of a branch with %s', (_name, options, expected) => {
    expect(nodeSummary(branch('x', options), form, sources, 'condition')).toBe(expected);
  });

  it('of a parallel branch', () => {
    expect(nodeSummary(branch('x', {}), form, sources, 'parallel')).toBe('与其他分支同时进行');
  });
});
