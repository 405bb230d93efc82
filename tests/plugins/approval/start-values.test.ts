import { approverFieldOf, startBodyOf, startFieldOf } from '@plugins/approval/views/center/start-values';
import { EXPENSE } from './support/approval-fixtures';

describe('start form values', () => {
  it('sends the filled fields only (blanks and descriptions left out) and each node’s approvers as a list', () => {
    const nodes = [
      ...EXPENSE.chooserNodes,
      { nodeId: 'n-board', nodeName: '董事会', selectMode: 'multiple' as const, range: [] },
      { nodeId: 'n-none', nodeName: '未选', selectMode: 'single' as const, range: [] },
    ];
    const body = startBodyOf(
      'tpl-expense',
      EXPENSE.form,
      nodes,
      {
        amount: 500,
        category: 'meal',
        detail: '   ',
        note: '不应发送',
        stray: '不在表单中',
        [approverFieldOf('n-finance')]: 'u-liu',
        [approverFieldOf('n-board')]: ['u-a', 'u-b'],
        [approverFieldOf('n-none')]: undefined,
      },
      'req-12345678',
    );
    expect(body).toEqual({
      templateUniqueId: 'tpl-expense',
      form: { amount: 500, category: 'meal' },
      chosenApprovers: { 'n-finance': ['u-liu'], 'n-board': ['u-a', 'u-b'] },
      requestId: 'req-12345678',
    });
  });

  it('finds the form value a refusal names, from the engine’s names and the body schema’s paths', () => {
    expect(startFieldOf('amount')).toBe('amount');
    expect(startFieldOf('approver:n-finance')).toBe('approver:n-finance');
    expect(startFieldOf(['form', 'amount'])).toBe('amount');
    expect(startFieldOf(['chosenApprovers', 'n-finance'])).toBe('approver:n-finance');
    expect(startFieldOf(['requestId', 'x'])).toBeUndefined();
    expect(startFieldOf(undefined)).toBeUndefined();
  });
});
