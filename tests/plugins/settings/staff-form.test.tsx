import { createHash } from 'node:crypto';
import { ApiError } from '@core/services/api-error';
import StaffAddPage from '@plugins/settings/views/staff/staff-add-page';
import StaffModifyPage from '@plugins/settings/views/staff/staff-modify-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { watchTag } from '@tests/support/tag-probe';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { staffMember } from './support/fake-staff-api';
import { staffTestContainer } from './support/staff-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const EDUCATION = { uniqueId: 'f-edu', label: '学历', kind: 'text', options: [], required: true } as const;
const POLITICS = {
  uniqueId: 'f-politics',
  label: '政治面貌',
  kind: 'select',
  options: ['群众', '党员'],
  required: false,
} as const;
const SENIORITY = {
  uniqueId: 'f-years',
  label: '工龄',
  kind: 'number',
  options: [],
  required: false,
} as const;

async function renderForm(page: ReactElement, path: string) {
  const test = await staffTestContainer();
  test.staff.fieldList = [
    { ...EDUCATION, options: [] },
    { ...POLITICS, options: [...POLITICS.options] },
    { ...SENIORITY, options: [] },
  ];
  test.staff.members = [
    staffMember('s1', {
      name: '王芳',
      telephone: '13900000001',
      position: '招商经理',
      employeeNo: 'E001',
      entryDate: '2025-06-01',
      departments: [{ uniqueId: 'd-invest', name: '招商部' }],
      roles: [{ uniqueId: 'r-invest', name: '招商专员', builtIn: false }],
      customFields: { 'f-edu': '本科', 'f-politics': '党员', 'f-years': 3 },
    }),
  ];
  await act(async () => {
    renderWithServices(
      <>
        {page}
        <LocationProbe />
      </>,
      { container: test.container, path },
    );
  });
  await screen.findByLabelText('姓名');
  // antd's popups animate through classes that jsdom never finishes; their CSS blocks pointer events.
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** Opens a select-like field by its label and picks the option titled `option` in its popup. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const choice = await waitFor(() => {
    const popups = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')];
    const found = popups.flatMap((popup) => within(popup).queryAllByTitle(option));
    if (found.length !== 1) throw new Error(`no single 「${option}」 in the popup of ${label}`);
    return found[0]!;
  });
  await user.click(choice);
  fireEvent.keyDown(input, { key: 'Escape' });
}

// A plain selector: role queries with names walk the whole antd form, seconds each in jsdom.
const save = () => screen.getByText('保存', { selector: 'button > span' }).closest('button')!;

