import StaffDetailPage from '@plugins/settings/views/staff/staff-detail-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { watchTag } from '@tests/support/tag-probe';
import { useLocation } from 'react-router-dom';
import { staffMember } from './support/fake-staff-api';
import { ALL_STAFF_CODES, staffTestContainer } from './support/staff-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderDetail(codes: readonly string[] = ALL_STAFF_CODES) {
  const test = await staffTestContainer({ codes });
  test.staff.fieldList = [
    { uniqueId: 'f-edu', label: '学历', kind: 'text', options: [], required: true },
    { uniqueId: 'f-years', label: '工龄', kind: 'number', options: [], required: false },
  ];
  test.staff.members = [
    staffMember('s1', {
      name: '王芳',
      telephone: '13900000001',
      position: '招商经理',
      employeeNo: 'E001',
      entryDate: '2025-06-01',
      departments: [
        { uniqueId: 'd-invest', name: '招商部' },
        { uniqueId: 'd-guard', name: '保安组' },
      ],
      roles: [{ uniqueId: 'r-invest', name: '招商专员', builtIn: false }],
      customFields: { 'f-edu': '本科' },
    }),
  ];
  await act(async () => {
    renderWithServices(
      <>
        <StaffDetailPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/childsPage/staffDetail?uniqueId=s1' },
    );
  });
  await screen.findByText('招商经理');
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** The value cell next to a label of the bordered Descriptions. */
const cellOf = (label: string) =>
  screen.getAllByText(label, { selector: 'th, th *' })[0]!.closest('th')!.nextElementSibling as HTMLElement;

describe('员工详情', () => {
  it('shows every field, the custom ones included', async () => {
    await renderDetail();
    expect(within(cellOf('手机号')).getByText('13900000001')).toBeInTheDocument();
    expect(within(cellOf('部门')).getByText('招商部、保安组')).toBeInTheDocument();
    expect(within(cellOf('角色')).getByText('招商专员')).toBeInTheDocument();
    expect(within(cellOf('工号')).getByText('E001')).toBeInTheDocument();
    expect(within(cellOf('入职日期')).getByText('2025-06-01')).toBeInTheDocument();
    expect(within(cellOf('学历')).getByText('本科')).toBeInTheDocument();
    expect(within(cellOf('工龄')).getByText('—')).toBeInTheDocument();
    expect(within(cellOf('状态')).getByText('在职')).toBeInTheDocument();
  });

  it('offers 编辑, 停用 and 删除 only with their codes', async () => {
    await renderDetail(['STAFF_DETAIL']);
    for (const name of ['编辑', '停用', '删除'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('edits, and removes after a confirm, going back to the list', async () => {
    const { staff, user, container } = await renderDetail();
    const staffTag = watchTag(container, 'staff');
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffModify?uniqueId=s1');

    await user.click(screen.getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText(/会被立即登出/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(staff.removals).toEqual(['s1']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/PC_STAFF_MANAGEMENT$/));
    expect(staffTag.invalidated).toBe(true);
  });

  it('disables after a confirm and shows the new state', async () => {
    const { staff, user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: '停用' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(staff.stateChanges).toEqual([{ uniqueId: 's1', state: 2 }]));
    expect(await screen.findByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(within(cellOf('状态')).getByText('停用')).toBeInTheDocument();
  });
});
