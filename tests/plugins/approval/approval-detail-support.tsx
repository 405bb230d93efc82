import { ApiError, DirectoryApi } from '@core';
import type { AtriumPlugin } from '@core/plugin';
import approvalPlugin from '@plugins/approval';
import {
  type ApprovalApi,
  ApprovalApi as ApprovalApiToken,
  type ApprovalDetail,
} from '@plugins/approval/api/approval-api';
import {
  type ApprovalOrganizationApi,
  ApprovalOrganizationApi as OrganizationToken,
} from '@plugins/approval/api/organization-api';
import ApprovalDetailPage from '@plugins/approval/views/approval-detail/approval-detail-page';
import { act } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeApprovalApi } from '@tests/support/fakes/fake-approval-api';
import { departmentNode, FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import type { Container } from 'inversify';

/** A 报销 of 陈刚 waiting on 赵敏 (部门主管), who may write 财务备注; 刘洋 copied later. */
export function pendingExpense(changes: Partial<ApprovalDetail> = {}): ApprovalDetail {
  return {
    uniqueId: 'inst-1',
    serialNo: 'SP202603050001',
    title: '陈刚的报销',
    summary: '',
    templateName: '报销',
    version: 2,
    typeKey: null,
    businessId: null,
    state: 'running',
    initiator: { uniqueId: 'm-chen', name: '陈刚', departments: ['招商部'] },
    startedAt: '2026-03-05T01:30:00.000Z',
    finishedAt: null,
    form: [
      { name: 'amount', label: '报销金额', kind: 'amount', required: true },
      {
        name: 'category',
        label: '报销类别',
        kind: 'select',
        required: true,
        options: [
          { label: '差旅费', value: 'travel' },
          { label: '办公用品', value: 'office' },
        ],
      },
      { name: 'detail', label: '费用说明', kind: 'textarea', required: true },
      { name: 'payee', label: '收款人', kind: 'member' },
      { name: 'receipts', label: '票据', kind: 'attachment' },
      { name: 'financeNote', label: '财务备注', kind: 'text', maxLength: 100 },
    ],
    values: {
      amount: 128050,
      category: 'travel',
      detail: '上海出差高铁票',
      payee: 'm-chen',
      receipts: [{ uniqueId: 'f'.repeat(32), name: '车票.png', url: '/enterprise/files/ffff' }],
    },
    myTask: {
      uniqueId: 'task-1',
      kind: 'approver',
      nodeId: 'head',
      nodeName: '部门主管',
      actions: ['approve', 'reject', 'return', 'transfer', 'add-before', 'add-after'],
      editable: ['financeNote'],
      returnTargets: [{ nodeId: 'initiator', nodeName: '发起人' }],
    },
    can: { withdraw: false, urge: false, resubmit: false, comment: true, terminate: false },
    timeline: [
      {
        kind: 'start',
        at: '2026-03-05T01:30:00.000Z',
        actor: { uniqueId: 'm-chen', name: '陈刚' },
        nodeId: null,
        nodeName: null,
        comment: '',
        detail: { version: 2 },
      },
      {
        kind: 'node',
        at: '2026-03-05T01:30:00.000Z',
        actor: null,
        nodeId: 'head',
        nodeName: '部门主管',
        comment: '',
        detail: { type: 'approver', people: [{ uniqueId: 'm-zhao', name: '赵敏' }], notes: [] },
      },
      {
        kind: 'urge',
        at: '2026-03-05T03:00:00.000Z',
        actor: { uniqueId: 'm-chen', name: '陈刚' },
        nodeId: 'head',
        nodeName: '部门主管',
        comment: '',
        detail: {},
      },
      {
        kind: 'comment',
        at: '2026-03-05T03:10:00.000Z',
        actor: { uniqueId: 'm-chen', name: '陈刚' },
        nodeId: null,
        nodeName: null,
        comment: '发票已补交',
        detail: {
          attachments: [{ uniqueId: 'e'.repeat(32), name: '发票.pdf', url: '/enterprise/files/eeee' }],
        },
      },
    ],
    upcoming: [
      [
        {
          nodeId: 'gm',
          nodeName: '总经理审批',
          type: 'approver',
          people: [{ uniqueId: 'm-sun', name: '孙强' }],
        },
      ],
      [
        {
          nodeId: 'cc-finance',
          nodeName: '抄送财务',
          type: 'cc',
          people: [{ uniqueId: 'm-liu', name: '刘洋' }],
        },
        { nodeId: 'archive', nodeName: '归档', type: 'handler', people: [] },
      ],
    ],
    ...changes,
  };
}

export const MEMBERS = [
  { uniqueId: 'm-chen', name: '陈刚', departments: '招商部' },
  { uniqueId: 'm-zhao', name: '赵敏', departments: '招商部' },
  { uniqueId: 'm-sun', name: '孙强', departments: '总经理办公室' },
];

/** A refusal as the request service throws it for a silent write. */
export const refusal = (message: string, field?: string) =>
  new ApiError(300100, message, field ? { field } : null);

export interface Sent {
  task: Parameters<ApprovalApi['actOnTask']>[0][];
  instance: Parameters<ApprovalApi['actOnInstance']>[0][];
  terminate: [string, string, string][];
}

/**
 * 审批详情 of `detail` for a signed-in member with every approval code (and every code of the plugins
 * `alongside`, unless `codes` names them); the detail's reads answer `detail` (changed by `answers`'
 * functions), the writes are recorded in `sent` and answer `act`.
 */
export async function renderApprovalDetail(
  detail: ApprovalDetail | (() => ApprovalDetail | Promise<ApprovalDetail>),
  options: {
    act?: () => Promise<void>;
    alongside?: readonly AtriumPlugin[];
    /** The plugins of areas those `alongside` depend on (their menus hang in these). */
    dependencies?: readonly AtriumPlugin[];
    codes?: readonly string[];
    /** More services swapped (a filling plugin's API). */
    overrides?: (container: Container) => void;
  } = {},
) {
  const sent: Sent = { task: [], instance: [], terminate: [] };
  const answer = async () => {
    await options.act?.();
    return { uniqueId: 'inst-1', state: 'running' as const };
  };
  const reads = { detail: 0 };
  const api = fakeApprovalApi({
    detail: async () => {
      reads.detail += 1;
      return typeof detail === 'function' ? detail() : detail;
    },
    actOnTask: async (body) => {
      sent.task.push(body);
      return answer();
    },
    actOnInstance: async (body) => {
      sent.instance.push(body);
      return answer();
    },
    terminate: async (uniqueId, comment, requestId) => {
      sent.terminate.push([uniqueId, comment, requestId]);
      return answer();
    },
  });
  const organization: ApprovalOrganizationApi = {
    upload: async (file) => ({ uniqueId: 'a'.repeat(32), name: file.name, url: '/enterprise/files/aaaa' }),
  };
  const test = await signedInContainer({
    plugin: approvalPlugin,
    alongside: options.alongside,
    dependencies: options.dependencies,
    codes: options.codes,
    overrides: (c) => {
      c.rebind(ApprovalApiToken).toConstantValue(api);
      c.rebind(OrganizationToken).toConstantValue(organization);
      c.rebind(DirectoryApi).toConstantValue(
        new FakeDirectoryApi([departmentNode('d-invest', '招商部')], MEMBERS),
      );
      options.overrides?.(c);
    },
  });
  await act(async () => {
    renderWithServices(<ApprovalDetailPage />, {
      container: test.container,
      path: '/PC_APPROVAL_DETAIL?uniqueId=inst-1',
    });
  });
  return {
    ...test,
    sent,
    reads,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}
