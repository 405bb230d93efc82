import { Workbook } from 'exceljs';
import type {
  ApprovalCounts,
  ApprovalDataOptions,
  ApprovalDataPage,
  ApprovalDetail,
  ApprovalListItem,
  StartableTemplate,
  StartedApproval,
  TemplateToStart,
} from '../../../manifests/contracts/approval';
import type { Page } from '../../../manifests/contracts/page';
import { ErrorCode } from '../../../server/http/error-codes';
import { ADMIN, CHEN_GANG, LI_NA, xingheToken } from '../notice/support';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const ZHAO_MIN = '13800000005';
const LIU_YANG = '13800000007';

let sequence = 0;
const requestId = () => `request-${++sequence}-${Date.now()}`;

async function call<T>(path: string, body: object, token: string) {
  const { body: answer } = await server.post<T>(`/enterprise/v1/approval/${path}`, body, token);
  return answer;
}
async function data<T>(path: string, body: object, token: string): Promise<T> {
  const answer = await call<T>(path, body, token);
  expect(answer).toMatchObject({ code: 0 });
  return answer.data;
}

async function templateNamed(token: string, name: string) {
  const templates = await data<StartableTemplate[]>('template/startable', {}, token);
  return templates.find((template) => template.name === name)!.uniqueId;
}

const expense = (amount: number) => ({
  amount,
  category: 'office',
  spentOn: '2026-11-20',
  detail: '办公用品',
});

async function startExpense(token: string, amount: number) {
  const template = await templateNamed(token, '报销');
  return data<StartedApproval>(
    'start',
    { templateUniqueId: template, form: expense(amount), requestId: requestId() },
    token,
  );
}

async function list(token: string, box: string, query: object = {}) {
  return data<Page<ApprovalListItem>>('list', { box, pageSize: 50, ...query }, token);
}

describe('发起审批', () => {
  it('lists the templates the member may start, in order, and their forms', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const templates = await data<StartableTemplate[]>('template/startable', {}, chen);
    expect(templates.map((template) => `${template.group}/${template.name}`)).toEqual([
      '人事/请假',
      '财务/报销',
      '行政/用印',
      '行政/采购',
    ]);
    const detail = await data<TemplateToStart>(
      'template/start-detail',
      { uniqueId: templates[1]!.uniqueId },
      chen,
    );
    expect(detail.form.map((field) => field.label)).toEqual([
      '报销金额',
      '报销类别',
      '发生日期',
      '费用说明',
      '票据',
      '财务备注',
    ]);
    expect(detail.chooserNodes).toEqual([]);
  });

  it('is refused to 李娜, who does not hold the approval application', async () => {
    const li = await xingheToken(server, LI_NA);
    expect(await call('template/startable', {}, li)).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「审批中心」的权限，请联系企业管理员',
    });
  });

  it('starts a 报销 that waits on 赵敏, and refuses a form that does not fit, on its field', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const before = await data<ApprovalCounts>('counts', {}, zhao);
    const started = await startExpense(chen, 80_000);
    expect(started).toMatchObject({ state: 'running', serialNo: expect.stringMatching(/^\d{12}$/) });
    expect((await data<ApprovalCounts>('counts', {}, zhao)).todo).toBe(before.todo + 1);
    const todo = await list(zhao, 'todo');
    expect(todo.list[0]).toMatchObject({
      instanceUniqueId: started.uniqueId,
      title: '陈刚提交的报销',
      currentNodes: '部门主管',
      state: 'running',
    });
    expect((await list(chen, 'mine')).list[0]?.instanceUniqueId).toBe(started.uniqueId);

    const template = await templateNamed(chen, '报销');
    expect(
      await call(
        'start',
        { templateUniqueId: template, form: { ...expense(80_000), amount: 12.5 }, requestId: requestId() },
        chen,
      ),
    ).toMatchObject({
      code: ErrorCode.ApprovalFormInvalid,
      message: '报销金额须为金额，最多两位小数',
      data: { field: 'amount' },
    });
    expect(await call('start', { templateUniqueId: template, form: expense(100) }, chen)).toMatchObject({
      code: ErrorCode.BadRequest,
    });
  });
});

