import type {
  ApprovalDetail,
  TaskActionKind,
  TimelineEntry,
  UpcomingNode,
} from '../../../../manifests/contracts/approval';
import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import { type Queryable, queryOne } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';
import type { Dated } from '../../../http/wire';
import { activeMembersAmong, departmentsOfMember } from '../../settings/api';
import { branchChooser, isOpen } from '../engine/advance';
import { orgDirectory } from '../engine/org-directory';
import { findInstance, pendingTasks, versionById } from '../engine/records';
import type { StepContext } from '../engine/step-context';
import { resolveApprovers } from '../flow/approvers';
import { allNodes, frontier, predict, withDone } from '../flow/flow-walk';
import { accessOf, editableFields } from '../forms/form-values';

type Detail = Omit<Dated<ApprovalDetail, 'startedAt' | 'finishedAt'>, 'timeline'> & {
  timeline: Dated<TimelineEntry, 'at'>[];
};

const TASK_ACTIONS: Record<'approver' | 'handler', TaskActionKind[]> = {
  approver: ['approve', 'reject', 'return', 'transfer', 'add-before', 'add-after'],
  handler: ['handle', 'transfer'],
};

/**
 * 审批详情 as the caller may see it: only someone taking part (the initiator, anyone with a task or a
 * copy) or an administrator of 审批数据管理 (`asAdministrator`) reads it — to anyone else it does not
 * exist. Fields a node hides from its people are left out of what they get (the form and the
 * values); the initiator and the administrator see every field. With the timeline of what happened
 * and the nodes still to come as the flow predicts them now.
 */
export async function readApprovalDetail(
  ctx: StepContext,
  caller: { membershipId: number; asAdministrator: boolean },
  uniqueId: string,
): Promise<Detail> {
  const { tx, organizationId } = ctx;
  const instance = await findInstance(tx, organizationId, { uniqueId });
  if (!instance) throw new ApiError(ErrorCode.ApprovalNotFound);
  const mine = await tx.query<{ uniqueId: string; nodeId: string; kind: string; state: string }>(
    `select unique_id as "uniqueId", node_id as "nodeId", kind, state from approval_tasks
      where instance_id = $1 and assignee_id = $2 order by id`,
    [instance.id, caller.membershipId],
  );
  const initiator = instance.initiatorId === caller.membershipId;
  if (!initiator && mine.length === 0 && !caller.asAdministrator)
    throw new ApiError(ErrorCode.ApprovalNotFound);

  const version = await versionById(tx, instance.versionId);
  const nodes = nodesById(version.flow);

  // A field is shown to the administrator, or when one of the caller's nodes does not hide it: the
  // start node's for the initiator, their tasks' nodes' for the others.
  const seesAll = caller.asAdministrator;
  const myNodes = [
    ...(initiator ? [version.flow.fieldPermissions] : []),
    ...mine.map((task) => nodes.get(task.nodeId)?.fieldPermissions),
  ];
  const visible = version.form.filter(
    (field) => seesAll || myNodes.some((permissions) => accessOf(permissions, field.name) !== 'hidden'),
  );
  const values = Object.fromEntries(
    visible
      .filter((field) => Object.hasOwn(instance.form, field.name))
      .map((field) => [field.name, instance.form[field.name]]),
  );

  const open = mine.find((task) => task.state === 'open' && task.kind !== 'cc');
  const openNode = open ? nodes.get(open.nodeId) : undefined;
  const myTask =
    open && openNode
      ? {
          uniqueId: open.uniqueId,
          kind: open.kind as 'approver' | 'handler',
          nodeId: open.nodeId,
          nodeName: openNode.nodeName,
          actions: TASK_ACTIONS[open.kind as 'approver' | 'handler'],
          editable: [...editableFields(version.form, openNode.fieldPermissions)].filter((name) =>
            visible.some((field) => field.name === name),
          ),
          returnTargets:
            open.kind === 'approver'
              ? [
                  { nodeId: 'initiator', nodeName: '发起人' },
                  ...instance.progress.done
                    .map((id) => nodes.get(id))
                    .filter((node): node is FlowNode => node !== undefined && node.type !== 'cc')
                    .map((node) => ({ nodeId: node.nodeId, nodeName: node.nodeName })),
                ]
              : [],
        }
      : null;

  const pending = await pendingTasks(tx, instance.id);
  const running = isOpen(instance.state);
  const header = await queryOne<{ summary: string; startedAt: Date; finishedAt: Date | null }>(
    tx,
    `select summary, started_at as "startedAt", finished_at as "finishedAt" from approval_instances where id = $1`,
    [instance.id],
  );
  const departments = await departmentsOfMember(tx, organizationId, instance.initiatorId);
  return {
    uniqueId: instance.uniqueId,
    serialNo: instance.serialNo,
    title: instance.title,
    summary: header?.summary ?? '',
    templateName: version.templateName,
    version: version.version,
    typeKey: instance.typeKey,
    businessId: instance.businessId,
    state: instance.state,
    initiator: {
      uniqueId: instance.initiatorUniqueId,
      name: instance.initiatorName,
      departments: departments.map((department) => department.name),
    },
    startedAt: header?.startedAt ?? new Date(0),
    finishedAt: header?.finishedAt ?? null,
    form: visible,
    values,
    myTask,
    can: {
      withdraw: initiator && running,
      urge: initiator && instance.state === 'running' && pending.some((task) => task.state === 'open'),
      resubmit: initiator && instance.state === 'returned',
      comment: initiator || mine.length > 0,
      terminate: caller.asAdministrator && running,
    },
    timeline: await readTimeline(tx, instance.id, nodes),
    upcoming: running
      ? await readUpcoming(
          ctx,
          instance,
          version,
          pending.map((task) => task.nodeId),
        )
      : [],
  };
}

