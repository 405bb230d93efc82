import type { DownloadedFile } from '@core';
import type {
  LoanApi,
  LoanDaysByItem,
  LoanDetail,
  LoanItem,
  LoanPage,
  LoanPageQuery,
  LoanSearch,
  LoanSubmitBody,
  LoanSubmitted,
} from '@tests/fixtures/equipment-loan/api/loan-api';
import { answerPage } from '@tests/support/paged-fake';

/** A deep copy, as the wire makes one (jsdom has no structuredClone). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export const ITEMS: LoanItem[] = [
  { uniqueId: 'item-projector', name: '投影仪 A', deposit: 50_000 },
  { uniqueId: 'item-camera', name: '数码相机', deposit: 100_000 },
];

/** A loan as the server answers its page: 陈刚's, pending on 赵敏, unless `changes` say otherwise. */
export function loan(uniqueId: string, changes: Partial<LoanDetail> = {}): LoanDetail {
  return {
    uniqueId,
    loanNo: 'JY-2026-0001',
    itemName: '投影仪 A',
    borrowerName: '陈刚',
    from: '2026-11-25',
    to: '2026-11-27',
    days: 3,
    deposit: 50_000,
    purpose: '客户交流会演示',
    state: 'pending',
    submittedAt: '2026-11-22T09:00:00.000Z',
    givenBackAt: null,
    overdueSince: null,
    approval: {
      instanceUniqueId: `approval-${uniqueId}`,
      serialNo: '202611220001',
      templateName: '设备借用',
      state: 'running',
      startedAt: '2026-11-22T09:00:00.000Z',
      finishedAt: null,
      timeline: [
        {
          kind: 'start',
          at: '2026-11-22T09:00:00.000Z',
          actor: { uniqueId: 'm-chen', name: '陈刚' },
          nodeId: null,
          nodeName: null,
          comment: '',
          detail: {},
        },
        {
          kind: 'node',
          at: '2026-11-22T09:00:00.000Z',
          actor: null,
          nodeId: 'loan-approver',
          nodeName: '设备管理员审批',
          comment: '',
          detail: {},
        },
      ],
    },
    can: { giveBack: false },
    ...changes,
  };
}

/**
 * 设备借用's server in memory: the loans answered by page (the search's totals over every match, as the
 * server sums them), by id, given back; every call recorded. `submitAnswer` decides a submit's answer
 * (a refusal thrown).
 */
export class FakeLoanApi implements LoanApi {
  loans: LoanDetail[] = [];
  days: LoanDaysByItem[] = [];
  readonly pageQueries: LoanPageQuery[] = [];
  readonly submits: LoanSubmitBody[] = [];
  readonly detailReads: string[] = [];
  readonly givenBack: string[] = [];
  readonly exports: LoanSearch[] = [];
  submitAnswer: (body: LoanSubmitBody) => Promise<LoanSubmitted> = async () => ({
    uniqueId: 'loan-new',
    loanNo: 'JY-2026-0009',
    approval: { instanceUniqueId: 'approval-new', serialNo: '202611220009' },
  });

  async items(): Promise<LoanItem[]> {
    return ITEMS;
  }

  async page(query: LoanPageQuery): Promise<LoanPage> {
    this.pageQueries.push(query);
    const page = answerPage(this.loans, query, {
      filters: {
        state: (row, state) => row.state === state,
        itemUniqueId: (row, id) => row.itemName === ITEMS.find((item) => item.uniqueId === id)?.name,
        keyword: (row, keyword) => row.loanNo.includes(keyword) || row.itemName.includes(keyword),
      },
    });
    const matching = answerPage(this.loans, { ...query, pageNum: 1, pageSize: 10_000 });
    return {
      ...page,
      list: page.list.map(({ givenBackAt: _g, overdueSince: _o, can: _c, approval, ...row }) => ({
        ...row,
        approval: approval && { instanceUniqueId: approval.instanceUniqueId, state: approval.state },
      })),
      totals: {
        days: matching.list.reduce((sum, row) => sum + row.days, 0),
        deposit: matching.list.reduce((sum, row) => sum + row.deposit, 0),
      },
    };
  }

  async daysByItem(): Promise<LoanDaysByItem[]> {
    return this.days;
  }

  async detail(uniqueId: string): Promise<LoanDetail> {
    this.detailReads.push(uniqueId);
    const found = this.loans.find((row) => row.uniqueId === uniqueId);
    if (!found) throw new Error(`no loan ${uniqueId}`);
    return copy(found);
  }

  submit(body: LoanSubmitBody): Promise<LoanSubmitted> {
    this.submits.push(copy(body));
    return this.submitAnswer(body);
  }

  async giveBack(uniqueId: string): Promise<void> {
    this.givenBack.push(uniqueId);
    const found = this.loans.find((row) => row.uniqueId === uniqueId)!;
    Object.assign(found, { state: 'given_back', can: { giveBack: false } });
  }

  async export(search: LoanSearch): Promise<DownloadedFile> {
    this.exports.push(search);
    return { fileName: '借用记录-20261122.xlsx', blob: new Blob([]) };
  }
}