describe('staff form: 新增员工', () => {
  it('names every missing required field, the custom one included, and sends nothing', async () => {
    const { staff, user } = await renderForm(<StaffAddPage />, '/childsPage/staffAdd');
    await user.click(save());
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(await screen.findByText('请选择至少一个部门')).toBeInTheDocument();
    expect(await screen.findByText('请填写「学历」')).toBeInTheDocument();
    // Optional custom fields are not asked for.
    expect(screen.queryByText('请选择「政治面貌」')).not.toBeInTheDocument();
    expect(staff.additions).toEqual([]);
  });

  it('explains each malformed value in the words the server uses', async () => {
    const { staff, user } = await renderForm(<StaffAddPage />, '/childsPage/staffAdd');
    await user.type(screen.getByLabelText('姓名'), '<王芳>');
    await user.type(screen.getByLabelText('手机号'), '12345678901');
    await user.type(screen.getByLabelText('职位'), '经理<b>');
    await user.type(screen.getByLabelText('工号'), 'E 001');
    await user.type(screen.getByLabelText('初始密码'), 'password');
    await user.type(screen.getByLabelText('学历'), '   ');
    await user.click(save());
    expect(await screen.findByText('姓名不能包含尖括号')).toBeInTheDocument();
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('职位不能包含尖括号')).toBeInTheDocument();
    expect(await screen.findByText('工号不能包含空格')).toBeInTheDocument();
    expect(
      await screen.findByText('密码必须包含大写、小写、数字和特殊字符，且长度是8位以上'),
    ).toBeInTheDocument();
    // Blank is not an answer to a required field.
    expect(await screen.findByText('请填写「学历」')).toBeInTheDocument();
    expect(staff.additions).toEqual([]);
  });

  it('sends the profile with the digest of the initial password, then opens the new member', async () => {
    const { staff, notifier, user, container } = await renderForm(<StaffAddPage />, '/childsPage/staffAdd');
    const staffTag = watchTag(container, 'staff');
    await user.type(screen.getByLabelText('姓名'), ' 赵磊 ');
    await user.type(screen.getByLabelText('手机号'), '13900000009');
    await choose(user, '部门', '物业部');
    await choose(user, '部门', '保安组');
    await user.type(screen.getByLabelText('职位'), '安保主管');
    await choose(user, '角色', '管理员');
    await user.type(screen.getByLabelText('入职日期'), '2026-03-02{enter}');
    await user.type(screen.getByLabelText('工号'), 'E009');
    await user.type(screen.getByLabelText('初始密码'), 'Welcome@2026');
    await user.type(screen.getByLabelText('学历'), '硕士');
    await choose(user, '政治面貌', '群众');
    await user.type(screen.getByLabelText('工龄'), '5');
    await user.click(save());

    await waitFor(() => expect(staff.additions).toHaveLength(1));
    expect(staff.additions[0]).toEqual({
      name: '赵磊',
      telephone: '13900000009',
      departmentUniqueIds: ['d-property', 'd-guard'],
      position: '安保主管',
      roleUniqueIds: ['r-admin'],
      entryDate: '2026-03-02',
      employeeNo: 'E009',
      customFields: { 'f-edu': '硕士', 'f-politics': '群众', 'f-years': 5 },
      initialPassword: createHash('sha256').update('Welcome@2026').digest('hex'),
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffDetail?uniqueId=s2'),
    );
    expect(notifier.successes).toEqual(['已添加员工「赵磊」']);
    expect(staffTag.invalidated).toBe(true);
  });

  it('leaves the initial password out when none is set (the telephone already has an account)', async () => {
    const { staff, user } = await renderForm(<StaffAddPage />, '/childsPage/staffAdd');
    await user.type(screen.getByLabelText('姓名'), '李娜');
    await user.type(screen.getByLabelText('手机号'), '13800000002');
    await choose(user, '部门', '招商部');
    await user.type(screen.getByLabelText('学历'), '本科');
    await user.click(save());
    await waitFor(() => expect(staff.additions).toHaveLength(1));
    expect(staff.additions[0]).not.toHaveProperty('initialPassword');
    expect(staff.additions[0]).toMatchObject({
      departmentUniqueIds: ['d-invest'],
      roleUniqueIds: [],
      position: '',
      employeeNo: '',
      entryDate: null,
      customFields: { 'f-edu': '本科', 'f-politics': null, 'f-years': null },
    });
  });

  it('shows a taken telephone on the 手机号 field and keeps everything typed', async () => {
    const { staff, notifier, user } = await renderForm(<StaffAddPage />, '/childsPage/staffAdd');
    // As the server answers it: the refusal names the field it concerns.
    staff.refusals.set('add', new ApiError(400021, '该手机号已是本组织成员', { field: 'telephone' }));
    await user.type(screen.getByLabelText('姓名'), '王芳');
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await choose(user, '部门', '招商部');
    await user.type(screen.getByLabelText('学历'), '本科');
    await user.click(save());
    const telephoneItem = screen.getByLabelText('手机号').closest('.ant-form-item') as HTMLElement;
    expect(await within(telephoneItem).findByText('该手机号已是本组织成员')).toBeInTheDocument();
    // Only there: not again above the form.
    const elsewhere = screen
      .queryAllByRole('alert')
      .filter(
        (alert) => !telephoneItem.contains(alert) && alert.textContent?.includes('该手机号已是本组织成员'),
      );
    expect(elsewhere).toEqual([]);
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    expect(screen.getByLabelText('手机号')).toHaveValue('13900000001');
    expect(screen.getByLabelText('学历')).toHaveValue('本科');
    expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffAdd');
    expect(notifier.successes).toEqual([]);

    // Sent again as it stands, it goes through.
    await user.click(save());
    await waitFor(() => expect(staff.additions).toHaveLength(2));
    expect(staff.additions[1]).toEqual(staff.additions[0]);
  });
});

describe('staff form: 编辑员工', () => {
  it('starts from the member, keeps the telephone fixed and sends the changed profile', async () => {
    const { staff, notifier, user } = await renderForm(
      <StaffModifyPage />,
      '/childsPage/staffModify?uniqueId=s1',
    );
    expect(screen.getByLabelText('手机号')).toBeDisabled();
    expect(screen.getByLabelText('手机号')).toHaveValue('13900000001');
    expect(screen.queryByLabelText('初始密码')).not.toBeInTheDocument();
    expect(screen.getByLabelText('学历')).toHaveValue('本科');
    const name = screen.getByLabelText('姓名');
    await user.clear(name);
    await user.type(name, '王芳芳');
    await user.click(save());
    await waitFor(() => expect(staff.modifications).toHaveLength(1));
    expect(staff.modifications[0]).toEqual({
      uniqueId: 's1',
      name: '王芳芳',
      departmentUniqueIds: ['d-invest'],
      position: '招商经理',
      roleUniqueIds: ['r-invest'],
      entryDate: '2025-06-01',
      employeeNo: 'E001',
      customFields: { 'f-edu': '本科', 'f-politics': '党员', 'f-years': 3 },
    });
    expect(notifier.successes).toEqual(['已保存员工「王芳芳」']);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/childsPage/staffDetail?uniqueId=s1'),
    );
  });

  it('asks for a required custom field the member never filled in', async () => {
    const { staff, user } = await renderForm(<StaffModifyPage />, '/childsPage/staffModify?uniqueId=s1');
    await user.clear(screen.getByLabelText('学历'));
    await user.click(save());
    expect(await screen.findByText('请填写「学历」')).toBeInTheDocument();
    expect(staff.modifications).toEqual([]);
  });

  it('shows the last-admin refusal in place', async () => {
    const { staff, user } = await renderForm(<StaffModifyPage />, '/childsPage/staffModify?uniqueId=s1');
    staff.refusals.set('modify', new ApiError(400040, '至少需要保留一名管理员'));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('至少需要保留一名管理员');
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
  });
});
