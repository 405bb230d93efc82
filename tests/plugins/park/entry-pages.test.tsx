import parkPlugin from '@plugins/park';
import EntryDetailPage from '@plugins/park/views/entry/entry-detail-page';
import EntryListPage from '@plugins/park/views/entry/entry-list-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { allCodesOf } from '@tests/support/signed-in-container';
import { useLocation } from 'react-router-dom';
import { entry } from './support/fake-entry-api';
import { parkTestContainer } from './support/park-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const user = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

async function renderList(codes: 'all' | readonly string[] = 'all') {
  const test = await parkTestContainer({ codes });
  test.entries.entries = [
    entry('e1'),
    entry('e2', {
      companyName: '深圳青禾生物科技有限公司',
      applicantName: '李娜',
      area: 21_050,
      use: 'office',
      state: 'approved',
      companyUniqueId: 'c-9',
    }),
  ];
  await act(async () => {
    renderWithServices(
      <>
        <EntryListPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/PC_PARK_OPERATION/PC_PARK_ENTRY' },
    );
  });
  await screen.findAllByText('深圳云帆智能装备有限公司');
  return test;
}

describe('入驻申请 list', () => {
  it('shows each application with its applicant, area, move-in date and both states', async () => {
    await renderList();
    const row = screen.getAllByText('深圳云帆智能装备有限公司')[0]!.closest('tr')!;
    expect(within(row).getByText('陈刚')).toBeInTheDocument();
    expect(within(row).getByText('480.00 m²')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-22')).toBeInTheDocument();
    expect(within(row).getAllByText('审批中')).toHaveLength(2);
    const approved = screen.getAllByText('深圳青禾生物科技有限公司')[0]!.closest('tr')!;
    expect(within(approved).getByText('已通过')).toBeInTheDocument();
    expect(within(approved).getByText('210.50 m²')).toBeInTheDocument();
  });

  it('opens an application, the submit form and the type’s designer in 审批配置', async () => {
    await renderList([...allCodesOf(parkPlugin), 'PC_APPROVAL_MANAGEMENT', 'PC_APPROVAL_CONFIGURATION']);
    const u = user();
    await u.click(
      document.querySelector<HTMLElement>('[aria-label="查看深圳云帆智能装备有限公司的入驻申请"]')!,
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/entryTemplateDetail?uniqueId=e1'),
    );
    await u.click(screen.getByRole('button', { name: /提交入驻申请/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/entryApply'));
    await u.click(await screen.findByRole('button', { name: /配置审批表单与流程/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/APPROVAL_CONFIG?uniqueId=tpl-entry'),
    );
  });

  it('filters by state, and hides 配置审批表单与流程 from those without 审批配置', async () => {
    const test = await renderList([
      'PC_PARK_OPERATION',
      'PC_PARK_ENTRY',
      'PARK_ENTRY_APPLY',
      'PARK_ENTRY_DETAIL',
    ]);
    expect(screen.queryByRole('button', { name: /配置审批表单与流程/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /提交入驻申请/ })).toBeInTheDocument();
    const u = user();
    await u.click(document.querySelector<HTMLElement>('[aria-label="申请状态"]')!);
    await u.click(await screen.findByTitle('已通过'));
    await waitFor(() => expect(test.entries.queries.at(-1)).toMatchObject({ state: 'approved' }));
    await waitFor(() => expect(screen.queryByText('深圳云帆智能装备有限公司')).not.toBeInTheDocument());
  });
});

describe('entryTemplateDetail', () => {
  it('shows the application with its approval state and timeline, and a link to 审批详情', async () => {
    const test = await parkTestContainer();
    test.entries.entries = [entry('e1')];
    await act(async () => {
      renderWithServices(<EntryDetailPage />, {
        container: test.container,
        path: '/childsPage/entryTemplateDetail?uniqueId=e1',
      });
    });
    expect(await screen.findByText('深圳云帆智能装备有限公司的入驻申请')).toBeInTheDocument();
    expect(screen.getByText('91440300MA5H8K2Q1X')).toBeInTheDocument();
    expect(screen.getByText('提交审批')).toBeInTheDocument();
    expect(screen.getByText('审批通过后登记为入驻企业')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看审批详情' })).toHaveAttribute(
      'href',
      '/PC_APPROVAL_DETAIL?uniqueId=inst-e1',
    );
  });

  it('names the company an approved application registered, and says when the application is missing', async () => {
    const test = await parkTestContainer();
    test.entries.entries = [entry('e1', { state: 'approved', companyUniqueId: 'c-1' })];
    await act(async () => {
      renderWithServices(<EntryDetailPage />, {
        container: test.container,
        path: '/childsPage/entryTemplateDetail?uniqueId=e1',
      });
    });
    expect(await screen.findByText(/已登记为入驻企业/)).toBeInTheDocument();
  });

  it('says when the application cannot be found', async () => {
    const test = await parkTestContainer();
    await act(async () => {
      renderWithServices(<EntryDetailPage />, {
        container: test.container,
        path: '/childsPage/entryTemplateDetail?uniqueId=missing',
      });
    });
    expect(await screen.findByText('入驻申请不存在')).toBeInTheDocument();
  });
});
