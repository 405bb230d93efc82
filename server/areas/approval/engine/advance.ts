import { type FlowNode, RuleType } from '../../../../manifests/contracts/approval-flow';
import { departmentLineageOfMember } from '../../settings/api';
import { resolveApprovers } from '../flow/approvers';
import { type ConditionContext, chooseBranch } from '../flow/conditions';
import { allNodes, frontier, withChoices, withDone } from '../flow/flow-walk';
import { type ApprovalOutcome, approvalTypes } from './approval-types';
import { notifyMembers } from './notify';
import { orgDirectory } from './org-directory';
import {
  cancelPending,
  type InstanceRow,
  type InstanceState,
  insertTask,
  lastRound,
  pendingTasks,
  recordEvent,
  saveInstance,
  type TaskOrigin,
  type TemplateVersion,
} from './records';
import type { StepContext } from './step-context';

/** Whether some branch of the flow judges the initiator's department (only then is it read). */
const judgesDepartments = (flow: FlowNode) =>
  [...allNodes(flow)].some(
    (node) =>
      !('type' in node) && node.ruleType !== RuleType.initiator && (node.nodeUserList ?? []).length > 0,
  );

/** The branch chooser of an instance as things stand: its form, its initiator's departments now. */
export async function branchChooser(
  ctx: StepContext,
  instance: Pick<InstanceRow, 'initiatorUniqueId' | 'form'>,
  version: TemplateVersion,
) {
  const lineage = judgesDepartments(version.flow)
    ? await departmentLineageOfMember(ctx.tx, ctx.organizationId, instance.initiatorUniqueId)
    : [];
  const context: ConditionContext = {
    initiator: instance.initiatorUniqueId,
    initiatorDepartmentLineage: new Set(lineage),
    form: instance.form,
    fields: new Map(version.form.map((field) => [field.name, field])),
  };
  return (router: FlowNode) => chooseBranch(router, context);
}

const ORIGIN_OF_NOTE: Partial<Record<string, TaskOrigin>> = {
  'empty-admins': 'empty-admins',
  'empty-member': 'empty-member',
  'self-head': 'self-head',
};

/** The people who approved the node done last, for a node that approves a repeated approver at once. */
async function lastApprovers(ctx: StepContext, instance: InstanceRow): Promise<Set<string>> {
  const last = instance.progress.done.at(-1);
  if (last === undefined) return new Set();
  const rows = await ctx.tx.query<{ uniqueId: string }>(
    `select m.unique_id as "uniqueId" from approval_tasks k join memberships m on m.id = k.assignee_id
      where k.instance_id = $1 and k.node_id = $2 and k.state = 'approved'
        and k.round = (select max(round) from approval_tasks where instance_id = $1 and node_id = $2)`,
    [instance.id, last],
  );
  return new Set(rows.map((row) => row.uniqueId));
}

/**
 * Reaches a node: resolves its people now (a head changed since the start is the one asked), records
 * who and why on the timeline, and either creates their tasks (依次: the first open, each next one
 * waiting for the one before; 会签/或签: all open) and tells them, or — a cc node, or nobody left to
 * ask — passes it at once. True when the node is passed.
 */
async function reach(ctx: StepContext, instance: InstanceRow, node: FlowNode): Promise<boolean> {
  const directory = orgDirectory(ctx.tx, ctx.organizationId);
  const resolution = await resolveApprovers(node, {
    initiator: instance.initiatorUniqueId,
    form: instance.form,
    chosenApprovers: instance.chosenApprovers,
    directory,
  });
  let people = resolution.people;
  const repeated =
    node.type === 'approver' && node.skipRepeated ? [...(await lastApprovers(ctx, instance))] : [];
  const skipped = people.filter((person) => repeated.includes(person));
  if (skipped.length > 0)
    people = resolution.mode === 'any' ? [] : people.filter((person) => !skipped.includes(person));

  const members = await directory.activeMembers(people);
  const byUniqueId = new Map(members.map((member) => [member.uniqueId, member]));
  const ordered = people.map((person) => byUniqueId.get(person)).filter((member) => member !== undefined);
  await recordEvent(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceId: instance.id,
    kind: 'node',
    nodeId: node.nodeId,
    detail: {
      nodeName: node.nodeName,
      type: node.type,
      people: ordered.map((member) => ({ uniqueId: member.uniqueId, name: member.name })),
      notes: resolution.notes,
      // How several people decide (依次, 会签, 或签), for the timeline to say so.
      ...(ordered.length > 1 && node.type !== 'cc' ? { mode: resolution.mode } : {}),
      ...(skipped.length > 0 ? { repeated: skipped } : {}),
    },
    now: ctx.now,
  });

  const round = (await lastRound(ctx.tx, instance.id, node.nodeId)) + 1;
  const kind = node.type === 'cc' ? 'cc' : node.type === 'handler' ? 'handler' : 'approver';
  if (kind === 'cc') {
    for (const [seq, member] of ordered.entries())
      await insertTask(ctx.tx, {
        organizationId: ctx.organizationId,
        instanceId: instance.id,
        nodeId: node.nodeId,
        nodeName: node.nodeName,
        kind,
        round,
        mode: 'all',
        seq,
        assigneeId: member.id,
        state: 'cc',
        origin: '',
        waitsFor: null,
        dueAt: null,
        now: ctx.now,
      });
    await notifyMembers(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceUniqueId: instance.uniqueId,
      membershipIds: ordered.map((member) => member.id),
      title: `抄送：${instance.title}`,
      body: `${instance.initiatorName}发起的审批（编号 ${instance.serialNo}）抄送给您，请知悉。`,
      now: ctx.now,
    });
    return true;
  }
  if (ordered.length === 0) return true;

  const origin =
    resolution.notes.map((note) => ORIGIN_OF_NOTE[note]).find((found) => found !== undefined) ?? '';
  let previous: number | null = null;
  const opened: number[] = [];
  for (const [seq, member] of ordered.entries()) {
    const waits = resolution.mode === 'sequential' && previous !== null;
    previous = await insertTask(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceId: instance.id,
      nodeId: node.nodeId,
      nodeName: node.nodeName,
      kind,
      round,
      mode: resolution.mode,
      seq,
      assigneeId: member.id,
      state: waits ? 'waiting' : 'open',
      origin,
      waitsFor: waits ? previous : null,
      // Set with the timer's job at the end of the step (armTimers), for every way a task opens.
      dueAt: null,
      now: ctx.now,
    });
    if (!waits) opened.push(member.id);
  }
  await notifyMembers(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceUniqueId: instance.uniqueId,
    membershipIds: opened,
    title: `待办：${instance.title}`,
    body: `${instance.initiatorName}发起的审批（编号 ${instance.serialNo}）等待您${kind === 'handler' ? '办理' : '审批'}。`,
    now: ctx.now,
  });
  return false;
}

