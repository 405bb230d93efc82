import { DirectoryApi } from '@core';
import approvalPlugin from '@plugins/approval';
import type {
  ApprovalApi,
  ApprovalListItem,
  ApprovalListQuery,
  StartableTemplate,
  TemplateToStart,
} from '@plugins/approval/api/approval-api';
import { ApprovalApi as ApprovalApiToken } from '@plugins/approval/api/approval-api';
import {
  type ApprovalOrganizationApi,
  ApprovalOrganizationApi as OrganizationToken,
} from '@plugins/approval/api/organization-api';
import { fakeApprovalApi } from '@tests/support/fakes/fake-approval-api';
import { FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { answerPage } from '@tests/support/paged-fake';
import { signedInContainer } from '@tests/support/signed-in-container';

/** The templates 陈刚 may start in the demo: two groups. */
export const TEMPLATES: StartableTemplate[] = [
  { uniqueId: 'tpl-leave', name: '请假', icon: 'calendar', group: '人事', description: '年假、事假与病假' },
  {
    uniqueId: 'tpl-expense',
    name: '报销',
    icon: 'account-book',
    group: '财务',
    description: '差旅与日常费用',
  },
  {
    uniqueId: 'tpl-purchase',
    name: '采购',
    icon: 'shopping-cart',
    group: '财务',
    description: '办公用品与设备',
  },
];

/** 报销's current version: an amount, a category, a date, a text, and a 发起人自选 node with a range. */
export const EXPENSE: TemplateToStart = {
  ...TEMPLATES[1]!,
  version: 3,
  form: [
    { name: 'amount', label: '报销金额', kind: 'amount', required: true, min: 1, max: 100_000_000 },
    {
      name: 'category',
      label: '费用类别',
      kind: 'select',
      required: true,
      options: [
        { label: '差旅', value: 'travel' },
        { label: '餐饮', value: 'meal' },
      ],
    },
    { name: 'detail', label: '费用说明', kind: 'textarea', required: true, maxLength: 500 },
    { name: 'note', label: '填写须知', kind: 'description', description: '请附上票据。' },
  ],
  chooserNodes: [
    {
      nodeId: 'n-finance',
      nodeName: '财务复核',
      selectMode: 'single',
      range: [
        { uniqueId: 'u-liu', name: '刘洋' },
        { uniqueId: 'u-sun', name: '孙强' },
      ],
    },
  ],
};

export function item(id: string, extra: Partial<ApprovalListItem> = {}): ApprovalListItem {
  return {
    instanceUniqueId: id,
    taskUniqueId: `task-${id}`,
    serialNo: `202603010${id.slice(-1)}`,
    title: `陈刚提交的报销${id}`,
    summary: '',
    templateName: '报销',
    initiatorName: '陈刚',
    state: 'running',
    currentNodes: '主管审批',
    startedAt: '2026-03-01T01:30:00.000Z',
    finishedAt: null,
    actedAt: null,
    batchApprovable: true,
    ...extra,
  };
}

/** Rows per box, answered as the server pages them (keyword and state filter the rows). */
export type Boxes = Partial<Record<ApprovalListQuery['box'], ApprovalListItem[]>>;

/**
 * A signed-in member holding every code of the approval area, with the approval API and the start
 * form's sources swapped for fakes; `calls` records what each method was sent.
 */
export async function approvalTestContainer(
  options: {
    boxes?: Boxes;
    todo?: number;
    api?: Partial<ApprovalApi>;
    sources?: Partial<ApprovalOrganizationApi>;
  } = {},
) {
  const lists: ApprovalListQuery[] = [];
  const reads = { counts: 0 };
  const api = fakeApprovalApi({
    counts: async () => {
      reads.counts += 1;
      return { todo: options.todo ?? 0, done: 0, mine: 0, cc: 0 };
    },
    startableTemplates: async () => TEMPLATES,
    list: async (query) => {
      lists.push(query);
      return answerPage(options.boxes?.[query.box] ?? [], query, {
        filters: {
          keyword: (row, keyword) => row.title.includes(keyword) || row.serialNo.includes(keyword),
          state: (row, state) => row.state === state,
        },
      });
    },
    ...options.api,
  });
  const sources: ApprovalOrganizationApi = {
    upload: async (file) => ({ uniqueId: `f-${file.name}`, name: file.name, url: `/files/${file.name}` }),
    ...options.sources,
  };
  const test = await signedInContainer({
    plugin: approvalPlugin,
    overrides: (c) => {
      c.rebind(ApprovalApiToken).toConstantValue(api);
      c.rebind(OrganizationToken).toConstantValue(sources);
      c.rebind(DirectoryApi).toConstantValue(
        new FakeDirectoryApi([], [{ uniqueId: 'u-zhao', name: '赵敏', departments: '招商部' }]),
      );
    },
  });
  return { ...test, api, lists, reads };
}
