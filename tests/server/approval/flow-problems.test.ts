import Ajv from 'ajv';
import { ApprovalFlow, type FlowNode } from '../../../manifests/contracts/approval-flow';
import {
  expenseFlow,
  expenseForm,
  leaveFlow,
  leaveForm,
  purchaseFlow,
  purchaseForm,
  sealFlow,
  sealForm,
} from '../../../server/areas/approval/demo/demo-templates';
import { flowProblems } from '../../../server/areas/approval/flow/flow-problems';
import {
  approver,
  branch,
  cc,
  handler,
  member,
  otherwise,
  role,
  router,
  start,
  testForm,
} from './support/flows';

const amountOver = (fen: number) => ({
  priorityLevel: 1,
  conditionGroups: [
    { operator: 'and' as const, rules: [{ field: 'amount', operator: 'gt' as const, value: fen }] },
  ],
});

/** 报销 as the demo seeds it: a sound flow. */
const sound = start(
  router(
    'condition',
    'r',
    [branch('large', amountOver(100000), approver('a', {}, approver('b'))), otherwise('else', approver('c'))],
    handler(
      'cashier',
      { settype: 4, nodeUserList: [role('cashier')], emptyApprover: { action: 'admins' } },
      cc('copy', [member('fang')]),
    ),
  ),
);

const messages = (flow: FlowNode) => flowProblems(flow, testForm).map((problem) => problem.message);

