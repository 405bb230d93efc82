import type { ExamineMode, FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { type Queryable, queryOne } from '../../../db/database';
import { type NumberRule, takeNumber } from '../../../platform/numbering/take-number';
import { newUniqueId } from '../../../services/secrets';
import type { FlowProgress } from '../flow/flow-walk';

/** The rows of the approval tables (migrations.ts) as the engine reads and writes them. */

export type InstanceState = 'running' | 'returned' | 'approved' | 'rejected' | 'withdrawn' | 'terminated';
export type TaskState =
  | 'waiting'
  | 'open'
  | 'approved'
  | 'rejected'
  | 'returned'
  | 'transferred'
  | 'cancelled'
  | 'cc';
export type TaskKind = 'approver' | 'handler' | 'cc';
export type TaskOrigin =
  | ''
  | 'transfer'
  | 'add-before'
  | 'add-after'
  | 'empty-admins'
  | 'empty-member'
  | 'self-head';

export interface TemplateVersion {
  templateId: number;
  templateUniqueId: string;
  templateName: string;
  enabled: boolean;
  starters: Starters;
  typeKey: string | null;
  versionId: number;
  version: number;
  form: ApprovalForm;
  flow: FlowNode;
}

/** The fields the initiator fills: all but those the start node makes read-only or hides. */
export function initiatorFields(version: Pick<TemplateVersion, 'form' | 'flow'>): Set<string> {
  return new Set(
    version.form
      .filter((field) => (version.flow.fieldPermissions?.[field.name] ?? 'edit') === 'edit')
      .map((field) => field.name),
  );
}

export interface Starters {
  everyone?: boolean;
  departments?: string[];
  members?: string[];
  roles?: string[];
}

export interface InstanceRow {
  id: number;
  uniqueId: string;
  organizationId: number;
  serialNo: string;
  templateId: number;
  versionId: number;
  typeKey: string | null;
  businessId: string | null;
  title: string;
  initiatorId: number;
  initiatorUniqueId: string;
  initiatorName: string;
  state: InstanceState;
  form: ApprovalFormValues;
  chosenApprovers: Record<string, string[]>;
  progress: FlowProgress;
}

export interface TaskRow {
  id: number;
  uniqueId: string;
  instanceId: number;
  nodeId: string;
  nodeName: string;
  kind: TaskKind;
  round: number;
  mode: ExamineMode;
  seq: number;
  assigneeId: number;
  assigneeUniqueId: string;
  state: TaskState;
  origin: TaskOrigin;
  waitsFor: number | null;
}

const versionColumns = `t.id as "templateId", t.unique_id as "templateUniqueId", t.name as "templateName",
  t.enabled, t.starters, t.type_key as "typeKey", v.id as "versionId", v.version, v.form, v.flow`;

/** A template's current version, by the template's uniqueId (or, for an area, its type key). */
export function currentVersion(
  db: Queryable,
  organizationId: number,
  by: { templateUniqueId: string } | { typeKey: string },
): Promise<TemplateVersion | undefined> {
  const [column, value] = 'typeKey' in by ? ['t.type_key', by.typeKey] : ['t.unique_id', by.templateUniqueId];
  return queryOne<TemplateVersion>(
    db,
    `select ${versionColumns} from approval_templates t
       join approval_template_versions v on v.id = t.current_version_id
      where t.organization_id = $1 and ${column} = $2 and t.removed_at is null`,
    [organizationId, value],
  );
}

/** The version an instance runs on. */
export async function versionById(db: Queryable, versionId: number): Promise<TemplateVersion> {
  const version = await queryOne<TemplateVersion>(
    db,
    `select ${versionColumns} from approval_template_versions v join approval_templates t on t.id = v.template_id
      where v.id = $1`,
    [versionId],
  );
  if (!version) throw new Error(`approval template version ${versionId} is gone`);
  return version;
}

/** The id of the organisation's group of that name, added last when there is none. */
export async function groupNamed(
  tx: Queryable,
  organizationId: number,
  name: string,
  now: Date,
): Promise<number> {
  const group = await queryOne<{ id: number }>(
    tx,
    `insert into approval_template_groups (unique_id, organization_id, name, sort, created_at)
     select $1, $2, $3, coalesce(max(sort) + 1, 0), $4 from approval_template_groups where organization_id = $2
     on conflict (organization_id, name) do update set name = excluded.name returning id`,
    [newUniqueId(), organizationId, name, now],
  );
  return group?.id as number;
}

/**
 * Publishes a new version of a template (creating the template the first time): versions are never
 * changed, so running instances keep theirs. Returns the template's uniqueId.
 */
export async function publishTemplate(
  tx: Queryable,
  input: {
    organizationId: number;
    templateUniqueId?: string;
    name: string;
    icon?: string;
    group?: string;
    description?: string;
    starters?: Starters;
    enabled?: boolean;
    sort?: number;
    typeKey?: string | null;
    form: ApprovalForm;
    flow: FlowNode;
    publishedBy: number | null;
    now: Date;
  },
): Promise<{ uniqueId: string; version: number }> {
  const template =
    input.templateUniqueId === undefined
      ? await queryOne<{ id: number; uniqueId: string }>(
          tx,
          `insert into approval_templates (unique_id, organization_id, name, icon, group_id, description, starters,
             enabled, sort, type_key, created_at, updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
           returning id, unique_id as "uniqueId"`,
          [
            newUniqueId(),
            input.organizationId,
            input.name,
            input.icon ?? '',
            await groupNamed(tx, input.organizationId, input.group ?? '其他', input.now),
            input.description ?? '',
            JSON.stringify(input.starters ?? { everyone: true }),
            input.enabled ?? true,
            input.sort ?? 0,
            input.typeKey ?? null,
            input.now,
          ],
        )
      : await queryOne<{ id: number; uniqueId: string }>(
          tx,
          `update approval_templates set name = $3, updated_at = $4
            where organization_id = $1 and unique_id = $2 returning id, unique_id as "uniqueId"`,
          [input.organizationId, input.templateUniqueId, input.name, input.now],
        );
  if (!template) throw new Error('approval template not found');
  const version = await queryOne<{ id: number; version: number }>(
    tx,
    `insert into approval_template_versions (template_id, version, form, flow, published_by, published_at)
     select $1, coalesce(max(version), 0) + 1, $2, $3, $4, $5 from approval_template_versions where template_id = $1
     returning id, version`,
    [template.id, JSON.stringify(input.form), JSON.stringify(input.flow), input.publishedBy, input.now],
  );
  await tx.query('update approval_templates set current_version_id = $2 where id = $1', [
    template.id,
    version?.id,
  ]);
  return { uniqueId: template.uniqueId, version: version?.version ?? 1 };
}

/**
 * 审批编号: the organisation's day (`20261124`) and four digits counting that day's approvals, more
 * past 9999 — a rule of the platform's numbering service (the counters of `approval_serials` moved
 * there in approval-0004).
 */
export const approvalSerialRule: NumberRule = {
  key: 'approval.serial',
  prefix: '',
  datePart: 'day',
  width: 4,
  reset: 'daily',
};

/** The next 审批编号, taken in the start's transaction: never twice, given back if the start rolls back. */
export function nextSerialNo(tx: Queryable, organizationId: number, now: Date): Promise<string> {
  return takeNumber(tx, { organizationId, rule: approvalSerialRule, now });
}

const instanceColumns = `i.id, i.unique_id as "uniqueId", i.organization_id as "organizationId", i.serial_no as "serialNo",
  i.template_id as "templateId", i.version_id as "versionId", i.type_key as "typeKey", i.business_id as "businessId",
  i.title, i.initiator_id as "initiatorId", m.unique_id as "initiatorUniqueId", m.nickname as "initiatorName",
  i.state, i.form, i.chosen_approvers as "chosenApprovers", i.progress`;

/**
 * The instance, locked for this transaction: every step on one instance runs after the one before
 * it has committed, so two approvers acting at once on a 或签 node are decided one after the other.
 */
export function lockInstance(
  tx: Queryable,
  organizationId: number,
  by: { uniqueId: string } | { id: number },
): Promise<InstanceRow | undefined> {
  return findInstance(tx, organizationId, by, true);
}

/** The instance of the organisation, read (locked with `lock`, for a step that changes it). */
export function findInstance(
  db: Queryable,
  organizationId: number,
  by: { uniqueId: string } | { id: number },
  lock = false,
): Promise<InstanceRow | undefined> {
  const [column, value] = 'id' in by ? ['i.id', by.id] : ['i.unique_id', by.uniqueId];
  return queryOne<InstanceRow>(
    db,
    `select ${instanceColumns} from approval_instances i join memberships m on m.id = i.initiator_id
      where i.organization_id = $1 and ${column} = $2${lock ? ' for update of i' : ''}`,
    [organizationId, value],
  );
}

export async function insertInstance(
  tx: Queryable,
  row: Omit<InstanceRow, 'id' | 'uniqueId' | 'initiatorUniqueId' | 'initiatorName' | 'state'> & {
    summary: string;
    now: Date;
  },
): Promise<number> {
  const inserted = await queryOne<{ id: number }>(
    tx,
    `insert into approval_instances (unique_id, organization_id, serial_no, template_id, version_id, type_key,
       business_id, title, summary, initiator_id, state, form, chosen_approvers, progress, started_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'running', $11, $12, $13, $14, $14)
     returning id`,
    [
      newUniqueId(),
      row.organizationId,
      row.serialNo,
      row.templateId,
      row.versionId,
      row.typeKey,
      row.businessId,
      row.title,
      row.summary,
      row.initiatorId,
      JSON.stringify(row.form),
      JSON.stringify(row.chosenApprovers),
      JSON.stringify(row.progress),
      row.now,
    ],
  );
  if (!inserted) throw new Error('approval instance not inserted');
  return inserted.id;
}

export async function saveInstance(
  tx: Queryable,
  instance: Pick<InstanceRow, 'id' | 'state' | 'form' | 'progress'>,
  now: Date,
): Promise<void> {
  const finished = !['running', 'returned'].includes(instance.state);
  await tx.query(
    `update approval_instances set state = $2, form = $3, progress = $4, updated_at = $5,
       finished_at = case when $6::boolean then coalesce(finished_at, $5) else null end
      where id = $1`,
    [
      instance.id,
      instance.state,
      JSON.stringify(instance.form),
      JSON.stringify(instance.progress),
      now,
      finished,
    ],
  );
}

const taskColumns = `k.id, k.unique_id as "uniqueId", k.instance_id as "instanceId", k.node_id as "nodeId",
  k.node_name as "nodeName", k.kind, k.round, k.mode, k.seq, k.assignee_id as "assigneeId",
  m.unique_id as "assigneeUniqueId", k.state, k.origin, k.waits_for as "waitsFor"`;

/** The instance's tasks still to act on (open or waiting their turn), oldest first. */
export function pendingTasks(tx: Queryable, instanceId: number): Promise<TaskRow[]> {
  return tx.query<TaskRow>(
    `select ${taskColumns} from approval_tasks k join memberships m on m.id = k.assignee_id
      where k.instance_id = $1 and k.state in ('open', 'waiting') order by k.id`,
    [instanceId],
  );
}

export function taskByUniqueId(
  tx: Queryable,
  organizationId: number,
  uniqueId: string,
): Promise<TaskRow | undefined> {
  return queryOne<TaskRow>(
    tx,
    `select ${taskColumns} from approval_tasks k join memberships m on m.id = k.assignee_id
      where k.organization_id = $1 and k.unique_id = $2`,
    [organizationId, uniqueId],
  );
}

/** The instance's tasks of one reaching of a node. */
export function tasksOfRound(
  tx: Queryable,
  instanceId: number,
  nodeId: string,
  round: number,
): Promise<TaskRow[]> {
  return tx.query<TaskRow>(
    `select ${taskColumns} from approval_tasks k join memberships m on m.id = k.assignee_id
      where k.instance_id = $1 and k.node_id = $2 and k.round = $3 order by k.seq, k.id`,
    [instanceId, nodeId, round],
  );
}

/** How many times the node has been reached before. */
export async function lastRound(tx: Queryable, instanceId: number, nodeId: string): Promise<number> {
  const row = await queryOne<{ round: number | null }>(
    tx,
    'select max(round) as round from approval_tasks where instance_id = $1 and node_id = $2',
    [instanceId, nodeId],
  );
  return row?.round ?? 0;
}

export interface NewTask {
  organizationId: number;
  instanceId: number;
  nodeId: string;
  nodeName: string;
  kind: TaskKind;
  round: number;
  mode: ExamineMode;
  seq: number;
  assigneeId: number;
  state: TaskState;
  origin: TaskOrigin;
  waitsFor: number | null;
  dueAt: Date | null;
  now: Date;
}

export async function insertTask(tx: Queryable, task: NewTask): Promise<number> {
  const row = await queryOne<{ id: number }>(
    tx,
    `insert into approval_tasks (unique_id, organization_id, instance_id, node_id, node_name, kind, round, mode, seq,
       assignee_id, state, origin, waits_for, due_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     returning id`,
    [
      newUniqueId(),
      task.organizationId,
      task.instanceId,
      task.nodeId,
      task.nodeName,
      task.kind,
      task.round,
      task.mode,
      task.seq,
      task.assigneeId,
      task.state,
      task.origin,
      task.waitsFor,
      task.dueAt,
      task.now,
    ],
  );
  if (!row) throw new Error('approval task not inserted');
  return row.id;
}

/**
 * Moves a task from `from` states to `to`: the update names the states it leaves, so a task already
 * decided is never decided again. True when it moved.
 */
export async function moveTask(
  tx: Queryable,
  taskId: number,
  from: readonly TaskState[],
  to: TaskState,
  changes: { comment?: string; now: Date; acted: boolean },
): Promise<boolean> {
  const rows = await tx.query(
    `update approval_tasks set state = $3, comment = coalesce($4, comment),
       acted_at = case when $6::boolean then $5 else acted_at end
      where id = $1 and state = any($2::text[]) returning id`,
    [taskId, [...from], to, changes.comment ?? null, changes.now, changes.acted],
  );
  return rows.length > 0;
}

/** Opens the tasks waiting for `taskId` (依次's next person, a 加签 after); their ids. */
export async function openWaitingFor(tx: Queryable, taskId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `update approval_tasks set state = 'open' where waits_for = $1 and state = 'waiting' returning id`,
    [taskId],
  );
  return rows.map((row) => row.id);
}