describe('审批详情', () => {
  it('returned to the initiator, it shows the node that returned it as the next to ask', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const { uniqueId } = await startExpense(chen, 80_000);
    const task = (await data<ApprovalDetail>('detail', { uniqueId }, zhao)).myTask!;
    await data(
      'task/act',
      { taskUniqueId: task.uniqueId, requestId: requestId(), action: 'return', target: 'initiator' },
      zhao,
    );
    const returned = await data<ApprovalDetail>('detail', { uniqueId }, chen);
    expect(returned.state).toBe('returned');
    expect(
      returned.upcoming.map((wave) =>
        wave.map((node) => `${node.nodeName}:${node.people.map((p) => p.name)}`),
      ),
    ).toEqual([['部门主管:赵敏'], ['抄送财务:刘洋']]);
  });

  it('shows each person what their node lets them see, and nothing to strangers or other organisations', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const liu = await xingheToken(server, LIU_YANG);
    const admin = await xingheToken(server, ADMIN);
    const { uniqueId } = await startExpense(chen, 80_000);

    const mine = await data<ApprovalDetail>('detail', { uniqueId }, chen);
    // Started from a template in 审批中心: no area's type, no business object (审批详情 shows no panel).
    expect(mine).toMatchObject({ typeKey: null, businessId: null });
    expect(mine.form.map((field) => field.name)).not.toContain('financeNote');
    expect(mine.can).toEqual({
      withdraw: true,
      urge: true,
      resubmit: false,
      comment: true,
      terminate: false,
    });
    expect(mine.myTask).toBeNull();
    expect(mine.upcoming).toEqual([
      [
        {
          nodeId: 'expense-cc',
          nodeName: '抄送财务',
          type: 'cc',
          people: [{ uniqueId: expect.any(String), name: '刘洋' }],
        },
      ],
    ]);

    const approver = await data<ApprovalDetail>('detail', { uniqueId }, zhao);
    expect(approver.myTask).toMatchObject({
      nodeName: '部门主管',
      actions: ['approve', 'reject', 'return', 'transfer', 'add-before', 'add-after'],
      editable: ['financeNote'],
    });
    expect(approver.myTask?.returnTargets).toEqual([{ nodeId: 'initiator', nodeName: '发起人' }]);

    expect(await call('detail', { uniqueId }, liu)).toMatchObject({ code: ErrorCode.ApprovalNotFound });
    const administrator = await data<ApprovalDetail>('detail', { uniqueId }, admin);
    expect(administrator.can.terminate).toBe(true);
    const yunshan = await server.signInTo(ADMIN, 'yunshan-group');
    expect(await call('detail', { uniqueId }, yunshan)).toMatchObject({ code: ErrorCode.ApprovalNotFound });

    // 赵敏 approves with a note only she may write; 刘洋, copied, now reads it; 陈刚 never does.
    const task = approver.myTask!.uniqueId;
    const done = await data(
      'task/act',
      {
        taskUniqueId: task,
        requestId: requestId(),
        action: 'approve',
        comment: '同意',
        form: { financeNote: '已核对票据', amount: 1 },
      },
      zhao,
    );
    expect(done).toEqual({ uniqueId, state: 'approved' });
    const copied = await data<ApprovalDetail>('detail', { uniqueId }, liu);
    expect(copied.values).toMatchObject({ amount: 80_000, financeNote: '已核对票据' });
    expect((await data<ApprovalDetail>('detail', { uniqueId }, chen)).values).not.toHaveProperty(
      'financeNote',
    );
    expect(copied.timeline.map((entry) => entry.kind)).toEqual([
      'start',
      'node',
      'approve',
      'node',
      'finish',
    ]);
    expect((await list(liu, 'cc')).list[0]?.instanceUniqueId).toBe(uniqueId);
    expect((await list(zhao, 'done')).list[0]?.instanceUniqueId).toBe(uniqueId);
  });
});

