import { ApiError } from '@core';
import { screen, waitFor, within } from '@testing-library/react';
import { watchTag } from '@tests/support/tag-probe';
import { pendingExpense, refusal, renderApprovalDetail } from './approval-detail-support';

const toolbar = () => screen.getByRole('toolbar', { name: '审批操作' });
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());
const dialog = () => screen.getByRole('dialog');

describe('审批详情', () => {
  it('shows the header, the visible fields with their values read-only, and leaves hidden fields out', async () => {
    const detail = pendingExpense();
    // 财务备注 is hidden from this member: the server leaves it out of the form and the values.
    detail.form = detail.form.filter((field) => field.name !== 'financeNote');
    if (detail.myTask) detail.myTask.editable = [];
    await renderApprovalDetail(detail);
    expect(await screen.findByText('SP202603050001')).toBeInTheDocument();
    expect(screen.getByText('陈刚（招商部）')).toBeInTheDocument();
    expect(screen.getByText('报销（第 2 版）')).toBeInTheDocument();
    expect(screen.getByText('审批中')).toBeInTheDocument();
    expect(screen.getByText('1280.50 元')).toBeInTheDocument();
    expect(screen.getByText('差旅费')).toBeInTheDocument();
    expect(screen.getByText('上海出差高铁票')).toBeInTheDocument();
    // A member field shows the member's name, resolved through the organisation's members.
    const payee = screen.getByText('收款人').closest('.atrium-ant-form-item, .ant-form-item') as HTMLElement;
    expect(await within(payee).findByText('陈刚')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '车票.png' })).toBeInTheDocument();
    expect(screen.queryByText('财务备注')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows an amount in the unit its field is kept in', async () => {
    const detail = pendingExpense();
    detail.form = detail.form.map((field) => (field.name === 'amount' ? { ...field, unit: '万元' } : field));
    detail.values = { ...detail.values, amount: 15_000_000 };
    if (detail.myTask) detail.myTask.editable = [];
    await renderApprovalDetail(detail);
    expect(await screen.findByText('15.00 万元')).toBeInTheDocument();
  });

  it('offers an approver exactly the task’s actions and 评论', async () => {
    await renderApprovalDetail(pendingExpense());
    await screen.findByText('SP202603050001');
    expect(buttonsOf(toolbar())).toEqual([
      '同意',
      '拒绝',
      '退回',
      '转交',
      '前加签',
      '后加签',
      '评论',
      '打印',
    ]);
  });

  it('offers the initiator of a running approval 催办, 撤回 and 评论 only', async () => {
    await renderApprovalDetail(
      pendingExpense({
        myTask: null,
        can: { withdraw: true, urge: true, resubmit: false, comment: true, terminate: false },
      }),
    );
    await screen.findByText('SP202603050001');
    expect(buttonsOf(toolbar())).toEqual(['催办', '撤回', '评论', '打印']);
  });

  it('refuses 拒绝 without a reason, sending nothing', async () => {
    const { user, sent } = await renderApprovalDetail(pendingExpense());
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    await user.click(within(dialog()).getByRole('button', { name: '确定拒绝' }));
    expect(await within(dialog()).findByText('请填写拒绝的理由')).toBeInTheDocument();
    expect(sent.task).toEqual([]);
    await user.type(within(dialog()).getByRole('textbox'), '票据不全');
    await user.click(within(dialog()).getByRole('button', { name: '确定拒绝' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    expect(sent.task[0]).toEqual({
      taskUniqueId: 'task-1',
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      action: 'reject',
      comment: '票据不全',
    });
  });

  it('sends 同意 with the editable fields only, then toasts and reloads the approvals', async () => {
    const { user, sent, reads, notifier, container } = await renderApprovalDetail(pendingExpense());
    const approvals = watchTag(container, 'approvals');
    const note = await screen.findByRole('textbox', { name: '财务备注' });
    await user.type(note, '已核对票据');
    await user.click(screen.getByRole('button', { name: '同意' }));
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox'), '同意报销');
    await user.click(within(dialog()).getByRole('button', { name: '确定同意' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    expect(sent.task[0]).toEqual({
      taskUniqueId: 'task-1',
      requestId: expect.any(String),
      action: 'approve',
      comment: '同意报销',
      form: { financeNote: '已核对票据' },
    });
    await waitFor(() => expect(notifier.successes).toEqual(['已同意']));
    expect(approvals.invalidated).toBe(true);
    await waitFor(() => expect(reads.detail).toBe(2));
  });

  it('keeps the typed comment after a refusal, and retries the same intent with the same request id', async () => {
    let refuse = true;
    const { user, sent } = await renderApprovalDetail(pendingExpense(), {
      act: async () => {
        if (refuse) {
          refuse = false;
          throw refusal('审批人不能是自己或本节点的其他审批人', 'to');
        }
      },
    });
    await user.click(await screen.findByRole('button', { name: '转交' }));
    await user.click(within(dialog()).getByRole('combobox'));
    await user.click(await screen.findByText('孙强（总经理办公室）'));
    await user.type(within(dialog()).getByRole('textbox'), '请孙总处理');
    await user.click(within(dialog()).getByRole('button', { name: '确定转交' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      '审批人不能是自己或本节点的其他审批人',
    );
    expect(within(dialog()).getByRole('textbox')).toHaveValue('请孙总处理');
    await user.click(within(dialog()).getByRole('button', { name: '确定转交' }));
    await waitFor(() => expect(sent.task).toHaveLength(2));
    expect(sent.task[0]).toMatchObject({ action: 'transfer', to: 'm-sun', comment: '请孙总处理' });
    expect(sent.task[1]?.requestId).toBe(sent.task[0]?.requestId);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('returns to a target chosen from the task’s return targets', async () => {
    const { user, sent } = await renderApprovalDetail(pendingExpense());
    await user.click(await screen.findByRole('button', { name: '退回' }));
    await user.click(within(dialog()).getByRole('button', { name: '确定退回' }));
    expect(await within(dialog()).findByText('请选择退回的节点')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('combobox'));
    await user.click(await screen.findByTitle('发起人'));
    await user.click(within(dialog()).getByRole('button', { name: '确定退回' }));
    await waitFor(() => expect(sent.task).toHaveLength(1));
    expect(sent.task[0]).toMatchObject({ action: 'return', target: 'initiator' });
    expect(sent.task[0]).not.toHaveProperty('form');
  });

  it('shows every timeline entry with its marks, then the upcoming nodes as predicted', async () => {
    await renderApprovalDetail(pendingExpense());
    const flow = (await screen.findByRole('heading', { name: '审批流程' })).closest('section') as HTMLElement;
    expect(within(flow).getByText('发起审批')).toBeInTheDocument();
    expect(within(flow).getByText('审批人：赵敏')).toBeInTheDocument();
    expect(within(flow).getByText('催办', { selector: '.atrium-ant-tag, .ant-tag' })).toBeInTheDocument();
    expect(within(flow).getByText('发票已补交')).toBeInTheDocument();
    expect(within(flow).getByTitle('发票.pdf')).toHaveAttribute('src', '/enterprise/files/eeee');
    expect(within(flow).getByText('总经理审批（审批）：孙强')).toBeInTheDocument();
    expect(within(flow).getByText('预计 · 并行')).toBeInTheDocument();
    expect(within(flow).getByText('归档（办理）：待定')).toBeInTheDocument();
    expect(within(flow).getByText('抄送财务（抄送）：刘洋')).toBeInTheDocument();
  });

  it('lets the initiator of a returned approval edit the form and resubmit it', async () => {
    const { user, sent } = await renderApprovalDetail(
      pendingExpense({
        state: 'returned',
        myTask: null,
        can: { withdraw: true, urge: false, resubmit: true, comment: true, terminate: false },
      }),
    );
    await user.click(await screen.findByRole('button', { name: '重新提交' }));
    const detailBox = screen.getByRole('textbox', { name: '费用说明' });
    await user.clear(detailBox);
    await user.type(detailBox, '上海出差往返高铁票');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定重新提交' }));
    await waitFor(() => expect(sent.instance).toHaveLength(1));
    expect(sent.instance[0]).toMatchObject({
      uniqueId: 'inst-1',
      action: 'resubmit',
      form: expect.objectContaining({ detail: '上海出差往返高铁票', amount: 128050, category: 'travel' }),
    });
  });

  it('sends 催办 at once and says why when it is refused', async () => {
    const { user, sent, notifier } = await renderApprovalDetail(
      pendingExpense({
        myTask: null,
        can: { withdraw: true, urge: true, resubmit: false, comment: true, terminate: false },
      }),
      {
        act: async () => {
          throw refusal('一小时内已催办过，请稍后再试');
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: '催办' }));
    await waitFor(() => expect(notifier.errors).toEqual(['一小时内已催办过，请稍后再试']));
    expect(sent.instance).toEqual([{ uniqueId: 'inst-1', requestId: expect.any(String), action: 'urge' }]);
  });

  it('comments with an uploaded file', async () => {
    const { user, sent } = await renderApprovalDetail(pendingExpense());
    await user.click(await screen.findByRole('button', { name: '评论' }));
    await user.click(within(dialog()).getByRole('button', { name: '发表' }));
    expect(await within(dialog()).findByText('请输入评论内容')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox'), '补充一张照片');
    const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], '现场.png', { type: 'image/png' }));
    expect(await within(dialog()).findByText('现场.png')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: '发表' }));
    await waitFor(() => expect(sent.instance).toHaveLength(1));
    expect(sent.instance[0]).toEqual({
      uniqueId: 'inst-1',
      requestId: expect.any(String),
      action: 'comment',
      comment: '补充一张照片',
      attachments: [{ uniqueId: 'a'.repeat(32), name: '现场.png', url: '/enterprise/files/aaaa' }],
    });
  });

  it('lets an administrator terminate with a reason', async () => {
    const { user, sent } = await renderApprovalDetail(
      pendingExpense({
        myTask: null,
        can: { withdraw: false, urge: false, resubmit: false, comment: false, terminate: true },
      }),
    );
    await screen.findByText('SP202603050001');
    expect(buttonsOf(toolbar())).toEqual(['终止', '打印']);
    await user.click(screen.getByRole('button', { name: '终止' }));
    await user.click(within(dialog()).getByRole('button', { name: '确定终止' }));
    expect(await within(dialog()).findByText('请填写终止的理由')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox'), '重复提交');
    await user.click(within(dialog()).getByRole('button', { name: '确定终止' }));
    await waitFor(() => expect(sent.terminate).toHaveLength(1));
    expect(sent.terminate[0]?.slice(0, 2)).toEqual(['inst-1', '重复提交']);
  });

  it('shows the server’s refusal as the page’s error state', async () => {
    await renderApprovalDetail(async () => {
      throw new ApiError(300500, '审批不存在或您无权查看');
    });
    expect(await screen.findByText('无法查看该审批')).toBeInTheDocument();
    expect(screen.getByText('审批不存在或您无权查看')).toBeInTheDocument();
  });
});