/** Cancels the instance's pending tasks (or those of one node's round), but `keep`. */
export async function cancelPending(
  tx: Queryable,
  instanceId: number,
  scope: { nodeId: string; round: number } | null,
  keep: readonly number[] = [],
): Promise<void> {
  await tx.query(
    `update approval_tasks set state = 'cancelled'
      where instance_id = $1 and state in ('open', 'waiting') and not (id = any($4::int[]))
        and ($2::text is null or (node_id = $2 and round = $3))`,
    [instanceId, scope?.nodeId ?? null, scope?.round ?? 0, [...keep]],
  );
}

export type EventKind =
  | 'start'
  | 'node'
  | 'approve'
  | 'reject'
  | 'handle'
  | 'return'
  | 'resubmit'
  | 'transfer'
  | 'add-before'
  | 'add-after'
  | 'withdraw'
  | 'terminate'
  | 'urge'
  | 'comment'
  | 'auto-approve'
  | 'auto-reject'
  | 'remind'
  | 'finish';

export interface NewEvent {
  organizationId: number;
  instanceId: number;
  taskId?: number | null;
  actorId?: number | null;
  kind: EventKind;
  nodeId?: string | null;
  comment?: string;
  detail?: Record<string, unknown>;
  requestId?: string | null;
  answer?: unknown;
  now: Date;
}

