import type { FlowNode } from '../../../../manifests/contracts/approval-flow';
import type { ApprovalForm, ApprovalFormValues } from '../../../../manifests/contracts/approval-form';
import { serverAreas } from '../../../../server/areas';
import {
  actOnInstance,
  actOnTask,
  type InstanceAction,
  type TaskAction,
} from '../../../../server/areas/approval/engine/act';
import { publishTemplate } from '../../../../server/areas/approval/engine/records';
import { type StartInput, startInstance } from '../../../../server/areas/approval/engine/start';
import type { Actor, StepContext } from '../../../../server/areas/approval/engine/step-context';
import type { Queryable } from '../../../../server/db/database';
import { composeAreas } from '../../../../server/platform/compose-areas';
import type { Extensions } from '../../../../server/platform/extension-point';
import type { ServerArea } from '../../../../server/platform/server-area';
import { newUniqueId } from '../../../../server/services/secrets';
import type { TestServer } from '../../support/test-server';

/**
 * 星河科技园 for the engine's tests: the demo's 张伟 (管理员), 李娜 (运营部, without 审批中心), 王芳
 * (物业部), 陈刚 and 赵敏 who heads 招商部, 孙强 who heads the park, 刘洋 who heads 财务部, plus 周杰 and
 * 吴磊 in 运营部 (审批用户, so 审批中心).
 * Tasks, states and messages are read back from the tables, as a page would; messages and instances
 * the demo seeded are left out (only what the test did counts).
 */
export const PEOPLE = ['张伟', '李娜', '王芳', '陈刚', '赵敏', '孙强', '刘洋', '周杰', '吴磊'] as const;
export type Person = (typeof PEOPLE)[number];

export interface World {
  organizationId: number;
  actor(name: Person): Actor;
  uniqueIdOf(name: Person): string;
  departmentUniqueId(name: string): Promise<string>;
  setHead(department: string, person: Person | null): Promise<void>;
  publish(
    flow: FlowNode,
    form: ApprovalForm,
    options?: { name?: string; typeKey?: string; starters?: object; templateUniqueId?: string },
  ): Promise<string>;
  start(
    initiator: Person,
    template: string,
    form: ApprovalFormValues,
    more?: Partial<StartInput>,
  ): Promise<string>;
  /** The person's one open task on the instance. */
  taskOf(person: Person, instance: string): Promise<string>;
  act(person: Person, instance: string, action: TaskAction, requestId?: string): Promise<string>;
  /** Acts on a task already looked up (for actions fired at once: no lookup between them). */
  actOnTask(person: Person, task: string, action: TaskAction, requestId?: string): Promise<string>;
  actOn(person: Person, instance: string, action: InstanceAction, requestId?: string): Promise<string>;
  state(instance: string): Promise<string>;
  /** Who is pending now: `name:state` per open or waiting task, in task order. */
  pending(instance: string): Promise<string[]>;
  /** Every task in order: `node:name:state`. */
  tasks(instance: string): Promise<string[]>;
  /** Titles of the messages a person received, oldest first. */
  messages(person: Person): Promise<string[]>;
  events(instance: string): Promise<string[]>;
  /** How many instances the test started (the demo's left out), and with how many distinct numbers. */
  instanceCount(): Promise<{ count: number; serials: number }>;
  form(instance: string): Promise<Record<string, unknown>>;
  ctx(tx: Queryable, extensions?: Extensions): StepContext;
}

