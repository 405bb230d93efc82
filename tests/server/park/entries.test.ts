import type { ApprovalDetail } from '../../../manifests/contracts/approval';
import { creditCodeCheckCharacter } from '../../../manifests/contracts/credit-code';
import type { CompanyDetail, CompanyPage } from '../../../manifests/contracts/park';
import type {
  EntryDetail,
  EntryPage,
  EntrySubmitBody,
  EntrySubmitted,
  EntryTemplate,
} from '../../../manifests/contracts/park-entry';
import { ErrorCode } from '../../../server/http/error-codes';
import { LI_NA, parkOf, setupParkServer, XINGHE, YUNSHAN, ZHANG_WEI } from './support';

/**
 * 入驻申请 (`park.entry`): a member submits (the application and its approval in one transaction),
 * the approver (陈刚's head 赵敏) decides in 审批中心; approved, the company is created — or updated
 * when the organisation holds its credit code — and the applicant told; rejected or withdrawn,
 * nothing is created. The manual clock's today is 2026-11-22 in Shanghai.
 */

const CHEN_GANG = '13800000004';
const ZHAO_MIN = '13800000005';
const server = setupParkServer();
const park = parkOf(server);
const tokens = new Map<string, Promise<string>>();
beforeEach(() => {
  park.forget();
  tokens.clear();
});

/** A call outside the park's endpoints (审批's), as `telephone` in 星河科技园. */
async function other<T>(path: string, body: object, telephone: string) {
  if (!tokens.has(telephone)) tokens.set(telephone, server.signInTo(telephone, XINGHE));
  const answer = await server.post<T>(`/enterprise/v1/approval/${path}`, body, await tokens.get(telephone)!);
  return answer;
}

let requests = 0;
const requestId = () => `entry-request-${(++requests).toString().padStart(6, '0')}`;

