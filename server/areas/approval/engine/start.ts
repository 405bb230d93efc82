import { ApproverSource } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import { activeMembersAmong, departmentLineageOfMember, rolesOfMember } from '../../settings/api';
import { ensureTypeTemplate } from '../config/type-templates';
import { NO_PROGRESS, predict } from '../flow/flow-walk';
import { formSummary } from '../forms/form-summary';
import { advance, branchChooser } from './advance';
import { type ApprovalType, approvalTypes } from './approval-types';
import { checkedForm } from './form-checks';
import {
  answerOf,
  currentVersion,
  type EarlierRequest,
  findInstance,
  initiatorFields,
  insertInstance,
  lockInstance,
  lockRequest,
  nextSerialNo,
  recordEvent,
  type Starters,
  type TemplateVersion,
} from './records';
import type { Actor, StepContext } from './step-context';
import { armTimers } from './timer-arming';

export interface StartInput {
  /** A template members start, or an area's approval type (its template found by the type's key). */
  template: { templateUniqueId: string } | { typeKey: string };
  initiator: Actor;
  form: ApprovalFormValues;
  /** 发起人自选: the members the initiator chose, by nodeId. */
  chosenApprovers?: Record<string, string[]>;
  /** The area's business object (a contract's uniqueId): one open approval per object. */
  businessId?: string;
  summary?: string;
  /** The client's id for this start: a retried request answers the same instance. */
  requestId?: string;
}

export interface Started {
  uniqueId: string;
  serialNo: string;
  state: string;
}

/** Whether the member is among those the template lets start it. */
export async function mayStart(ctx: StepContext, starters: Starters, initiator: Actor): Promise<boolean> {
  if (starters.everyone) return true;
  if (starters.members?.includes(initiator.uniqueId)) return true;
  if ((starters.departments ?? []).length > 0) {
    const lineage = new Set(await departmentLineageOfMember(ctx.tx, ctx.organizationId, initiator.uniqueId));
    if (starters.departments?.some((department) => lineage.has(department))) return true;
  }
  if ((starters.roles ?? []).length > 0) {
    const roles = await rolesOfMember(ctx.tx, ctx.organizationId, initiator.membershipId);
    if (roles.some((role) => starters.roles?.includes(role.uniqueId))) return true;
  }
  return false;
}

/**
 * 发起审批: checks the template (enabled; the member may start it, unless an area starts its own type)
 * and the form — a template's against its current version as the start node lets the initiator fill
 * it, an area's against the fields its type declares — takes a 审批编号, stores the instance on that
 * version and moves it to its first nodes: approvers resolved and told now. An area's type whose
 * template the organisation lacks gets it first, in this transaction. With a request id, a retry (or a
 * double click) answers the instance the first request started; the id sent with another start (or
 * used by an action) is refused.
 */
