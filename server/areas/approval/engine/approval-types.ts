import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { FORM_FIELD_NAME_PATTERN } from '../../../../manifests/contracts/approval-form-constants';
import type { Queryable } from '../../../db/database';
import { createExtensionPoint, type Keyed } from '../../../platform/extension-point';
import { publishProblems } from '../flow/flow-problems';

/** What an outcome hook is told: the business object's approval at that step, inside its transaction. */
export interface ApprovalOutcome {
  tx: Queryable;
  organizationId: number;
  /** The approval instance's uniqueId and 审批编号. */
  instanceUniqueId: string;
  serialNo: string;
  businessId: string | null;
  form: ApprovalFormValues;
  /**
   * Who acted: the last approver, the approver who returned it, the initiator who withdrew or
   * resubmitted, the administrator who terminated; null for the system (a time limit's decision).
   */
  actorMembershipId: number | null;
  /** The comment of that step (a rejection's or a 退回's reason, a termination's); '' when none. */
  comment: string;
  now: Date;
}

/**
 * The template a type brings (README "Approvals: from any area"): created in every organisation by the
 * platform, edited in 审批配置 within the locks — `fields` (the form the area fills) are locked, the
 * administrator may add optional fields and change the flow.
 */
export interface ApprovalTypeTemplate {
  /** 审批配置's name for it (合同审批); another template already named so gets it with （系统）. */
  name: string;
  icon?: string;
  /** 审批配置's group (created when missing); 其他 when left out. */
  group?: string;
  description?: string;
  /** The fields the area fills on start, checked there by these declarations. */
  fields: ApprovalForm;
  /** The flow the template starts with; left out: the initiator's department head (the administrators without one). */
  flow?: FlowNode;
}

/**
 * An approval type another area contributes (`contribute(approvalTypes, defineApprovalType({…}))`):
 * its business objects go through approvals of this key on the template it brings, and its hooks run
 * in the transaction of the step concerned — a hook that throws rolls the step back.
 */
export interface ApprovalType extends Keyed {
  /** Namespaced by the area: 'contract.submit'. */
  key: string;
  /** 合同审批. */
  title: string;
  template: ApprovalTypeTemplate;
  onApproved?(outcome: ApprovalOutcome): Promise<void>;
  onRejected?(outcome: ApprovalOutcome): Promise<void>;
  onWithdrawn?(outcome: ApprovalOutcome): Promise<void>;
  onTerminated?(outcome: ApprovalOutcome): Promise<void>;
  /** 退回 to the initiator: the approval waits for them to change it and resubmit (已退回). */
  onReturned?(outcome: ApprovalOutcome): Promise<void>;
  /** 重新提交 by the initiator after a 退回: the approval runs again. */
  onResubmitted?(outcome: ApprovalOutcome): Promise<void>;
}

/** The approval area's extension point: approval types with their templates and outcome hooks. */
export const approvalTypes = createExtensionPoint<ApprovalType>({ id: 'approval.types', title: '审批类型' });

/** The flow of a type that brings none: the initiator's department head, the administrators without one. */
export const DEFAULT_TYPE_FLOW: FlowNode = {
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  childNode: {
    nodeId: 'type-head',
    nodeName: '部门主管',
    type: 'approver',
    settype: 2,
    directorLevel: 1,
    nodeUserList: [],
    emptyApprover: { action: 'admins' },
    selfApprove: 'head',
  },
};

const FIELD_NAME = new RegExp(FORM_FIELD_NAME_PATTERN);

/**
 * Declares an approval type, refusing at start (in Chinese, naming the type) a template whose fields
 * are not a form the area can fill (an ill-formed or repeated name, a 说明文字, which holds no value) or
 * whose flow does not suit them: an organisation would get a template nobody could publish again.
 */
export function defineApprovalType(type: ApprovalType): ApprovalType {
  const { fields, flow = DEFAULT_TYPE_FLOW } = type.template;
  const badName = fields.find((field) => !FIELD_NAME.test(field.name));
  const problem = badName
    ? `字段标识「${badName.name}」不合规`
    : fields.some((field) => field.kind === 'description')
      ? '业务字段不能是说明文字'
      : publishProblems(lockedFieldsOf(type), flow)[0]?.message;
  if (problem) throw new Error(`审批类型 ${type.key} 的默认模板有误：${problem}`);
  return type;
}

/** The fields a type declares as its template holds them: each marked locked. */
export function lockedFieldsOf(type: ApprovalType): ApprovalForm {
  return type.template.fields.map((field) => ({ ...field, locked: true }));
}
