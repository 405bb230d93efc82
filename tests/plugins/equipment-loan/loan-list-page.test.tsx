import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { EquipmentLoanPermission, LOAN_DRAFT_KIND } from '@tests/fixtures/equipment-loan/manifest';
import LoanListPage from '@tests/fixtures/equipment-loan/views/loan-list-page';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { loan } from './support/fake-loan-api';
import { ALL_LOAN_CODES, BORROWER_CODES, loanTestContainer } from './support/loan-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderList(
  codes: readonly string[] = ALL_LOAN_CODES,
  prepare?: (test: Awaited<ReturnType<typeof loanTestContainer>>) => void,
) {
  const test = await loanTestContainer(codes);
  prepare?.(test);
  test.loans.loans = [
    loan('l-12', { loanNo: 'JY-2026-0012', itemName: '数码相机', days: 2, deposit: 100_000 }),
    ...Array.from({ length: 11 }, (_, index) =>
      loan(`l-${11 - index}`, {
        loanNo: `JY-2026-${String(11 - index).padStart(4, '0')}`,
        state: index === 0 ? 'approved' : 'pending',
      }),
    ),
  ];
  await act(async () => {
    renderWithServices(
      <>
        <LoanListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/equipment-loan/list' },
    );
  });
  await screen.findByText('JY-2026-0012');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const button = (text: string) =>
  screen.queryByText(text, { selector: 'button > span' })?.closest('button') ?? null;

describe('设备借用’s list (ListPage)', () => {
  it('pages on the server, with the 合计 row of the whole search and each loan’s approval', async () => {
    const { loans } = await renderList();
    expect(loans.pageQueries[0]).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(screen.getAllByText(/^JY-2026-/)).toHaveLength(10);
    // 合计: 11 × 3 days + 2, deposits of every loan in 元, not only the page's.
    const total = screen.getByText('合计').closest('tr')!;
    expect(within(total).getByText('35')).toBeInTheDocument();
    expect(within(total).getByText('6500.00')).toBeInTheDocument();
    const row = screen.getByText('JY-2026-0011').closest('tr')!;
    expect(within(row).getByText('已批准')).toBeInTheDocument();
    expect(within(row).getByText('审批中')).toBeInTheDocument();
    expect(within(row).getByText('审批详情').closest('a')).toHaveAttribute(
      'href',
      '/PC_APPROVAL_DETAIL?uniqueId=approval-l-11',
    );
    expect(within(row).getByText('2026-11-25 至 2026-11-27')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'JY-2026-0012' })).toHaveAttribute(
      'href',
      '/equipment-loan/detail?uniqueId=l-12',
    );
  });

  it('searches on the server and exports what the search keeps, to the holders of 导出', async () => {
    const { loans, user } = await renderList();
    await user.type(screen.getByLabelText('关键词'), '相机');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(loans.pageQueries.at(-1)).toMatchObject({ keyword: '相机', pageNum: 1 }));
    await waitFor(() => expect(screen.queryByText('JY-2026-0011')).not.toBeInTheDocument());
    await user.click(button('导出')!);
    await waitFor(() => expect(loans.exports).toEqual([{ keyword: '相机' }]));
    expect(button('申请借用')).not.toBeNull();
    // The chart of days per item: nothing lent yet.
    const chart = screen.getByText('各设备借用天数').closest('.ant-card') as HTMLElement;
    expect(within(chart).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('offers a borrower 申请借用 and not 导出', async () => {
    await renderList(BORROWER_CODES);
    expect(button('申请借用')).not.toBeNull();
    expect(button('导出')).toBeNull();
  });

  it('lists the member’s drafts of 借用申请, where each stands, and 继续编辑 resumes one', async () => {
    const { user } = await renderList(BORROWER_CODES, (test) => {
      test.drafts.put({ uniqueId: 'd-1', kind: LOAN_DRAFT_KIND, title: '数码相机', step: 1 });
      test.drafts.put({ uniqueId: 'd-2', kind: 'visitor-log.visit', title: '周杰的来访' });
    });
    const card = screen.getByText('我的借用草稿').closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText('数码相机')).toBeInTheDocument();
    expect(within(card).getByText('第 2 步 · 用途与审批')).toBeInTheDocument();
    expect(within(card).queryByText('周杰的来访')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: '继续编辑 数码相机' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/equipment-loan/apply?draft=d-1'),
    );
  });

  it('shows neither 申请借用 nor drafts to a member who may only read loans', async () => {
    await renderList(BORROWER_CODES.filter((code) => code !== EquipmentLoanPermission.submit));
    expect(button('申请借用')).toBeNull();
    expect(screen.queryByText('我的借用草稿')).not.toBeInTheDocument();
  });
});
