import approvalPlugin from '@plugins/approval';
import type { ApprovalDetail } from '@plugins/approval/api/approval-api';
import parkPlugin from '@plugins/park';
import { screen, waitFor, within } from '@testing-library/react';
import equipmentLoan from '@tests/fixtures/equipment-loan';
import { LoanApi } from '@tests/fixtures/equipment-loan/api/loan-api';
import { EquipmentLoanPermission, LOAN_APPROVAL_TYPE } from '@tests/fixtures/equipment-loan/manifest';
import { allCodesOf } from '@tests/support/signed-in-container';
import { pendingExpense, renderApprovalDetail } from '../approval/approval-detail-support';
import { FakeLoanApi, loan } from './support/fake-loan-api';
import { ALL_LOAN_CODES } from './support/loan-test-container';

/**
 * 审批详情 of a loan's approval (the fixture's type, the loan its business id) waiting on 赵敏, with
 * 设备借用 registered beside approval; approving it moves the loan to 已批准 as the type's hook does.
 */
async function renderLoanApproval(codes?: readonly string[]) {
  const loans = new FakeLoanApi();
  loans.loans = [loan('l-1')];
  let state: ApprovalDetail['state'] = 'running';
  const detail = () =>
    pendingExpense({
      title: '陈刚提交的设备借用',
      templateName: '设备借用',
      typeKey: LOAN_APPROVAL_TYPE,
      businessId: 'l-1',
      state,
      ...(state === 'approved' ? { myTask: null } : {}),
    });
  const rendered = await renderApprovalDetail(detail, {
    alongside: [equipmentLoan],
    dependencies: [parkPlugin],
    codes,
    overrides: (c) => c.rebind(LoanApi).toConstantValue(loans),
    act: async () => {
      state = 'approved';
      Object.assign(loans.loans[0]!, { state: 'approved' });
    },
  });
  return { ...rendered, loans };
}

const panel = () => screen.findByRole('region', { name: '借用信息' });

describe('设备借用’s panel on 审批详情 (the slot approval.detail.business)', () => {
  it('shows the loan being decided, and the approver approves on the same page, the loan then 已批准', async () => {
    const { user, sent, loans } = await renderLoanApproval();
    const shown = await panel();
    expect(within(shown).getByRole('heading', { name: '借用信息' })).toBeInTheDocument();
    expect(await within(shown).findByText('JY-2026-0001')).toBeInTheDocument();
    expect(within(shown).getByText('投影仪 A')).toBeInTheDocument();
    expect(within(shown).getByText('2026-11-25 至 2026-11-27（3 天）')).toBeInTheDocument();
    expect(within(shown).getByText('审批中')).toBeInTheDocument();
    // Between the approval's summary and its form.
    const serialNo = screen.getByText('SP202603050001');
    expect(serialNo.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const form = screen.getByRole('heading', { name: '审批内容' });
    expect(shown.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定同意' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    expect(sent.task[0]).toMatchObject({ taskUniqueId: 'task-1', action: 'approve' });
    // The approval's state changed: the panel reads the loan again.
    expect(await within(await panel()).findByText('已批准')).toBeInTheDocument();
    expect(loans.detailReads).toEqual(['l-1', 'l-1']);
  });

  it('is not shown to an approver who may not open loans', async () => {
    const codes = [
      ...allCodesOf(approvalPlugin),
      ...ALL_LOAN_CODES.filter((code) => code !== EquipmentLoanPermission.detail),
    ];
    const { loans } = await renderLoanApproval(codes);
    await screen.findByText('SP202603050001');
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '借用信息' })).not.toBeInTheDocument();
    // Its chunk never loaded, the loan never read.
    expect(loans.detailReads).toEqual([]);
  });
});
