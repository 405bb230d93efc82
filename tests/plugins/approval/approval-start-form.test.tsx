import { ApiError } from '@core';
import type {
  StartableTemplate,
  StartBody,
  StartedApproval,
  TemplateToStart,
} from '@plugins/approval/api/approval-api';
import ApprovalCenterPage from '@plugins/approval/views/approval-center-page';
import { groupsOf } from '@plugins/approval/views/center/template-picker';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { useLocation } from 'react-router-dom';
import { approvalTestContainer, EXPENSE, TEMPLATES } from './support/approval-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The errors the form shows under its fields. */
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
const location = () => screen.getByTestId('location').textContent;

/** 审批中心 on 发起审批, with `start` answering each submit in turn. */
async function renderStart(
  start: (body: StartBody) => Promise<StartedApproval>,
  templates?: () => Promise<StartableTemplate[]>,
  toStart: TemplateToStart = EXPENSE,
) {
  const bodies: StartBody[] = [];
  const asked: string[] = [];
  const test = await approvalTestContainer({
    api: {
      ...(templates ? { startableTemplates: templates } : {}),
      templateToStart: async (uniqueId) => {
        asked.push(uniqueId);
        return toStart;
      },
      start: (body) => {
        bodies.push(JSON.parse(JSON.stringify(body)) as StartBody);
        return start(body);
      },
    },
  });
  await act(async () => {
    renderWithServices(
      <>
        <ApprovalCenterPage />
        <LocationProbe />
      </>,
      { container: test.container, path: '/PC_APPROVAL_CENTER' },
    );
  });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...test, bodies, asked, user };
}

async function choose(label: string, option: string, user: ReturnType<typeof userEvent.setup>) {
  fireEvent.mouseDown(screen.getByLabelText(label).closest('.ant-select')!);
  const found = await waitFor(() => {
    const options = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].flatMap((popup) =>
      within(popup).queryAllByTitle(option),
    );
    if (options.length === 0) throw new Error(`no option ${option}`);
    return options.at(-1)!;
  });
  await user.click(found);
}

async function openExpense(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /报销/ }));
  await screen.findByText('发起「报销」');
}

async function fillExpense(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('报销金额'), '1200.5');
  await choose('费用类别', '差旅', user);
  await user.type(screen.getByLabelText('费用说明'), '上海出差高铁票');
}

const started = async (): Promise<StartedApproval> => ({
  uniqueId: 'inst-9',
  serialNo: '202603050001',
  state: 'running',
});

