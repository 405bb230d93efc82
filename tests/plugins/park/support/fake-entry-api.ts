import { ApiError } from '@core/services/api-error';
import type {
  EntryDetail,
  EntryPageQuery,
  EntrySubmitBody,
  EntryTemplate,
} from '@manifests/contracts/park-entry';
import type { EntryApi } from '@plugins/park/api/entry-api';
import { answerPage } from '@tests/support/paged-fake';

/** An application as the server answers entryTemplateDetail. */
export function entry(uniqueId: string, overrides: Partial<EntryDetail> = {}): EntryDetail {
  return {
    uniqueId,
    companyName: '深圳云帆智能装备有限公司',
    creditCode: '91440300MA5H8K2Q1X',
    applicantName: '陈刚',
    legalRepresentative: '周云帆',
    industry: 'advanced_manufacturing',
    size: 'small',
    contacts: [{ name: '周云帆', telephone: '13760001234', role: '总经理', primary: true }],
    area: 48_000,
    use: 'plant',
    moveInDate: '2026-12-22',
    note: '研发样机装配',
    attachments: [],
    state: 'pending',
    submittedAt: '2026-11-22T02:00:00.000Z',
    decidedAt: null,
    companyUniqueId: null,
    approval: {
      instanceUniqueId: `inst-${uniqueId}`,
      serialNo: 'SP202611220001',
      templateName: '入驻申请',
      state: 'running',
      startedAt: '2026-11-22T02:00:00.000Z',
      finishedAt: null,
      timeline: [
        {
          kind: 'start',
          at: '2026-11-22T02:00:00.000Z',
          actor: { uniqueId: 'm-chen', name: '陈刚' },
          nodeId: null,
          nodeName: null,
          comment: '',
          detail: {},
        },
      ],
    },
    ...overrides,
  };
}

/** 入驻申请's API in memory: the applications, what was asked, and a refusal to answer the next submit. */
export class FakeEntryApi implements EntryApi {
  entries: EntryDetail[] = [];
  queries: EntryPageQuery[] = [];
  detailReads: string[] = [];
  submitted: EntrySubmitBody[] = [];
  refuseNext: ApiError | null = null;
  templateUniqueId: string | null = 'tpl-entry';

  async page(query: EntryPageQuery) {
    this.queries.push(query);
    const rows = this.entries
      .filter((row) => !query.state || row.state === query.state)
      .map(({ approval, ...row }) => ({
        ...row,
        approval: approval
          ? {
              instanceUniqueId: approval.instanceUniqueId,
              serialNo: approval.serialNo,
              state: approval.state,
            }
          : null,
      }));
    return answerPage(rows, query);
  }

  async detail(uniqueId: string) {
    this.detailReads.push(uniqueId);
    const found = this.entries.find((candidate) => candidate.uniqueId === uniqueId);
    if (!found) throw new ApiError(400170, '入驻申请不存在');
    return JSON.parse(JSON.stringify(found)) as EntryDetail;
  }

  async template(): Promise<EntryTemplate> {
    return { templateUniqueId: this.templateUniqueId, templateName: '入驻申请' };
  }

  async submit(body: EntrySubmitBody) {
    this.submitted.push(body);
    if (this.refuseNext) {
      const refusal = this.refuseNext;
      this.refuseNext = null;
      throw refusal;
    }
    return { uniqueId: 'e-new', approval: { instanceUniqueId: 'inst-new', serialNo: 'SP202611220009' } };
  }
}