export async function approvalWorld(server: TestServer, extraAreas: ServerArea[] = []): Promise<World> {
  const db = server.db;
  const [org] = await db.query<{ id: number }>(
    `select id from organizations where unique_id = 'xinghe-park'`,
  );
  const organizationId = org!.id;
  const people = new Map<string, Actor>();
  for (const row of await db.query<{ id: number; uniqueId: string; name: string }>(
    `select id, unique_id as "uniqueId", nickname as name from memberships where organization_id = $1`,
    [organizationId],
  ))
    people.set(row.name, { membershipId: row.id, uniqueId: row.uniqueId, name: row.name });

  const departmentId = async (name: string) => {
    const [row] = await db.query<{ id: number; uniqueId: string }>(
      `select id, unique_id as "uniqueId" from departments where organization_id = $1 and (name = $2 or ($2 = '园区' and parent_id is null))`,
      [organizationId, name],
    );
    if (!row) throw new Error(`no department ${name}`);
    return row;
  };
  const addPerson = async (name: Person, department: string, telephone: string) => {
    const [account] = await db.query<{ id: number }>(
      `insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at)
       values ($1, $2, 'x', now(), now()) returning id`,
      [newUniqueId(), telephone],
    );
    const uniqueId = newUniqueId();
    const [membership] = await db.query<{ id: number }>(
      `insert into memberships (unique_id, account_id, organization_id, nickname, created_at) values ($1, $2, $3, $4, now()) returning id`,
      [uniqueId, account!.id, organizationId, name],
    );
    const dept = await departmentId(department);
    await db.query('insert into member_departments (membership_id, department_id) values ($1, $2)', [
      membership!.id,
      dept.id,
    ]);
    // 审批中心 through the demo's 审批用户 role, as the demo's members but 李娜 hold it.
    await db.query(
      `insert into member_roles (membership_id, role_id)
       select $1, id from roles where organization_id = $2 and name = '审批用户'`,
      [membership!.id, organizationId],
    );
    people.set(name, { membershipId: membership!.id, uniqueId, name });
  };
  await addPerson('周杰', '运营部', '13900000103');
  await addPerson('吴磊', '运营部', '13900000104');

  const [marks] = await db.query<{ message: number; instance: number }>(
    `select coalesce((select max(id) from message_contents), 0) as message,
            coalesce((select max(id) from approval_instances), 0) as instance`,
  );
  const seeded = marks!;

  const extensions = composeAreas([...serverAreas, ...extraAreas]).extensions;
  const ctx = (tx: Queryable, ext = extensions): StepContext => ({
    tx,
    organizationId,
    now: server.clock.now(),
    extensions: ext,
  });
  const actor = (name: Person) => {
    const found = people.get(name);
    if (!found) throw new Error(`no member ${name}`);
    return found;
  };
  const world: World = {
    organizationId,
    actor,
    uniqueIdOf: (name) => actor(name).uniqueId,
    departmentUniqueId: async (name) => (await departmentId(name)).uniqueId,
    async setHead(department, person) {
      const dept = await departmentId(department);
      await db.query('update departments set head_membership_id = $2 where id = $1', [
        dept.id,
        person ? actor(person).membershipId : null,
      ]);
    },
    async publish(flow, form, options = {}) {
      const published = await db.transaction((tx) =>
        publishTemplate(tx, {
          organizationId,
          ...(options.templateUniqueId ? { templateUniqueId: options.templateUniqueId } : {}),
          name: options.name ?? '差旅报销',
          typeKey: options.typeKey ?? null,
          starters: (options.starters as never) ?? { everyone: true },
          form,
          flow,
          publishedBy: actor('张伟').membershipId,
          now: server.clock.now(),
        }),
      );
      return published.uniqueId;
    },
    async start(initiator, template, form, more = {}) {
      const started = await db.transaction((tx) =>
        startInstance(ctx(tx), {
          template: { templateUniqueId: template },
          initiator: actor(initiator),
          form,
          ...more,
        }),
      );
      return started.uniqueId;
    },
    async taskOf(person, instance) {
      const [row] = await db.query<{ uniqueId: string }>(
        `select k.unique_id as "uniqueId" from approval_tasks k join approval_instances i on i.id = k.instance_id
          where i.unique_id = $1 and k.assignee_id = $2 and k.state = 'open'`,
        [instance, actor(person).membershipId],
      );
      if (!row) throw new Error(`${person} has no open task on ${instance}`);
      return row.uniqueId;
    },
    async act(person, instance, action, requestId = newUniqueId()) {
      return world.actOnTask(person, await world.taskOf(person, instance), action, requestId);
    },
    async actOnTask(person, task, action, requestId = newUniqueId()) {
      const answer = await db.transaction((tx) => actOnTask(ctx(tx), actor(person), task, requestId, action));
      return answer.state;
    },
    async actOn(person, instance, action, requestId = newUniqueId()) {
      const answer = await db.transaction((tx) =>
        actOnInstance(ctx(tx), actor(person), instance, requestId, action),
      );
      return answer.state;
    },
    async state(instance) {
      const [row] = await db.query<{ state: string }>(
        'select state from approval_instances where unique_id = $1',
        [instance],
      );
      return row!.state;
    },
    async pending(instance) {
      const rows = await db.query<{ name: string; state: string }>(
        `select m.nickname as name, k.state from approval_tasks k join memberships m on m.id = k.assignee_id
           join approval_instances i on i.id = k.instance_id
          where i.unique_id = $1 and k.state in ('open', 'waiting') order by k.id`,
        [instance],
      );
      return rows.map((row) => `${row.name}:${row.state}`);
    },
    async tasks(instance) {
      const rows = await db.query<{ node: string; name: string; state: string }>(
        `select k.node_id as node, m.nickname as name, k.state from approval_tasks k join memberships m on m.id = k.assignee_id
           join approval_instances i on i.id = k.instance_id where i.unique_id = $1 order by k.id`,
        [instance],
      );
      return rows.map((row) => `${row.node}:${row.name}:${row.state}`);
    },
    async messages(person) {
      const rows = await db.query<{ title: string }>(
        `select c.title from messages g join message_contents c on c.id = g.content_id
          where g.membership_id = $1 and c.source = 'approval' and c.id > $2 order by c.id`,
        [actor(person).membershipId, seeded.message],
      );
      return rows.map((row) => row.title);
    },
    async events(instance) {
      const rows = await db.query<{ kind: string }>(
        `select e.kind from approval_events e join approval_instances i on i.id = e.instance_id where i.unique_id = $1 order by e.id`,
        [instance],
      );
      return rows.map((row) => row.kind);
    },
    async instanceCount() {
      const [row] = await db.query<{ count: number; serials: number }>(
        'select count(*)::int as count, count(distinct serial_no)::int as serials from approval_instances where id > $1',
        [seeded.instance],
      );
      return row!;
    },
    async form(instance) {
      const [row] = await db.query<{ form: Record<string, unknown> }>(
        'select form from approval_instances where unique_id = $1',
        [instance],
      );
      return row!.form;
    },
    ctx,
  };
  return world;
}