/** The flow's nodes (not its branches) by id: what the timeline names events after. */
export function nodesById(flow: FlowNode): Map<string, FlowNode> {
  const nodes = new Map<string, FlowNode>();
  for (const node of allNodes(flow)) if ('type' in node) nodes.set(node.nodeId, node);
  return nodes;
}

/** Every event of the instance in order: who, when, what, on which node, with which comment. */
export async function readTimeline(
  tx: Queryable,
  instanceId: number,
  nodes: ReadonlyMap<string, FlowNode>,
): Promise<Dated<TimelineEntry, 'at'>[]> {
  const rows = await tx.query<{
    kind: string;
    at: Date;
    actorUniqueId: string | null;
    actorName: string | null;
    nodeId: string | null;
    comment: string;
    detail: Record<string, unknown>;
  }>(
    `select e.kind, e.created_at as at, m.unique_id as "actorUniqueId", m.nickname as "actorName",
            e.node_id as "nodeId", e.comment, e.detail
       from approval_events e left join memberships m on m.id = e.actor_id
      where e.instance_id = $1 order by e.id`,
    [instanceId],
  );
  return rows.map((row) => ({
    kind: row.kind,
    at: row.at,
    actor: row.actorUniqueId ? { uniqueId: row.actorUniqueId, name: row.actorName ?? '' } : null,
    nodeId: row.nodeId,
    nodeName: row.nodeId ? (nodes.get(row.nodeId)?.nodeName ?? null) : null,
    comment: row.comment,
    detail: row.detail,
  }));
}

/** The nodes after those pending now, in waves, with whom they would ask as things stand. */
async function readUpcoming(
  ctx: StepContext,
  instance: Awaited<ReturnType<typeof findInstance>> & object,
  version: Awaited<ReturnType<typeof versionById>>,
  pendingNodes: string[],
): Promise<UpcomingNode[][]> {
  const choose = await branchChooser(ctx, instance, version);
  const now = frontier(version.flow, instance.progress, choose);
  // Returned to the initiator, nothing is pending: the node that returned it asks again first.
  const active = instance.state === 'returned' ? [] : now.active.map((node) => node.nodeId);
  const current = new Set([...pendingNodes, ...active]);
  const after = withDone(instance.progress, [...current]);
  const directory = orgDirectory(ctx.tx, ctx.organizationId);
  const waves: UpcomingNode[][] = [];
  for (const wave of predict(version.flow, after, choose)) {
    const entries: UpcomingNode[] = [];
    for (const node of wave) {
      const resolution = await resolveApprovers(node, {
        initiator: instance.initiatorUniqueId,
        form: instance.form,
        chosenApprovers: instance.chosenApprovers,
        directory,
      });
      const people = await activeMembersAmong(ctx.tx, ctx.organizationId, resolution.people);
      entries.push({
        nodeId: node.nodeId,
        nodeName: node.nodeName,
        type: node.type as UpcomingNode['type'],
        people: people.map((person) => ({ uniqueId: person.uniqueId, name: person.name })),
      });
    }
    waves.push(entries);
  }
  return waves;
}
