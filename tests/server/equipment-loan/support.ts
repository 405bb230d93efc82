import { Workbook } from 'exceljs';
import type { ApprovalDetail } from '../../../manifests/contracts/approval';
import type {
  LoanDaysByItem,
  LoanDetail,
  LoanItem,
  LoanPage,
  LoanSubmitBody,
  LoanSubmitted,
} from '../../fixtures/equipment-loan/contract';
import { equipmentLoanServed } from '../../fixtures/equipment-loan/server/served';
import { ADMIN, CHEN_GANG, xingheToken } from '../notice/support';
import { type ApiResult, setupTestServer, type TestServer } from '../support/test-server';

export { ADMIN, CHEN_GANG };
export const ZHAO_MIN = '13800000005';

/**
 * One server per suite serving the registry's areas and 设备借用, the demo seeded with both (its items
 * in 星河科技园, its application installed, its codes granted to 普通员工).
 */
export const setupLoanServer = () =>
  setupTestServer({}, { areas: equipmentLoanServed.areas, manifests: equipmentLoanServed.manifests });

let requests = 0;
/** A fresh request id per call. */
export const requestId = () => `loan-request-${(++requests).toString().padStart(6, '0')}`;

const base = '/enterprise/v1/equipment-loan';

/** The calls of 设备借用 and of 审批 a loan's approval needs, for one server. */
export function loansOf(server: TestServer) {
  const tokens = new Map<string, Promise<string>>();
  /**
   * The member's token in 星河科技园, signed in once per test (the reset ends every session; so does
   * moving the clock past a day: `forget`), however many calls ask at once.
   */
  const tokenOf = (telephone: string) => {
    let token = tokens.get(telephone);
    if (!token) {
      token = xingheToken(server, telephone);
      tokens.set(telephone, token);
    }
    return token;
  };
  const call = async <T>(telephone: string, path: string, body: object): Promise<ApiResult<T>> =>
    server.post<T>(path, body, await tokenOf(telephone));
  const data = async <T>(telephone: string, path: string, body: object): Promise<T> => {
    const answer = await call<T>(telephone, path, body);
    if (answer.body.code !== 0) throw new Error(`${path}: ${answer.body.code} ${answer.body.message}`);
    return answer.body.data;
  };
  const api = {
    forget: () => tokens.clear(),
    tokenOf,
    call,
    items: () => data<LoanItem[]>(CHEN_GANG, `${base}/item/options`, {}),
    async itemId(name: string) {
      const item = (await api.items()).find((candidate) => candidate.name === name);
      if (!item) throw new Error(`no item ${name}`);
      return item.uniqueId;
    },
    async memberId(name: string) {
      const [row] = await server.db.query<{ uniqueId: string }>(
        `select m.unique_id as "uniqueId" from memberships m join organizations o on o.id = m.organization_id
          where o.unique_id = 'xinghe-park' and m.nickname = $1`,
        [name],
      );
      return row!.uniqueId;
    },
    /** 陈刚's (or `telephone`'s) submit of a loan of `item` over `from`–`to`, 赵敏 approving. */
    async submitBody(item: string, from: string, to: string, more: Partial<LoanSubmitBody> = {}) {
      return {
        requestId: requestId(),
        itemUniqueId: await api.itemId(item),
        period: { from, to },
        purpose: '客户交流会演示',
        approverUniqueId: await api.memberId('赵敏'),
        ...more,
      } satisfies LoanSubmitBody;
    },
    submit: (body: LoanSubmitBody, telephone = CHEN_GANG) =>
      call<LoanSubmitted>(telephone, `${base}/loan/submit`, body),
    async submitted(item: string, from: string, to: string, telephone = CHEN_GANG) {
      const answer = await api.submit(await api.submitBody(item, from, to), telephone);
      if (answer.body.code !== 0) throw new Error(`submit: ${answer.body.message}`);
      return answer.body.data;
    },
    page: (query: object = {}, telephone = ADMIN) =>
      data<LoanPage>(telephone, `${base}/loan/page`, { pageSize: 100, ...query }),
    daysByItem: (query: object = {}) => data<LoanDaysByItem[]>(ADMIN, `${base}/loan/days-by-item`, query),
    detail: (uniqueId: string, telephone = CHEN_GANG) =>
      data<LoanDetail>(telephone, `${base}/loan/detail`, { uniqueId }),
    state: async (uniqueId: string) => (await api.detail(uniqueId)).state,
    giveBack: (uniqueId: string, telephone = ADMIN) =>
      call<null>(telephone, `${base}/loan/give-back`, { uniqueId }),
    /** 审批详情 of the loan's approval, as 赵敏 (or `telephone`) reads it. */
    approvalDetail: (instanceUniqueId: string, telephone = ZHAO_MIN) =>
      data<ApprovalDetail>(telephone, '/enterprise/v1/approval/detail', { uniqueId: instanceUniqueId }),
    /** 赵敏 acts on her task of the approval: 同意, 拒绝 or 退回 to the applicant. */
    async decide(instanceUniqueId: string, action: 'approve' | 'reject' | 'return', comment = '') {
      const detail = await api.approvalDetail(instanceUniqueId);
      return call<{ state: string }>(ZHAO_MIN, '/enterprise/v1/approval/task/act', {
        taskUniqueId: detail.myTask!.uniqueId,
        requestId: requestId(),
        action,
        comment,
        ...(action === 'return' ? { target: 'initiator' } : {}),
      });
    },
    /** 陈刚 acts on his approval: 撤回, or 重新提交 with the values it holds. */
    async applicantActs(instanceUniqueId: string, action: 'withdraw' | 'resubmit') {
      const detail = await api.approvalDetail(instanceUniqueId, CHEN_GANG);
      return call<{ state: string }>(CHEN_GANG, '/enterprise/v1/approval/instance/act', {
        uniqueId: instanceUniqueId,
        requestId: requestId(),
        action,
        ...(action === 'resubmit' ? { form: detail.values } : {}),
      });
    },
    /** 导出 of the search, as the workbook's rows (the header first). */
    async exportRows(body: object, telephone = ADMIN): Promise<unknown[][]> {
      const response = await server.app.inject({
        method: 'POST',
        url: `${base}/loan/export`,
        headers: { 'content-type': 'application/json', authorization: await tokenOf(telephone) },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode).toBe(200);
      const workbook = new Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return (workbook.getWorksheet('借用记录')!.getSheetValues().slice(1) as unknown[][]).map((row) =>
        row.slice(1),
      );
    },
  };
  return api;
}

/** The loans' states and numbers in the database, for what no answer shows (a rolled-back step). */
export async function loanRows(server: TestServer) {
  return server.db.query<{ loanNo: string; state: string; during: string }>(
    `select loan_no as "loanNo", state, during::text as during from equipment_loans order by id`,
  );
}