export async function startInstance(ctx: StepContext, input: StartInput): Promise<Started> {
  if (input.requestId !== undefined) {
    await lockRequest(ctx.tx, ctx.organizationId, input.requestId);
    const earlier = await answerOf(ctx.tx, ctx.organizationId, input.requestId);
    if (earlier) return startedBefore(ctx, input, earlier);
  }

  const type = 'typeKey' in input.template ? typeOf(ctx, input.template.typeKey) : undefined;
  if (type) await ensureTypeTemplate(ctx.tx, { organizationId: ctx.organizationId, type, now: ctx.now });
  const version = await currentVersion(ctx.tx, ctx.organizationId, input.template);
  if (!version?.enabled) throw new ApiError(ErrorCode.ApprovalTemplateNotFound);
  if (!type && !(await mayStart(ctx, version.starters, input.initiator)))
    throw new ApiError(ErrorCode.ApprovalNotAllowedToStart);

  // A template's start node says which fields the initiator fills; an area fills its type's fields.
  const form = type
    ? await checkedAreaForm(ctx, type, input.form)
    : await checkedForm(ctx, version.form, input.form, initiatorFields(version));
  const chosenApprovers = await checkedChoices(ctx, version, input, form);
  const serialNo = await nextSerialNo(ctx.tx, ctx.organizationId, ctx.now);
  const title = `${input.initiator.name}提交的${version.templateName}`;
  let id: number;
  try {
    id = await insertInstance(ctx.tx, {
      organizationId: ctx.organizationId,
      serialNo,
      templateId: version.templateId,
      versionId: version.versionId,
      typeKey: version.typeKey,
      businessId: input.businessId ?? null,
      title,
      summary: input.summary ?? formSummary(version.form, version.flow, form),
      initiatorId: input.initiator.membershipId,
      form,
      chosenApprovers,
      progress: NO_PROGRESS,
      now: ctx.now,
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505' && input.businessId !== undefined)
      throw new ApiError(ErrorCode.ApprovalBusinessOpen);
    throw error;
  }
  const instance = await lockInstance(ctx.tx, ctx.organizationId, { id });
  if (!instance) throw new Error('approval instance vanished');
  await recordEvent(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceId: id,
    actorId: input.initiator.membershipId,
    kind: 'start',
    detail: { version: version.version },
    requestId: input.requestId ?? null,
    answer: { uniqueId: instance.uniqueId, serialNo },
    now: ctx.now,
  });
  await advance(ctx, instance, version, input.initiator.membershipId);
  await armTimers(ctx, instance.id, version.flow);
  return { uniqueId: instance.uniqueId, serialNo, state: instance.state };
}

/** The area's approval type of that key; refused when no area contributes it. */
function typeOf(ctx: StepContext, key: string): ApprovalType {
  const type = ctx.extensions.find(approvalTypes, key);
  if (!type) throw new ApiError(ErrorCode.ApprovalTypeUnknown);
  return type;
}

/**
 * An area's values, checked by the fields its type declares (never by what an administrator made of
 * the form): a value the type does not declare is refused, not dropped; fields the administrator
 * added stay empty (they are optional, 审批配置 refuses them otherwise).
 */
async function checkedAreaForm(
  ctx: StepContext,
  type: ApprovalType,
  values: ApprovalFormValues,
): Promise<ApprovalFormValues> {
  const declared = new Set(type.template.fields.map((field) => field.name));
  const undeclared = Object.keys(values).find((name) => !declared.has(name));
  if (undeclared !== undefined)
    throw new ApiError(
      ErrorCode.ApprovalFieldUndeclared,
      `审批类型「${type.title}」没有声明字段「${undeclared}」`,
      200,
      { field: undeclared },
    );
  return checkedForm(ctx, type.template.fields, values);
}

/**
 * The answer to a start whose request id was used before: the instance that start made, when it was
 * the same start (the same member, the same template or the same type and business object); refused
 * otherwise, nothing started.
 */
async function startedBefore(ctx: StepContext, input: StartInput, earlier: EarlierRequest): Promise<Started> {
  const instance =
    earlier.kind === 'start' && earlier.actorId === input.initiator.membershipId
      ? await findInstance(ctx.tx, ctx.organizationId, { id: earlier.instanceId })
      : undefined;
  const template = instance
    ? await queryOne<{ uniqueId: string }>(
        ctx.tx,
        'select unique_id as "uniqueId" from approval_templates where id = $1',
        [instance.templateId],
      )
    : undefined;
  const same =
    instance !== undefined &&
    ('typeKey' in input.template
      ? instance.typeKey === input.template.typeKey && instance.businessId === (input.businessId ?? null)
      : template?.uniqueId === input.template.templateUniqueId);
  if (!instance || !same) throw new ApiError(ErrorCode.ApprovalRequestReused);
  return { uniqueId: instance.uniqueId, serialNo: instance.serialNo, state: instance.state };
}

/**
 * 发起人自选: every such node on the way the flow goes now needs the initiator's choice, of members who
 * can act (within the node's range when it names one).
 */
async function checkedChoices(
  ctx: StepContext,
  version: TemplateVersion,
  input: StartInput,
  form: ApprovalFormValues,
): Promise<Record<string, string[]>> {
  const chosen: Record<string, string[]> = {};
  const choose = await branchChooser(ctx, { initiatorUniqueId: input.initiator.uniqueId, form }, version);
  const choosing = predict(version.flow, NO_PROGRESS, choose)
    .flat()
    .filter((node) => node.settype === ApproverSource.initiatorChooses);
  for (const node of choosing) {
    const picked = [...new Set(input.chosenApprovers?.[node.nodeId] ?? [])];
    const range = (node.nodeUserList ?? []).filter((user) => user.kind === 'member').map((user) => user.id);
    const active = new Set(
      (await activeMembersAmong(ctx.tx, ctx.organizationId, picked)).map((m) => m.uniqueId),
    );
    const usable = picked.filter((id) => active.has(id) && (range.length === 0 || range.includes(id)));
    if (usable.length === 0)
      throw new ApiError(ErrorCode.ApprovalMemberInvalid, `请为「${node.nodeName}」选择审批人`, 200, {
        field: `approver:${node.nodeId}`,
      });
    if (usable.length !== picked.length) throw new ApiError(ErrorCode.ApprovalMemberInvalid);
    if (node.selectMode === 'single' && usable.length > 1)
      throw new ApiError(ErrorCode.ApprovalMemberInvalid, `「${node.nodeName}」只能选择一名审批人`);
    chosen[node.nodeId] = usable;
  }
  return chosen;
}