describe('actions', () => {
  it('退回 without a target and 转交 without a member are refused in Chinese, on their field', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const { uniqueId } = await startExpense(chen, 80_000);
    const task = (await data<ApprovalDetail>('detail', { uniqueId }, zhao)).myTask!.uniqueId;
    expect(
      await call('task/act', { taskUniqueId: task, requestId: requestId(), action: 'return' }, zhao),
    ).toMatchObject({ message: '请选择退回的节点', data: { field: 'target' } });
    expect(
      await call('task/act', { taskUniqueId: task, requestId: requestId(), action: 'transfer' }, zhao),
    ).toMatchObject({ message: '请选择成员', data: { field: 'to' } });
    expect(
      await call('task/act', { taskUniqueId: task, requestId: requestId(), action: 'reject' }, zhao),
    ).toMatchObject({ code: ErrorCode.ApprovalCommentRequired, data: { field: 'comment' } });
    // Someone else's task does not exist for them.
    expect(
      await call('task/act', { taskUniqueId: task, requestId: requestId(), action: 'approve' }, chen),
    ).toMatchObject({ code: ErrorCode.ApprovalNotFound });
  });

  it('批量同意 approves what it can and says why not for the rest', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const first = await startExpense(chen, 10_000);
    const second = await startExpense(chen, 20_000);
    const tasks = (await list(zhao, 'todo')).list.filter((item) =>
      [first.uniqueId, second.uniqueId].includes(item.instanceUniqueId),
    );
    await data(
      'instance/act',
      { uniqueId: second.uniqueId, requestId: requestId(), action: 'withdraw' },
      chen,
    );
    const answer = await data(
      'task/batch-approve',
      { taskUniqueIds: tasks.map((item) => item.taskUniqueId), requestId: requestId() },
      zhao,
    );
    expect(answer).toEqual({
      approved: 1,
      refused: [{ taskUniqueId: expect.any(String), message: '该审批任务已被处理' }],
    });
  });

  it('a request id answers only its own action: sent with another approval’s task, refused, that task open', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const [p, q, r] = [
      await startExpense(chen, 10_000),
      await startExpense(chen, 20_000),
      await startExpense(chen, 30_000),
    ];
    const taskOf = async (instance: string) =>
      (await list(zhao, 'todo')).list.find((item) => item.instanceUniqueId === instance)!.taskUniqueId!;
    const [taskP, taskQ, taskR] = [
      await taskOf(p.uniqueId),
      await taskOf(q.uniqueId),
      await taskOf(r.uniqueId),
    ];
    const used = requestId();
    await data('task/act', { taskUniqueId: taskP, requestId: used, action: 'approve' }, zhao);
    expect(await call('task/act', { taskUniqueId: taskQ, requestId: used, action: 'approve' }, zhao)).toEqual(
      {
        code: ErrorCode.ApprovalRequestReused,
        message: '请求标识已用于其他操作，请刷新后重试',
        data: null,
      },
    );
    // A batch sent again with other tasks approves none of them.
    const batch = requestId();
    expect(await data('task/batch-approve', { taskUniqueIds: [taskQ], requestId: batch }, zhao)).toEqual({
      approved: 1,
      refused: [],
    });
    expect(await data('task/batch-approve', { taskUniqueIds: [taskR], requestId: batch }, zhao)).toEqual({
      approved: 0,
      refused: [{ taskUniqueId: taskR, message: '请求标识已用于其他操作，请刷新后重试' }],
    });
    expect((await list(zhao, 'todo')).list.map((item) => item.instanceUniqueId)).toContain(r.uniqueId);
  });

  it('终止 is the administrators’ (审批数据管理)', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const admin = await xingheToken(server, ADMIN);
    const { uniqueId } = await startExpense(chen, 80_000);
    expect(
      await call('instance/terminate', { uniqueId, requestId: requestId(), comment: '测试' }, chen),
    ).toMatchObject({ code: ErrorCode.Forbidden });
    expect(
      await data('instance/terminate', { uniqueId, requestId: requestId(), comment: '重复提交' }, admin),
    ).toEqual({ uniqueId, state: 'terminated' });
  });
});

