import { definePlugin } from '@core/plugin';
import { approvalManifest } from '@manifests/approval';
import { ApprovalSlot } from '@manifests/contracts/approval-slots';
import { approvalModule } from './approval-module';

/**
 * The approval area: 审批中心 (发起审批 and the four lists), 审批详情 (one tab per approval) and
 * 审批数据管理; 审批配置 (the template list) and the designer of a template (表单配置 and 流程配置). The workbench's 待办 card
 * (the count of 待我审批) is its own. 审批详情 offers the slot `approval.detail.business`, where the area
 * that started an approval shows what it is about (`ApprovalSlot` in manifests/contracts/approval-slots.ts).
 */
export default definePlugin({
  id: 'approval',
  manifest: approvalManifest,
  module: approvalModule,
  views: {
    'approval-center': () => import(/* webpackChunkName: "approval-center" */ './views/approval-center-page'),
    PC_APPROVAL_DATA: () => import(/* webpackChunkName: "approval-data" */ './views/approval-data-page'),
    'approval-detail': () =>
      import(/* webpackChunkName: "approval-detail" */ './views/approval-detail/approval-detail-page'),
    'approval-configuration': () =>
      import(/* webpackChunkName: "approval-configuration" */ './views/configuration/template-list-page'),
    'approval-designer': () =>
      import(/* webpackChunkName: "approval-designer" */ './designer/frame/designer-page'),
  },
  pageSlots: [ApprovalSlot.detailBusiness],
  slots: {
    workbenchStats: () =>
      import(/* webpackChunkName: "approval-workbench" */ './workbench/pending-approvals-stat'),
  },
});