/** The hook of each step an area hears of. */
export type OutcomeHook =
  | 'onApproved'
  | 'onRejected'
  | 'onWithdrawn'
  | 'onTerminated'
  | 'onReturned'
  | 'onResubmitted';

const OUTCOME_HOOK: Record<'approved' | 'rejected' | 'withdrawn' | 'terminated', OutcomeHook> = {
  approved: 'onApproved',
  rejected: 'onRejected',
  withdrawn: 'onWithdrawn',
  terminated: 'onTerminated',
};

/**
 * Tells the area whose approval type the instance is of (none for a template's own): its hook runs in
 * the step's transaction, so a hook that throws rolls the step back.
 */
export async function tellArea(
  ctx: StepContext,
  instance: InstanceRow,
  hook: OutcomeHook,
  actorMembershipId: number | null,
  comment = '',
): Promise<void> {
  if (!instance.typeKey) return;
  const type = ctx.extensions.find(approvalTypes, instance.typeKey);
  const handler = type?.[hook] as ((outcome: ApprovalOutcome) => Promise<void>) | undefined;
  await handler?.call(type, {
    tx: ctx.tx,
    organizationId: ctx.organizationId,
    instanceUniqueId: instance.uniqueId,
    serialNo: instance.serialNo,
    businessId: instance.businessId,
    form: instance.form,
    actorMembershipId,
    comment,
    now: ctx.now,
  });
}

const RESULT_WORD: Record<'approved' | 'rejected' | 'withdrawn' | 'terminated', string> = {
  approved: '已通过',
  rejected: '已拒绝',
  withdrawn: '已撤回',
  terminated: '已终止',
};

/**
 * Ends an instance: pending tasks cancelled, the state saved, the area's outcome hook run (with the
 * step's comment: a rejection's reason…) and the initiator told of the result (unless they ended it
 * themselves), all in the step's transaction.
 */
export async function finish(
  ctx: StepContext,
  instance: InstanceRow,
  state: 'approved' | 'rejected' | 'withdrawn' | 'terminated',
  actorMembershipId: number | null,
  comment = '',
): Promise<void> {
  instance.state = state;
  await cancelPending(ctx.tx, instance.id, null);
  await saveInstance(ctx.tx, instance, ctx.now);
  await recordEvent(ctx.tx, {
    organizationId: ctx.organizationId,
    instanceId: instance.id,
    actorId: actorMembershipId,
    kind: 'finish',
    detail: { state },
    now: ctx.now,
  });
  await tellArea(ctx, instance, OUTCOME_HOOK[state], actorMembershipId, comment);
  if (actorMembershipId !== instance.initiatorId || state === 'approved' || state === 'rejected')
    await notifyMembers(ctx.tx, {
      organizationId: ctx.organizationId,
      instanceUniqueId: instance.uniqueId,
      membershipIds: [instance.initiatorId],
      title: `${instance.title}${RESULT_WORD[state]}`,
      body: `您发起的审批（编号 ${instance.serialNo}）${RESULT_WORD[state]}。`,
      now: ctx.now,
    });
}

/**
 * Moves a running instance as far as it goes: reaches every active node that has nobody pending yet
 * (cc nodes and nodes left without people pass at once, and the walk goes on), records the branches
 * routers take, and finishes the instance approved once no node remains. Saves the instance.
 */
export async function advance(
  ctx: StepContext,
  instance: InstanceRow,
  version: TemplateVersion,
  actorMembershipId: number | null,
): Promise<void> {
  const choose = await branchChooser(ctx, instance, version);
  // Each pass completes at least one node, so a flow of n nodes needs at most n passes.
  for (let pass = 0; pass < 1_000; pass++) {
    const next = frontier(version.flow, instance.progress, choose);
    instance.progress = withChoices(instance.progress, next.choices);
    if (next.finished) {
      await finish(ctx, instance, 'approved', actorMembershipId);
      return;
    }
    const pending = new Set((await pendingTasks(ctx.tx, instance.id)).map((task) => task.nodeId));
    const passed: string[] = [];
    for (const node of next.active) {
      if (pending.has(node.nodeId)) continue;
      if (await reach(ctx, instance, node)) passed.push(node.nodeId);
    }
    if (passed.length === 0) break;
    instance.progress = withDone(instance.progress, passed);
  }
  await saveInstance(ctx.tx, instance, ctx.now);
}

export const isOpen = (state: InstanceState) => state === 'running' || state === 'returned';