describe('审批中心 发起审批', () => {
  it('shows the startable templates by group as cards, and searches them', async () => {
    const test = await renderStart(started);
    const finance = await screen.findByRole('region', { name: '财务' });
    expect(within(finance).getByRole('button', { name: /报销.*差旅与日常费用/ })).toBeInTheDocument();
    expect(within(finance).getByRole('button', { name: /采购/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '人事' })).getByRole('button', { name: /请假/ }),
    ).toBeInTheDocument();

    await test.user.type(screen.getByLabelText('搜索审批'), '设备');
    await waitFor(() => expect(screen.queryByRole('region', { name: '人事' })).toBeNull());
    expect(screen.getByRole('button', { name: /采购/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /报销/ })).toBeNull();

    expect(groupsOf(TEMPLATES, '不存在')).toEqual([]);
    expect(groupsOf(TEMPLATES, '').map((group) => group.name)).toEqual(['人事', '财务']);
  });

  it('says when there is nothing to start', async () => {
    await renderStart(started, async () => []);
    expect(await screen.findByText('暂无可发起的审批，请联系管理员在审批配置中开放')).toBeInTheDocument();
  });

  it('shows a failed load of the templates with its reason and 重试', async () => {
    let failures = 1;
    const test = await renderStart(started, async () => {
      if (failures-- > 0) throw new ApiError(500, '服务暂不可用');
      return TEMPLATES;
    });
    expect(await screen.findByText('审批模板加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务暂不可用')).toBeInTheDocument();
    await test.user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: '人事' })).toBeInTheDocument();
  });

  it('opens with the fields’ default values filled in, the amount in its unit, and sends them', async () => {
    const withDefaults: TemplateToStart = {
      ...EXPENSE,
      chooserNodes: [],
      form: [
        {
          name: 'amount',
          label: '报销金额',
          kind: 'amount',
          required: true,
          unit: '万元',
          defaultValue: 1500000,
        },
        { ...EXPENSE.form[1]!, defaultValue: 'meal' },
        { name: 'detail', label: '费用说明', kind: 'textarea', required: true, defaultValue: '日常报销' },
        { name: 'day', label: '日期', kind: 'date', defaultValue: '2026-03-01' },
      ],
    };
    const test = await renderStart(started, undefined, withDefaults);
    await openExpense(test.user);
    expect(screen.getByLabelText('报销金额')).toHaveValue('1.50');
    expect(screen.getByText('万元')).toBeInTheDocument();
    expect(screen.getByTitle('餐饮')).toBeInTheDocument();
    expect(screen.getByLabelText('费用说明')).toHaveValue('日常报销');
    expect(screen.getByLabelText('日期')).toHaveValue('2026-03-01');
    // The initiator may change a default: typed in 万元, sent in fen.
    await test.user.clear(screen.getByLabelText('报销金额'));
    await test.user.type(screen.getByLabelText('报销金额'), '2.000001');
    await test.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(test.bodies).toHaveLength(1));
    expect(test.bodies[0]?.form).toEqual({
      amount: 2000001,
      category: 'meal',
      detail: '日常报销',
      day: '2026-03-01',
    });
  });

  it('renders the version’s fields and its 审批人 picker, and checks required fields and amounts', async () => {
    const test = await renderStart(started);
    await openExpense(test.user);
    expect(test.asked).toEqual(['tpl-expense']);
    for (const label of ['报销金额', '费用类别', '费用说明', '财务复核'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText('请附上票据。')).toBeInTheDocument();
    expect(screen.getByText('选择一名审批人')).toBeInTheDocument();

    await test.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['请输入报销金额', '请选择费用类别', '请输入费用说明']),
    );

    await test.user.type(screen.getByLabelText('报销金额'), '12.345');
    await test.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(fieldErrors()).toContain('报销金额须为金额，最多两位小数'));
    await test.user.clear(screen.getByLabelText('报销金额'));
    await test.user.type(screen.getByLabelText('报销金额'), '0');
    await test.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(fieldErrors()).toContain('报销金额不能小于 0.01 元'));
    expect(test.bodies).toEqual([]);
  });

  it('submits the form in fen with the chosen approver, then says 已提交 and opens 审批详情', async () => {
    const test = await renderStart(started);
    await openExpense(test.user);
    await fillExpense(test.user);
    await choose('财务复核', '刘洋', test.user);
    await test.user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(fieldErrors()).toEqual([]));
    await waitFor(() => expect(test.bodies).toHaveLength(1));
    expect(test.bodies[0]).toEqual({
      templateUniqueId: 'tpl-expense',
      form: { amount: 120050, category: 'travel', detail: '上海出差高铁票' },
      chosenApprovers: { 'n-finance': ['u-liu'] },
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    await waitFor(() => expect(location()).toBe('/PC_APPROVAL_DETAIL?uniqueId=inst-9'));
    expect(test.notifier.successes).toEqual(['已提交']);
  });

  it('shows a refusal on the field it names, keeps what was typed, and retries with the same request id', async () => {
    const answers: (() => Promise<StartedApproval>)[] = [
      async () => {
        throw new ApiError(400101, '报销金额不能大于 1000000.00', { field: 'amount' });
      },
      async () => {
        throw new ApiError(400102, '请为「财务复核」选择审批人', { field: 'approver:n-finance' });
      },
      async () => {
        throw new ApiError(-1, '网络异常，请检查网络后重试');
      },
      started,
    ];
    const test = await renderStart(() => answers.shift()!());
    await openExpense(test.user);
    await fillExpense(test.user);

    await test.user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('报销金额不能大于 1000000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('报销金额')).toHaveValue('1200.50');
    expect(screen.getByLabelText('费用说明')).toHaveValue('上海出差高铁票');

    await test.user.click(screen.getByRole('button', { name: '提交' }));
    const picker = await screen.findByText('请为「财务复核」选择审批人');
    expect(picker.closest('.ant-form-item')).toContainElement(screen.getByLabelText('财务复核'));

    await test.user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
    expect(location()).toBe('/PC_APPROVAL_CENTER');

    await test.user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(location()).toBe('/PC_APPROVAL_DETAIL?uniqueId=inst-9'));
    expect(test.bodies).toHaveLength(4);
    expect(new Set(test.bodies.map((body) => body.requestId)).size).toBe(1);
    expect(test.bodies[3]!.form).toEqual({ amount: 120050, category: 'travel', detail: '上海出差高铁票' });
  });

  it('asks before going back with something typed, and stays on 留下', async () => {
    const test = await renderStart(started);
    await openExpense(test.user);
    await test.user.type(screen.getByLabelText('费用说明'), '草稿');
    test.notifier.answers.push(false);
    await test.user.click(screen.getByRole('button', { name: /返回/ }));
    await waitFor(() => expect(test.notifier.questions).toHaveLength(1));
    expect(screen.getByLabelText('费用说明')).toHaveValue('草稿');

    await test.user.click(screen.getByRole('button', { name: /返回/ }));
    expect(await screen.findByRole('region', { name: '财务' })).toBeInTheDocument();
  });
});