const creditCode = (n: number) => {
  const first17 = `91110108MA02${String(n).padStart(5, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
};

const entryBody = (more: Partial<EntrySubmitBody> = {}): EntrySubmitBody => ({
  requestId: requestId(),
  companyName: '北京入驻测试科技有限公司',
  creditCode: creditCode(1),
  legalRepresentative: '吴申请',
  industry: 'information_technology',
  size: 'small',
  contacts: [{ name: '郑联系', telephone: '13900002222', role: '行政' }],
  area: 35_050,
  use: 'office',
  moveInDate: '2026-12-15',
  attachments: [],
  ...more,
});

const submit = (body: EntrySubmitBody = entryBody(), telephone = CHEN_GANG, organization = XINGHE) =>
  park.call<EntrySubmitted>('entry/submit', body, telephone, organization);
const submitted = async (body: EntrySubmitBody = entryBody()) => {
  const answer = await submit(body);
  if (answer.body.code !== 0) throw new Error(`submit: ${answer.body.message}`);
  return answer.body.data;
};
const detail = (uniqueId: string, telephone = CHEN_GANG) =>
  park.data<EntryDetail>('entry/detail', { uniqueId }, telephone);

const approvalDetail = (instanceUniqueId: string, telephone = ZHAO_MIN) =>
  other<ApprovalDetail>('detail', { uniqueId: instanceUniqueId }, telephone).then(
    (answer) => answer.body.data,
  );
async function decide(instanceUniqueId: string, action: 'approve' | 'reject', comment = '') {
  const task = (await approvalDetail(instanceUniqueId)).myTask!;
  return other<{ state: string }>(
    'task/act',
    { taskUniqueId: task.uniqueId, requestId: requestId(), action, comment },
    ZHAO_MIN,
  );
}
const withdraw = (instanceUniqueId: string) =>
  other(
    'instance/act',
    { uniqueId: instanceUniqueId, requestId: requestId(), action: 'withdraw' },
    CHEN_GANG,
  );

const companiesWithCode = (code: string) =>
  server.db.query<{ name: string; legalRepresentative: string }>(
    `select name, legal_representative as "legalRepresentative" from park_companies where credit_code = $1`,
    [code],
  );

describe('入驻申请', () => {
  it('starts its approval on submit, the application 审批中 with the approval’s state beside it', async () => {
    const { uniqueId, approval } = await submitted();
    const entry = await detail(uniqueId);
    expect(entry).toMatchObject({
      companyName: '北京入驻测试科技有限公司',
      creditCode: creditCode(1),
      applicantName: '陈刚',
      area: 35_050,
      moveInDate: '2026-12-15',
      state: 'pending',
      companyUniqueId: null,
      approval: { instanceUniqueId: approval.instanceUniqueId, state: 'running', templateName: '入驻申请' },
    });
    const seen = await approvalDetail(approval.instanceUniqueId);
    expect(seen).toMatchObject({ typeKey: 'park.entry', businessId: uniqueId });
    expect(seen.values).toMatchObject({ companyName: '北京入驻测试科技有限公司', area: 350.5 });
    const page = await park.data<EntryPage>('entry/page', { state: 'pending' }, ZHANG_WEI);
    // The demo's two waiting applications and this one.
    expect(page.total).toBe(3);
    expect(page.list[0]).toMatchObject({ uniqueId, approval: { state: 'running' } });
    // A retried submit answers the same application.
    const body = entryBody({ creditCode: creditCode(2), companyName: '重试测试有限公司' });
    const [first, again] = [await submitted(body), await submitted(body)];
    expect(again).toEqual(first);
  });

  it('creates the company when approved, and tells the applicant', async () => {
    const { uniqueId, approval } = await submitted();
    expect((await decide(approval.instanceUniqueId, 'approve', '同意入驻')).body.code).toBe(0);
    const entry = await detail(uniqueId);
    expect(entry.state).toBe('approved');
    expect(entry.approval?.state).toBe('approved');
    expect(entry.companyUniqueId).not.toBeNull();
    const company = await park.data<CompanyDetail>('company/detail', { uniqueId: entry.companyUniqueId });
    expect(company).toMatchObject({
      name: '北京入驻测试科技有限公司',
      creditCode: creditCode(1),
      legalRepresentative: '吴申请',
      state: 'in_park',
      contacts: [expect.objectContaining({ name: '郑联系', telephone: '13900002222' })],
    });
    const messages = await server.db.query<{ title: string }>(
      `select c.title from message_contents c where c.source = 'park' and c.title like '%入驻申请已通过'`,
    );
    expect(messages.map((message) => message.title)).toEqual([
      '「北京入驻测试科技有限公司」的入驻申请已通过',
    ]);
  });

  it('updates the company the organisation holds under the credit code', async () => {
    const page = await park.data<CompanyPage>('company/page', { keyword: '深圳星河数据科技有限公司' });
    const existing = await park.data<CompanyDetail>('company/detail', { uniqueId: page.list[0]!.uniqueId });
    const { uniqueId, approval } = await submitted(
      entryBody({
        companyName: existing.name,
        creditCode: existing.creditCode,
        legalRepresentative: '新法人',
      }),
    );
    await decide(approval.instanceUniqueId, 'approve');
    const entry = await detail(uniqueId);
    expect(entry.companyUniqueId).toBe(existing.uniqueId);
    expect(await companiesWithCode(existing.creditCode)).toEqual([
      { name: existing.name, legalRepresentative: '新法人' },
    ]);
  });

  it('creates nothing when rejected or withdrawn', async () => {
    const rejected = await submitted();
    expect((await decide(rejected.approval.instanceUniqueId, 'reject', '面积不足')).body.code).toBe(0);
    expect((await detail(rejected.uniqueId)).state).toBe('rejected');
    const withdrawn = await submitted(entryBody({ creditCode: creditCode(3) }));
    expect((await withdraw(withdrawn.approval.instanceUniqueId)).body.code).toBe(0);
    expect((await detail(withdrawn.uniqueId)).state).toBe('withdrawn');
    expect(await companiesWithCode(creditCode(1))).toEqual([]);
    expect(await companiesWithCode(creditCode(3))).toEqual([]);
  });

  it('ships its template with the fields the park reads locked', async () => {
    const template = await park.data<EntryTemplate>('entry/template', {}, ZHANG_WEI);
    expect(template.templateUniqueId).toEqual(expect.any(String));
    const draft = (
      await other<{ form: { name: string; locked?: boolean }[] }>(
        'template/draft',
        { uniqueId: template.templateUniqueId },
        ZHANG_WEI,
      )
    ).body.data;
    const locked = draft.form.filter((field) => field.locked).map((field) => field.name);
    expect(locked).toEqual(
      expect.arrayContaining(['companyName', 'creditCode', 'legalRepresentative', 'area', 'moveInDate']),
    );
  });

  it('refuses bad bodies on their field, keeping nothing', async () => {
    const refused = async (more: Partial<EntrySubmitBody>) => {
      const answer = await submit(entryBody(more));
      return {
        code: answer.body.code,
        message: answer.body.message,
        field: (answer.body.data as { field?: string } | null)?.field,
      };
    };
    expect(await refused({ creditCode: '91110108MA0200001X' })).toMatchObject({
      code: ErrorCode.ParkEntryInvalid,
      field: 'creditCode',
    });
    expect(await refused({ area: 0 })).toMatchObject({ code: ErrorCode.ParkEntryInvalid, field: 'area' });
    expect(await refused({ area: -100 })).toMatchObject({ field: 'area', message: '需求面积须大于 0' });
    expect(await refused({ moveInDate: '2026-02-30' })).toMatchObject({ field: 'moveInDate' });
    expect(await refused({ moveInDate: '2026-11-01' })).toMatchObject({
      message: '预计入驻日期不能早于今天',
    });
    expect((await refused({ moveInDate: '15/12/2026' })).code).not.toBe(0);
    expect((await refused({ contacts: [] })).code).not.toBe(0);
    const [count] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from park_entry_applications where company_name = '北京入驻测试科技有限公司'`,
    );
    expect(count!.n).toBe(0);
  });

  it('is every member’s to submit and read; without its codes, refused', async () => {
    const { uniqueId } = await submitted();
    expect((await park.call('entry/page', {}, LI_NA)).body.code).toBe(0);
    expect((await park.call('entry/detail', { uniqueId }, LI_NA)).body.code).toBe(0);
    await server.db.query(
      `delete from role_resources rr using resources r where r.id = rr.resource_id
        and r.code in ('PC_PARK_ENTRY', 'PARK_ENTRY_APPLY', 'PARK_ENTRY_DETAIL')`,
    );
    server.app.services.resourceTreeCache.clear();
    for (const [path, body] of [
      ['entry/page', {}],
      ['entry/detail', { uniqueId }],
      ['entry/submit', entryBody()],
    ] as const)
      expect([path, (await park.call(path, body, LI_NA)).body.code]).toEqual([path, ErrorCode.Forbidden]);
  });

  it('keeps 星河科技园 and 云杉集团 apart', async () => {
    const { uniqueId } = await submitted();
    const [application] = await server.db.query<{ uniqueId: string }>(
      `select unique_id as "uniqueId" from applications where agent_id = 'p5r2k9a4m1e6t083'`,
    );
    await server.post(
      '/app/v1/manage/application/open',
      { uniqueId: application!.uniqueId },
      await server.signInTo(ZHANG_WEI, YUNSHAN),
    );
    server.app.services.resourceTreeCache.clear();
    expect((await park.call('entry/page', {}, ZHANG_WEI, YUNSHAN)).body).toMatchObject({
      code: 0,
      data: { total: 0 },
    });
    expect((await park.call('entry/detail', { uniqueId }, ZHANG_WEI, YUNSHAN)).body.code).toBe(
      ErrorCode.ParkEntryNotFound,
    );
  });
});