describe('flow problems', () => {
  it('finds none in a sound flow', () => {
    expect(flowProblems(sound, testForm)).toEqual([]);
  });

  it('finds none in the demo templates', () => {
    const people = {
      sunQiang: member('sun'),
      liuYang: member('liu'),
      wangFang: member('wang'),
      zhaoMin: member('zhao'),
    };
    expect(flowProblems(leaveFlow(), leaveForm)).toEqual([]);
    expect(flowProblems(expenseFlow(people), expenseForm)).toEqual([]);
    expect(flowProblems(sealFlow(people), sealForm)).toEqual([]);
    expect(flowProblems(purchaseFlow(people), purchaseForm)).toEqual([]);
  });

  it.each<[string, FlowNode, string[]]>([
    ['a flow not starting with the start node', approver('a'), ['「a」：流程须从发起人节点开始']],
    [
      'a second start node',
      start(approver('a', {}, start())),
      ['「发起人」：节点标识重复', '「发起人」：发起人节点只能在流程开头'],
    ],
    ['an approver without approvers', start(approver('a', { nodeUserList: [] })), ['「a」：请选择审批人']],
    ['a handler without a source', start(handler('h', { settype: undefined })), ['「h」：请设置办理人']],
    [
      'a single approver with two members',
      start(approver('a', { setting: 4, nodeUserList: [member('x'), member('y')] })),
      ['「a」：只能选择一名审批人'],
    ],
    [
      'a department head without a level',
      start(approver('a', { settype: 2, nodeUserList: [] })),
      ['「a」：请选择主管层级'],
    ],
    [
      'a role node without a role',
      start(approver('a', { settype: 4, nodeUserList: [member('x')] })),
      ['「a」：请选择角色'],
    ],
    [
      'initiator-chooses without a mode',
      start(approver('a', { settype: 6, nodeUserList: [] })),
      ['「a」：请选择发起人自选的方式（单选或多选）'],
    ],
    [
      'a form-member node on a missing field',
      start(approver('a', { settype: 7, formField: 'nobody', nodeUserList: [] })),
      ['「a」：请选择表单中的成员字段'],
    ],
    [
      'a form-member node on an amount',
      start(approver('a', { settype: 7, formField: 'amount', nodeUserList: [] })),
      ['「a」：字段「金额」不是成员字段'],
    ],
    [
      'empty approver to a member not named',
      start(approver('a', { emptyApprover: { action: 'member' } })),
      ['「a」：请选择审批人为空时转交的成员'],
    ],
    ['a cc without people', start(cc('c', [])), ['「c」：请选择抄送人']],
    [
      'a condition router without a default',
      start(
        router('condition', 'r', [
          branch('x', amountOver(1)),
          branch('y', { ...amountOver(2), priorityLevel: 2 }),
        ]),
      ),
      ['「条件分支」：条件分支须有且只有一个「其他情况」分支'],
    ],
    [
      'a condition router with two defaults',
      start(router('condition', 'r', [otherwise('x'), otherwise('y')])),
      ['「条件分支」：条件分支须有且只有一个「其他情况」分支'],
    ],
    [
      'a router with one branch',
      start(router('condition', 'r', [otherwise('x')])),
      ['「条件分支」：至少需要两个分支'],
    ],
    [
      'a parallel router with a default',
      start(router('parallel', 'p', [branch('x', {}), otherwise('y')])),
      ['「并行分支」：并行分支没有「其他情况」'],
    ],
    [
      'two branches of one priority',
      start(
        router('condition', 'r', [branch('x', amountOver(1)), branch('y', amountOver(2)), otherwise('z')]),
      ),
      ['「条件分支」：分支的优先级不能重复'],
    ],
    [
      'a branch without a condition',
      start(router('condition', 'r', [branch('x', {}), otherwise('z')])),
      ['「x」：请设置条件'],
    ],
    [
      'a condition on a field no longer in the form',
      start(
        router('condition', 'r', [
          branch('x', {
            conditionGroups: [{ operator: 'and', rules: [{ field: 'gone', operator: 'gt', value: 1 }] }],
          }),
          otherwise('z'),
        ]),
      ),
      ['「x」：条件中的字段「gone」已不在表单中'],
    ],
    [
      'a condition that does not suit its field',
      start(
        router('condition', 'r', [
          branch('x', {
            conditionGroups: [
              { operator: 'and', rules: [{ field: 'amount', operator: 'in', value: ['1'] }] },
            ],
          }),
          otherwise('z'),
        ]),
      ),
      ['「x」：字段「金额」的条件不适用于该字段类型'],
    ],
    [
      'between without its upper bound',
      start(
        router('condition', 'r', [
          branch('x', {
            conditionGroups: [
              { operator: 'and', rules: [{ field: 'amount', operator: 'between', value: 1 }] },
            ],
          }),
          otherwise('z'),
        ]),
      ),
      ['「x」：字段「金额」的条件缺少上限'],
    ],
    [
      'field permissions on a missing field',
      start(approver('a', { fieldPermissions: { amount: 'read', gone: 'hidden' } })),
      ['「a」：字段权限中的字段「gone」已不在表单中'],
    ],
    [
      'a department head without an empty-approver rule',
      start(approver('a', { settype: 2, directorLevel: 1, nodeUserList: [] })),
      ['「a」：审批人可能为空，请设置审批人为空时的处理方式'],
    ],
    [
      'continuous heads without an empty-approver rule',
      start(approver('a', { settype: 3, directorLevel: 2, nodeUserList: [] })),
      ['「a」：审批人可能为空，请设置审批人为空时的处理方式'],
    ],
    [
      'a handler role without an empty-approver rule',
      start(handler('h', { settype: 4, nodeUserList: [role('cashier')] })),
      ['「h」：办理人可能为空，请设置办理人为空时的处理方式'],
    ],
    [
      'an optional member field without an empty-approver rule',
      start(approver('a', { settype: 7, formField: 'owner', nodeUserList: [] })),
      ['「a」：审批人可能为空，请设置审批人为空时的处理方式'],
    ],
    [
      'a condition on a field that is not required',
      start(
        router('condition', 'r', [
          branch('x', {
            conditionGroups: [{ operator: 'and', rules: [{ field: 'days', operator: 'gt', value: 3 }] }],
          }),
          otherwise('z'),
        ]),
      ),
      ['「x」：条件中的字段「天数」须设为必填'],
    ],
    [
      'two branches with the same conditions (rules in another order)',
      start(
        router('condition', 'r', [
          branch('x', {
            conditionGroups: [
              {
                operator: 'and',
                rules: [
                  { field: 'amount', operator: 'gt', value: 100 },
                  { field: 'amount', operator: 'lt', value: 900 },
                ],
              },
            ],
          }),
          branch('y', {
            priorityLevel: 2,
            conditionGroups: [
              {
                operator: 'and',
                rules: [
                  { field: 'amount', operator: 'lt', value: 900 },
                  { field: 'amount', operator: 'gt', value: 100 },
                ],
              },
            ],
          }),
          otherwise('z'),
        ]),
      ),
      ['「y」：与「x」的条件相同'],
    ],
    [
      'two branches naming the same initiators',
      start(
        router('condition', 'r', [
          branch('x', { ruleType: 1, ruleOperations: 1, nodeUserList: [member('a'), member('b')] }),
          branch('y', {
            priorityLevel: 2,
            ruleType: 1,
            ruleOperations: 1,
            nodeUserList: [member('b'), member('a')],
          }),
          otherwise('z'),
        ]),
      ),
      ['「y」：与「x」的条件相同'],
    ],
    ['a cc by role without a role', start({ ...cc('c', [member('x')]), settype: 4 }), ['「c」：请选择角色']],
    ['a repeated node id', start(approver('a', {}, approver('a'))), ['「a」：节点标识重复']],
  ])('%s', (_name, flow, expected) => {
    expect(messages(flow)).toEqual(expected);
  });

  it('bounds the number of nodes and the depth', () => {
    let chain: FlowNode | undefined;
    for (let index = 0; index < 120; index++) chain = approver(`n${index}`, {}, chain);
    expect(messages(start(chain))).toContain('「n20」：流程层级不能超过 100 层');
    const wide = start(
      router(
        'parallel',
        'p',
        Array.from({ length: 10 }, (_, index) => branch(`b${index}`, {}, chainOf(20, `b${index}`))),
      ),
    );
    expect(messages(wide)[0]).toBe('流程节点不能超过 200 个');
  });

  it.each<[string, FlowNode]>([
    [
      'a department head with an empty-approver rule',
      approver('a', { settype: 2, directorLevel: 1, emptyApprover: { action: 'pass' } }),
    ],
    ['a required member field', approver('a', { settype: 7, formField: 'owner', nodeUserList: [] })],
    ['the initiator', approver('a', { settype: 5, nodeUserList: [] })],
    ['a cc by department head', { ...cc('c', []), settype: 2, directorLevel: 1 }],
  ])('lets %s be without an empty-approver rule', (_name, node) => {
    const form = testForm.map((field) => (field.name === 'owner' ? { ...field, required: true } : field));
    expect(flowProblems(start(node), form)).toEqual([]);
  });

  it('finds a condition on a field marked not to be used in conditions, on its branch', () => {
    const flow = start(router('condition', 'r', [branch('x', amountOver(100000)), otherwise('z')]));
    const form = testForm.map((field) =>
      field.name === 'amount' ? { ...field, conditionable: false } : field,
    );
    expect(flowProblems(flow, form)).toEqual([
      {
        nodeId: 'x',
        message: '「x」：字段「金额」已设为不可作为流程条件，请删除该条件或在表单中开启「可作为流程条件」',
      },
    ]);
    // Marked usable (or left unmarked), the same condition is sound.
    expect(
      flowProblems(
        flow,
        testForm.map((field) => ({ ...field, conditionable: true })),
      ),
    ).toEqual([]);
  });

  it('tells branches apart by their operators and by the initiator rule', () => {
    const rule = { field: 'amount', operator: 'gt' as const, value: 100 };
    const flow = start(
      router('condition', 'r', [
        branch('x', { conditionGroups: [{ operator: 'and', rules: [rule] }] }),
        branch('y', {
          priorityLevel: 2,
          conditionGroups: [{ operator: 'and', rules: [{ ...rule, operator: 'gte' }] }],
        }),
        branch('w', {
          priorityLevel: 3,
          ruleType: 1,
          ruleOperations: 2,
          nodeUserList: [member('a')],
          conditionGroups: [{ operator: 'and', rules: [rule] }],
        }),
        branch('v', {
          priorityLevel: 4,
          ruleType: 1,
          ruleOperations: 1,
          nodeUserList: [member('a')],
          conditionGroups: [{ operator: 'and', rules: [rule] }],
        }),
        otherwise('z'),
      ]),
    );
    expect(messages(flow)).toEqual([]);
  });
});