export async function recordEvent(tx: Queryable, event: NewEvent): Promise<void> {
  await tx.query(
    `insert into approval_events (organization_id, instance_id, task_id, actor_id, kind, node_id, comment, detail,
       request_id, answer, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      event.organizationId,
      event.instanceId,
      event.taskId ?? null,
      event.actorId ?? null,
      event.kind,
      event.nodeId ?? null,
      event.comment ?? '',
      JSON.stringify(event.detail ?? {}),
      event.requestId ?? null,
      event.answer === undefined ? null : JSON.stringify(event.answer),
      event.now,
    ],
  );
}

/** Arbitrary constant: with the organisation and the request id's hash, the lock that makes a request act once. */
const REQUEST_LOCK = 4_202_618;

/**
 * Takes the request id for this transaction: a second request with the same id (a retry, or the id
 * sent again with another task) waits until the first has committed, then finds its answer.
 */
export async function lockRequest(tx: Queryable, organizationId: number, requestId: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
    REQUEST_LOCK,
    `${organizationId}:${requestId}`,
  ]);
}

/** What a request id was used for in the organisation: the action, on which instance and task, its answer. */
export interface EarlierRequest {
  kind: EventKind;
  actorId: number | null;
  instanceId: number;
  taskId: number | null;
  answer: unknown;
}

/** The action this request id was used for in the organisation, with the answer it got, if any. */
export async function answerOf(
  tx: Queryable,
  organizationId: number,
  requestId: string,
): Promise<EarlierRequest | undefined> {
  return queryOne(
    tx,
    `select kind, actor_id as "actorId", instance_id as "instanceId", task_id as "taskId", answer
       from approval_events where organization_id = $1 and request_id = $2`,
    [organizationId, requestId],
  );
}

/** Keeps the answer an action gave, on its event, for a retry of the same request. */
export async function keepAnswer(
  tx: Queryable,
  organizationId: number,
  requestId: string,
  answer: unknown,
): Promise<void> {
  await tx.query('update approval_events set answer = $3 where organization_id = $1 and request_id = $2', [
    organizationId,
    requestId,
    JSON.stringify(answer),
  ]);
}
