import approvalPlugin from '@plugins/approval';
import { screen, waitFor, within } from '@testing-library/react';
import visitorLog from '@tests/fixtures/visitor-log';
import { VISIT_CHANGE_APPROVAL } from '@tests/fixtures/visitor-log/approval-type';
import { VisitorLogPermission } from '@tests/fixtures/visitor-log/manifest';
import { allCodesOf } from '@tests/support/signed-in-container';
import { pendingExpense, renderApprovalDetail } from './approval-detail-support';

/** A visit change the fixture area started (its type key, the visit it is about), waiting on 赵敏. */
const visitChange = (changes: Parameters<typeof pendingExpense>[0] = {}) =>
  pendingExpense({ title: '钱程的访客变更', typeKey: VISIT_CHANGE_APPROVAL, businessId: 'v2', ...changes });

const formTitle = () => screen.getByRole('heading', { name: '审批内容' });

describe('审批详情’s business panel (the slot approval.detail.business)', () => {
  it('shows the starting area’s panel between the summary and the form, and the approver acts on the same page', async () => {
    const { user, sent } = await renderApprovalDetail(visitChange(), { alongside: [visitorLog] });
    const panel = await screen.findByRole('region', { name: '访客信息' });
    expect(within(panel).getByRole('heading', { name: '访客信息' })).toBeInTheDocument();
    expect(await within(panel).findByText(/钱程，来自青禾设计/)).toBeInTheDocument();
    expect(within(panel).getByText('审批中')).toBeInTheDocument();
    // After the summary (审批编号), before the form.
    const serialNo = screen.getByText('SP202603050001');
    expect(serialNo.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.compareDocumentPosition(formTitle()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定同意' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    expect(sent.task[0]).toMatchObject({ taskUniqueId: 'task-1', action: 'approve' });
    expect(screen.getByRole('region', { name: '访客信息' })).toBeInTheDocument();
  });

  it('shows no panel for an approval started from a template (no type key)', async () => {
    await renderApprovalDetail(pendingExpense(), { alongside: [visitorLog] });
    await screen.findByText('SP202603050001');
    expect(formTitle()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '访客信息' })).not.toBeInTheDocument();
  });

  it('shows no panel for another area’s type: a fill shows only its own approvals', async () => {
    await renderApprovalDetail(visitChange({ typeKey: 'contract.sign', businessId: 'c-1' }), {
      alongside: [visitorLog],
    });
    await screen.findByText('SP202603050001');
    expect(screen.queryByRole('region', { name: '访客信息' })).not.toBeInTheDocument();
  });

  it('shows no panel to an approver who may not see the area’s visitors', async () => {
    const codes = allCodesOf(approvalPlugin);
    expect(codes).not.toContain(VisitorLogPermission.list);
    await renderApprovalDetail(visitChange(), { alongside: [visitorLog], codes });
    await screen.findByText('SP202603050001');
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '访客信息' })).not.toBeInTheDocument();
  });

  it('keeps the page when no plugin fills the slot', async () => {
    await renderApprovalDetail(visitChange());
    await screen.findByText('SP202603050001');
    expect(screen.getByRole('button', { name: '同意' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '访客信息' })).not.toBeInTheDocument();
  });
});
