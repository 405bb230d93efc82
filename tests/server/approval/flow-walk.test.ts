import type { FlowNode } from '../../../manifests/contracts/approval-flow';
import { chooseBranch } from '../../../server/areas/approval/flow/conditions';
import {
  allNodes,
  type BranchChooser,
  type FlowProgress,
  frontier,
  NO_PROGRESS,
  predict,
  returnedTo,
  taskNode,
  withChoices,
  withDone,
} from '../../../server/areas/approval/flow/flow-walk';
import { approver, branch, cc, otherwise, router, start, testForm } from './support/flows';

const ids = (nodes: readonly FlowNode[]) => nodes.map((node) => node.nodeId);

/** 报销: ≤ 1000 元 one approver, otherwise two in order; then 出纳 handles it and 财务 is copied. */
const expenseFlow = start(
  router(
    'condition',
    'amount-router',
    [
      branch(
        'small',
        {
          priorityLevel: 1,
          conditionGroups: [
            { operator: 'and', rules: [{ field: 'amount', operator: 'lte', value: 100000 }] },
          ],
        },
        approver('manager'),
      ),
      otherwise('large', approver('manager-2', {}, approver('director'))),
    ],
    approver('cashier', { nodeName: '出纳' }, cc('finance-cc', [])),
  ),
);

const byAmount =
  (amount: number): BranchChooser =>
  (node) =>
    chooseBranch(node, {
      initiator: 'chen',
      initiatorDepartmentLineage: new Set(),
      form: { amount },
      fields: new Map(testForm.map((field) => [field.name, field])),
    });

/** Acts on every active node until the flow finishes, recording each wave. */
function run(flow: FlowNode, choose: BranchChooser): string[][] {
  let progress: FlowProgress = NO_PROGRESS;
  const waves: string[][] = [];
  for (;;) {
    const next = frontier(flow, progress, choose);
    if (next.finished) return waves;
    waves.push(ids(next.active));
    progress = withDone(withChoices(progress, next.choices), ids(next.active));
  }
}

describe('walking a flow', () => {
  it.each([
    [80000, [['manager'], ['cashier'], ['finance-cc']]],
    [100000, [['manager'], ['cashier'], ['finance-cc']]],
    [500000, [['manager-2'], ['director'], ['cashier'], ['finance-cc']]],
  ])('a 报销 of %s fen goes %j', (amount, waves) => {
    expect(run(expenseFlow, byAmount(amount))).toEqual(waves);
  });

  it('a flow of the start node alone is finished at once', () => {
    expect(frontier(start(), NO_PROGRESS, byAmount(1))).toEqual({ active: [], choices: {}, finished: true });
  });

  it('an empty branch goes straight on to the router’s child', () => {
    const flow = start(
      router(
        'condition',
        'r',
        [
          branch('none', {
            priorityLevel: 1,
            conditionGroups: [{ operator: 'and', rules: [{ field: 'amount', operator: 'lt', value: 10 }] }],
          }),
          otherwise('else', approver('a')),
        ],
        approver('after'),
      ),
    );
    expect(run(flow, byAmount(1))).toEqual([['after']]);
    expect(run(flow, byAmount(100))).toEqual([['a'], ['after']]);
  });

  it('a parallel router waits for every branch, whose nodes are active together', () => {
    const flow = start(
      router(
        'parallel',
        'p',
        [
          branch('legal', {}, approver('lawyer', {}, approver('legal-head'))),
          branch('money', {}, approver('accountant')),
        ],
        approver('ceo'),
      ),
    );
    let progress = NO_PROGRESS;
    expect(ids(frontier(flow, progress, byAmount(1)).active)).toEqual(['lawyer', 'accountant']);
    progress = withDone(progress, ['accountant']);
    expect(ids(frontier(flow, progress, byAmount(1)).active)).toEqual(['lawyer']);
    progress = withDone(progress, ['lawyer']);
    expect(ids(frontier(flow, progress, byAmount(1)).active)).toEqual(['legal-head']);
    progress = withDone(progress, ['legal-head']);
    expect(ids(frontier(flow, progress, byAmount(1)).active)).toEqual(['ceo']);
  });

  it('routers nest: a condition inside a parallel branch', () => {
    const flow = start(
      router('parallel', 'p', [
        branch(
          'b1',
          {},
          router('condition', 'c', [
            branch(
              'big',
              {
                priorityLevel: 1,
                conditionGroups: [
                  { operator: 'and', rules: [{ field: 'amount', operator: 'gt', value: 100 }] },
                ],
              },
              approver('x'),
            ),
            otherwise('small'),
          ]),
        ),
        branch('b2', {}, approver('y')),
      ]),
    );
    expect(run(flow, byAmount(500))).toEqual([['x', 'y']]);
    expect(run(flow, byAmount(5))).toEqual([['y']]);
  });

  it('keeps the branch a router took when it was reached, whatever the form says later', () => {
    const first = frontier(expenseFlow, NO_PROGRESS, byAmount(500000));
    expect(first.choices).toEqual({ 'amount-router': 'large' });
    const progress = withChoices(NO_PROGRESS, first.choices);
    // The amount is edited down afterwards: the instance stays on its branch.
    expect(ids(frontier(expenseFlow, progress, byAmount(100)).active)).toEqual(['manager-2']);
    expect(frontier(expenseFlow, progress, byAmount(100)).choices).toEqual({});
  });
});

describe('退回 to a node passed', () => {
  const progress: FlowProgress = {
    done: ['manager-2', 'director', 'cashier'],
    chosen: { 'amount-router': { branch: 'large', at: 0 } },
  };

  it('makes it and every node after it to do again, keeping the choices made before it', () => {
    const back = returnedTo(progress, 'director');
    expect(back).toEqual({ done: ['manager-2'], chosen: { 'amount-router': { branch: 'large', at: 0 } } });
    expect(ids(frontier(expenseFlow, back as FlowProgress, byAmount(1)).active)).toEqual(['director']);
  });

  it('to the first node chooses its routers again', () => {
    const later = { ...progress, chosen: { ...progress.chosen, later: { branch: 'x', at: 2 } } };
    expect(returnedTo(later, 'director')?.chosen).toEqual({ 'amount-router': { branch: 'large', at: 0 } });
  });

  it('is refused for a node not passed', () => {
    expect(returnedTo(progress, 'finance-cc')).toBeUndefined();
  });
});

describe('predicting the nodes to come', () => {
  it('lists the waves from where the instance stands', () => {
    expect(predict(expenseFlow, NO_PROGRESS, byAmount(500000)).map(ids)).toEqual([
      ['manager-2'],
      ['director'],
      ['cashier'],
      ['finance-cc'],
    ]);
    const halfway: FlowProgress = {
      done: ['manager'],
      chosen: { 'amount-router': { branch: 'small', at: 0 } },
    };
    expect(predict(expenseFlow, halfway, byAmount(500000)).map(ids)).toEqual([['cashier'], ['finance-cc']]);
  });
});

describe('finding nodes', () => {
  it('lists every node and branch once, and finds task nodes by id', () => {
    const found = [...allNodes(expenseFlow)].map((node) => node.nodeId);
    expect(found).toEqual([
      'start',
      'amount-router',
      'small',
      'manager',
      'large',
      'manager-2',
      'director',
      'cashier',
      'finance-cc',
    ]);
    expect(taskNode(expenseFlow, 'director')?.nodeName).toBe('director');
    expect(taskNode(expenseFlow, 'amount-router')).toBeUndefined();
  });
});