describe('审批数据管理', () => {
  it('searches every instance with the template’s fields as columns, for administrators only', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const admin = await xingheToken(server, ADMIN);
    const { uniqueId } = await startExpense(chen, 123_456);
    expect(await call('data/page', {}, chen)).toMatchObject({ code: ErrorCode.Forbidden });
    const all = await data<ApprovalDataPage>('data/page', { pageSize: 100 }, admin);
    expect(all.fields).toEqual([]);
    expect(new Set(all.list.map((row) => row.state))).toEqual(
      new Set(['running', 'returned', 'approved', 'rejected', 'withdrawn', 'terminated']),
    );
    const template = await templateNamed(chen, '报销');
    const expenses = await data<ApprovalDataPage>(
      'data/page',
      { templateUniqueId: template, keyword: '陈刚', state: 'running' },
      admin,
    );
    expect(expenses.fields.map((field) => field.name)).toEqual([
      'amount',
      'category',
      'spentOn',
      'detail',
      'receipts',
      'financeNote',
    ]);
    expect(expenses.list[0]).toMatchObject({
      uniqueId,
      initiatorName: '陈刚',
      departments: '招商部',
      values: { amount: 123_456 },
    });
    const departments = await server.db.query<{ uniqueId: string }>(
      `select unique_id as "uniqueId" from departments where name = '财务部'`,
    );
    const finance = await data<ApprovalDataPage>(
      'data/page',
      { departmentUniqueId: departments[0]!.uniqueId },
      admin,
    );
    expect(new Set(finance.list.map((row) => row.initiatorName))).toEqual(new Set(['刘洋']));
  });

  it('offers every template and every initiator to filter by, to administrators only', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const admin = await xingheToken(server, ADMIN);
    expect(await call('data/options', {}, chen)).toMatchObject({ code: ErrorCode.Forbidden });
    // A disabled template's approvals are still in the data: it is offered, 发起审批 leaves it out.
    await server.db.query(`update approval_templates set enabled = false where name = '用印'`);
    const options = await data<ApprovalDataOptions>('data/options', {}, admin);
    const startable = await data<StartableTemplate[]>('template/startable', {}, admin);
    expect(options.templates.map((template) => `${template.name}/${template.enabled}`)).toEqual([
      '入驻申请/true',
      '请假/true',
      '报销/true',
      '用印/false',
      '采购/true',
    ]);
    expect(startable.map((template) => template.name)).not.toContain('用印');
    for (const template of startable)
      expect(options.templates).toContainEqual({
        uniqueId: template.uniqueId,
        name: template.name,
        group: template.group,
        enabled: true,
      });
    const names = options.initiators.map((initiator) => initiator.name);
    expect(names).toContain('陈刚');
    // Members who never started one are not offered.
    expect(names).not.toContain('李娜');
    const all = await data<ApprovalDataPage>('data/page', { pageSize: 100 }, admin);
    expect(new Set(names)).toEqual(new Set(all.list.map((row) => row.initiatorName)));
  });

  it('exports the search as a workbook', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const admin = await xingheToken(server, ADMIN);
    await startExpense(chen, 123_456);
    const template = await templateNamed(chen, '报销');
    const refused = await server.post('/enterprise/v1/approval/data/export', {}, chen);
    expect(refused.body).toMatchObject({ code: ErrorCode.Forbidden });
    const response = await server.app.inject({
      method: 'POST',
      url: '/enterprise/v1/approval/data/export',
      headers: { 'content-type': 'application/json', authorization: admin },
      payload: JSON.stringify({ templateUniqueId: template }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''");
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('审批数据')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '审批编号',
      '标题',
      '审批类型',
      '发起人',
      '所在部门',
      '状态',
      '当前节点',
      '发起时间',
      '完成时间',
      '报销金额（元）',
      '报销类别',
      '发生日期',
      '费用说明',
      '票据',
      '财务备注',
    ]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(
      rows.some((row) => row[2] === '陈刚提交的报销' && row[10] === 1234.56 && row[6] === '审批中'),
    ).toBe(true);
  });
});

describe('templates', () => {
  it('saves a template as versions, refusing a flow that does not suit its form, on its node', async () => {
    const admin = await xingheToken(server, ADMIN);
    const form = [{ name: 'amount', label: '金额', kind: 'amount', required: true }];
    const node = (extra: object) => ({
      nodeId: 'start',
      nodeName: '发起人',
      type: 'start',
      childNode: { nodeId: 'a', nodeName: '审批', type: 'approver', ...extra },
    });
    expect(
      await call(
        'template/save',
        { name: '测试', form, flow: node({ settype: 1, nodeUserList: [] }) },
        admin,
      ),
    ).toMatchObject({
      code: ErrorCode.ApprovalFlowInvalid,
      message: '「审批」：请选择审批人',
      data: { field: 'flow', nodeId: 'a' },
    });
    const liNa = (
      await server.db.query<{ uniqueId: string }>(
        `select unique_id as "uniqueId" from memberships where nickname = '李娜'`,
      )
    )[0]!.uniqueId;
    const good = node({ settype: 1, setting: 4, nodeUserList: [{ id: liNa, name: '李娜', kind: 'member' }] });
    const first = await data<{ uniqueId: string; version: number }>(
      'template/save',
      { name: '测试', form, flow: good },
      admin,
    );
    expect(first.version).toBe(1);
    expect(
      (
        await data<{ version: number }>(
          'template/save',
          { uniqueId: first.uniqueId, name: '测试', form, flow: good },
          admin,
        )
      ).version,
    ).toBe(2);
    expect(await call('template/save', { name: '请假', form, flow: good }, admin)).toMatchObject({
      message: '已有同名的审批',
    });
  });

  it('refuses a body nested past any flow before validating it', async () => {
    const admin = await xingheToken(server, ADMIN);
    let flow: object = { nodeId: 'z', nodeName: 'z', type: 'cc' };
    for (let index = 0; index < 3000; index++)
      flow = { nodeId: `n${index}`, nodeName: '审批', type: 'approver', childNode: flow };
    expect(await call('template/save', { name: '深', form: [], flow }, admin)).toMatchObject({
      code: ErrorCode.ApprovalFlowInvalid,
      message: '流程层级过深，请减少节点后重试',
    });
  });
});