function chainOf(length: number, prefix: string): FlowNode | undefined {
  let chain: FlowNode | undefined;
  for (let index = 0; index < length; index++) chain = approver(`${prefix}-${index}`, {}, chain);
  return chain;
}

describe('the flow schema', () => {
  const validate = new Ajv({ allErrors: false }).compile(ApprovalFlow);

  it('takes a sound flow, with a free custom attribute carried as it is', () => {
    const flow = { ...sound, zdy1: { colour: 'blue', weights: [1, 2] } };
    expect(validate(JSON.parse(JSON.stringify(flow)))).toBe(true);
  });

  it.each([
    ['an unknown property', { ...sound, colour: 'red' }],
    ['an unknown node type', { ...sound, childNode: { ...approver('a'), type: 'robot' } }],
    ['an unknown settype', { ...sound, childNode: { ...approver('a'), settype: 9 } }],
    [
      'a bad member kind deep inside',
      start(
        approver('a', {}, approver('b', { nodeUserList: [{ id: 'x', name: 'x', kind: 'team' as never }] })),
      ),
    ],
    [
      'a router with eleven branches',
      start(
        router(
          'parallel',
          'p',
          Array.from({ length: 11 }, (_, index) => branch(`b${index}`, {})),
        ),
      ),
    ],
  ])('refuses %s', (_name, flow) => {
    expect(validate(JSON.parse(JSON.stringify(flow)))).toBe(false);
  });
});
