import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { LoanDetail } from '@tests/fixtures/equipment-loan/api/loan-api';
import LoanDetailPage from '@tests/fixtures/equipment-loan/views/loan-detail-page';
import { renderWithServices } from '@tests/support/render-with-services';
import { loan } from './support/fake-loan-api';
import { ALL_LOAN_CODES, BORROWER_CODES, loanTestContainer } from './support/loan-test-container';

/** 陈刚's loan of the projector, approved by 赵敏 with a comment: out until 2026-11-27. */
const approved = (): LoanDetail => {
  const base = loan('l-1');
  return {
    ...base,
    state: 'approved',
    can: { giveBack: true },
    approval: {
      ...base.approval!,
      state: 'approved',
      finishedAt: '2026-11-22T10:00:00.000Z',
      timeline: [
        ...base.approval!.timeline,
        {
          kind: 'approve',
          at: '2026-11-22T10:00:00.000Z',
          actor: { uniqueId: 'm-zhao', name: '赵敏' },
          nodeId: 'loan-approver',
          nodeName: '设备管理员审批',
          comment: '按时归还',
          detail: {},
        },
      ],
    },
  };
};

async function renderDetail(detail: LoanDetail, codes: readonly string[] = ALL_LOAN_CODES, path?: string) {
  const test = await loanTestContainer(codes);
  test.loans.loans = [detail];
  await act(async () => {
    renderWithServices(<LoanDetailPage />, {
      container: test.container,
      path: path ?? `/equipment-loan/detail?uniqueId=${detail.uniqueId}`,
    });
  });
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

describe('设备借用’s 借用详情 (DetailPage)', () => {
  it('shows the loan, its state beside its approval’s, and the approval’s timeline', async () => {
    await renderDetail(approved());
    expect(await screen.findByRole('heading', { name: '借用单 JY-2026-0001' })).toBeInTheDocument();
    expect(screen.getAllByText('已批准').length).toBeGreaterThan(0);
    expect(screen.getByText('已通过')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '借用信息' });
    expect(within(summary).getByText('投影仪 A')).toBeInTheDocument();
    expect(within(summary).getByText('2026-11-25 至 2026-11-27（3 天）')).toBeInTheDocument();
    expect(within(summary).getByText('500.00 元')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: '审批记录' });
    expect(within(record).getByText('提交审批')).toBeInTheDocument();
    expect(within(record).getByText('同意')).toBeInTheDocument();
    expect(within(record).getByText('按时归还')).toBeInTheDocument();
    expect(within(record).getByRole('link', { name: '查看审批详情' })).toHaveAttribute(
      'href',
      '/PC_APPROVAL_DETAIL?uniqueId=approval-l-1',
    );
  });

  it('lets a holder of 登记归还 register the item back, asked first, and shows it 已归还', async () => {
    const { loans, notifier, user } = await renderDetail(approved());
    await user.click(await screen.findByRole('button', { name: '登记归还' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('登记「投影仪 A」已归还？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '登记归还' }));
    await waitFor(() => expect(loans.givenBack).toEqual(['l-1']));
    await waitFor(() => expect(notifier.successes).toContain('JY-2026-0001 已登记归还'));
    expect(
      await within(screen.getByRole('region', { name: '借用信息' })).findByText('已归还'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登记归还' })).not.toBeInTheDocument();
  });

  it('offers 登记归还 neither to a borrower nor for a loan not out', async () => {
    await renderDetail(approved(), BORROWER_CODES);
    await screen.findByRole('heading', { name: '借用单 JY-2026-0001' });
    expect(screen.queryByRole('button', { name: '登记归还' })).not.toBeInTheDocument();
  });

  it('says so when no loan is named', async () => {
    await renderDetail(approved(), ALL_LOAN_CODES, '/equipment-loan/detail');
    expect(screen.getByText('未指定借用单')).toBeInTheDocument();
  });
});
