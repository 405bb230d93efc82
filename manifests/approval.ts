import { KnownAgentId } from './known-applications';
import { definePaths, definePermissions } from './resource-codes';
import { action, defineManifest, directory, menu } from './resource-types';

export const approvalManifest = defineManifest({
  id: 'approval',
  grantedToEveryone: false,
  application: {
    agentId: KnownAgentId.approval,
    name: '审批',
    pcName: '审批中心',
    category: '协同办公',
    iconUrl: '',
    introduction: '发起、处理与追踪审批，配置审批表单与流程。',
    pcUrl: '/PC_APPROVAL_MANAGEMENT',
    appUrl: '/mobile/approval',
  },
  // The workbench's 待办 card.
  workbenchCalls: [{ url: '/enterprise/v1/approval/counts' }],
  shell: {
    fixedBar: {
      label: '审批',
      icon: 'audit',
      code: 'PC_APPROVAL_MANAGEMENT',
      when: 'application-held',
      order: 20,
    },
    navbarLink: { label: '审批', code: 'PC_APPROVAL_MANAGEMENT', when: 'application-held', order: 60 },
  },
  views: {
    PC_APPROVAL_CENTER: { view: 'approval-center' },
    PC_APPROVAL_DATA: { view: 'PC_APPROVAL_DATA' },
    PC_APPROVAL_DETAIL: { view: 'approval-detail', activeMenu: '/PC_APPROVAL_CENTER', tabPerQuery: true },
    // Never kept alive: leaving 审批配置 and coming back reloads the list.
    PC_APPROVAL_CONFIGURATION: { view: 'approval-configuration', noCache: true },
    // One tab per template; 表单配置 and 流程配置 are two steps of the same designer, each its own
    // route (address, breadcrumb, back button, F5), sharing the one tab that holds the draft.
    APPROVAL_CONFIG: {
      view: 'approval-designer',
      activeMenu: '/PC_APPROVAL_CONFIGURATION',
      tabPerQuery: true,
    },
    APPROVAL_WORKFLOW: {
      view: 'approval-designer',
      activeMenu: '/PC_APPROVAL_CONFIGURATION',
      tabPerQuery: true,
      tabOf: 'APPROVAL_CONFIG',
    },
  },
  resources: [
    directory(
      'PC_APPROVAL_MANAGEMENT',
      '审批',
      [
        menu('PC_APPROVAL_CENTER', '审批中心'),
        menu('PC_APPROVAL_DETAIL', '审批详情', { isHidden: true }),
        menu('PC_APPROVAL_DATA', '审批数据管理', {
          children: [action('APPROVAL_DATA_EXPORT', '导出审批数据')],
        }),
        menu('PC_APPROVAL_CONFIGURATION', '审批配置', {
          children: [
            menu('APPROVAL_CONFIG', '表单配置', { isHidden: true }),
            menu('APPROVAL_WORKFLOW', '流程配置', { isHidden: true }),
          ],
        }),
      ],
      { iconUrl: 'audit' },
    ),
  ],
});

/** The approval area's permission codes, by name (checked against the manifest above). */
export const ApprovalPermission = definePermissions(approvalManifest, {
  center: 'PC_APPROVAL_CENTER',
  detail: 'PC_APPROVAL_DETAIL',
  data: 'PC_APPROVAL_DATA',
  export: 'APPROVAL_DATA_EXPORT',
  configuration: 'PC_APPROVAL_CONFIGURATION',
});

/** Console paths of the approval area. */
export const ApprovalPaths = definePaths(approvalManifest, {
  center: 'PC_APPROVAL_CENTER',
  detail: 'PC_APPROVAL_DETAIL',
  data: 'PC_APPROVAL_DATA',
  configuration: 'PC_APPROVAL_CONFIGURATION',
  formDesigner: 'APPROVAL_CONFIG',
  flowDesigner: 'APPROVAL_WORKFLOW',
});
