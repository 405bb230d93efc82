import { Workbook } from 'exceljs';
import type { ApprovalDataPage } from '../../../manifests/contracts/approval';
import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { ADMIN, xingheToken } from '../notice/support';
import { setupTestServer } from '../support/test-server';
import { approvalWorld } from './support/approval-world';
import { approver, member, start } from './support/flows';

const server = setupTestServer();

const form: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount' },
  {
    name: 'kind',
    label: '类型',
    kind: 'select',
    options: [
      { label: '差旅', value: 'travel' },
      { label: '办公', value: 'office' },
    ],
  },
  { name: 'owner', label: '负责人', kind: 'member' },
  { name: 'helpers', label: '协办人', kind: 'member', multiple: true },
  { name: 'dept', label: '费用部门', kind: 'department' },
];

async function exportRows(token: string, body: object): Promise<unknown[][]> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/enterprise/v1/approval/data/export',
    headers: { 'content-type': 'application/json', authorization: token },
    payload: JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  const workbook = new Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook.getWorksheet('审批数据')!.getSheetValues().slice(1) as unknown[][];
}

describe('审批数据管理 data', () => {
  it('names the members and departments a template’s fields hold, on the page and in the export', async () => {
    const w = await approvalWorld(server);
    const template = await w.publish(
      start(approver('a', { nodeUserList: [member(w.uniqueIdOf('赵敏'))] })),
      form,
    );
    const finance = await w.departmentUniqueId('财务部');
    await w.start('陈刚', template, {
      amount: 98_765,
      kind: 'office',
      owner: w.uniqueIdOf('刘洋'),
      helpers: [w.uniqueIdOf('孙强'), w.uniqueIdOf('王芳')],
      dept: finance,
    });
    const admin = await xingheToken(server, ADMIN);
    const page = (
      await server.post<ApprovalDataPage>(
        '/enterprise/v1/approval/data/page',
        { templateUniqueId: template },
        admin,
      )
    ).body.data;
    expect(page.list).toHaveLength(1);
    expect(page.names).toEqual({
      [w.uniqueIdOf('刘洋')]: '刘洋',
      [w.uniqueIdOf('孙强')]: '孙强',
      [w.uniqueIdOf('王芳')]: '王芳',
      [finance]: '财务部',
    });
    // Without a template there are no field columns, so nothing to name.
    const all = (await server.post<ApprovalDataPage>('/enterprise/v1/approval/data/page', {}, admin)).body
      .data;
    expect(all.names).toEqual({});

    const [header, row] = await exportRows(admin, { templateUniqueId: template });
    expect(header!.slice(10)).toEqual(['金额（元）', '类型', '负责人', '协办人', '费用部门']);
    expect(row!.slice(10)).toEqual([987.65, '办公', '刘洋', '孙强、王芳', '财务部']);
  });

  it('totals the chosen template’s amount fields over the whole search, not the page', async () => {
    const w = await approvalWorld(server);
    const template = await w.publish(
      start(approver('a', { nodeUserList: [member(w.uniqueIdOf('赵敏'))] })),
      form,
    );
    await w.start('陈刚', template, { amount: 98_765, kind: 'office' });
    await w.start('陈刚', template, { amount: 1_235, kind: 'travel' });
    // A start without an amount counts as nothing.
    await w.start('陈刚', template, { kind: 'travel' });
    const admin = await xingheToken(server, ADMIN);
    const page = async (body: object) =>
      (await server.post<ApprovalDataPage>('/enterprise/v1/approval/data/page', body, admin)).body.data;
    const first = await page({ templateUniqueId: template, pageSize: 1 });
    expect(first.list).toHaveLength(1);
    expect(first.total).toBe(3);
    expect(first.totals).toEqual({ amount: 100_000 });
    const narrowed = await page({ templateUniqueId: template, keyword: '不存在的审批' });
    expect(narrowed).toMatchObject({ total: 0, totals: { amount: 0 } });
    // Without a template there are no amount fields to total.
    expect((await page({})).totals).toBeUndefined();
  });

  it('exports past one read batch in order, each approval once (keyset paging across equal start times)', async () => {
    const w = await approvalWorld(server);
    const template = await w.publish(
      start(approver('a', { nodeUserList: [member(w.uniqueIdOf('赵敏'))] })),
      form,
    );
    const first = await w.start('陈刚', template, { amount: 100 });
    // 2 500 copies, three to a start time, so batches of 1 000 end inside a run of equal times.
    await server.db.query(
      `insert into approval_instances (unique_id, organization_id, serial_no, template_id, version_id, title,
          initiator_id, state, form, progress, started_at, updated_at)
        select i.unique_id || '-' || g, i.organization_id, 'BULK' || lpad(g::text, 5, '0'), i.template_id,
          i.version_id, i.title, i.initiator_id, 'approved', i.form, i.progress,
          i.started_at - make_interval(secs => 60 + g / 3), i.updated_at
        from approval_instances i, generate_series(1, 2500) g where i.unique_id = $1 order by g`,
      [first],
    );
    const admin = await xingheToken(server, ADMIN);
    const rows = (await exportRows(admin, { templateUniqueId: template })).slice(1);
    const serials = rows.map((row) => row[1] as string);
    expect(serials).toHaveLength(2501);
    expect(new Set(serials).size).toBe(2501);
    const bulk = serials.slice(1);
    // Newest first; among equal start times the later id (the higher number) first.
    const expected = Array.from({ length: 2500 }, (_, index) => index + 1)
      .sort((a, b) => Math.floor(a / 3) - Math.floor(b / 3) || b - a)
      .map((n) => `BULK${String(n).padStart(5, '0')}`);
    expect(bulk).toEqual(expected);
  });
});
