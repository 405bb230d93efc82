import type { TimeLimit } from '../../../manifests/contracts/approval-flow';
import type { ApprovalForm } from '../../../manifests/contracts/approval-form';
import { composedAreas } from '../../../server/areas';
import { startInstance } from '../../../server/areas/approval/engine/start';
import { runTaskTimer } from '../../../server/areas/approval/engine/timers';
import { startJobRunner } from '../../../server/platform/jobs/job-runner';
import { HOUR } from '../support/manual-clock';
import { setupTestServer } from '../support/test-server';
import { approvalWorld, type Person, type World } from './support/approval-world';
import { approver, member, start } from './support/flows';

const server = setupTestServer();

const form: ApprovalForm = [{ name: 'reason', label: '事由', kind: 'text', required: true }];

/** One approver node of `people` (依次 when several) with a time limit, then 孙强. */
async function timed(w: World, limit: TimeLimit, people: Person[] = ['赵敏']) {
  return w.publish(
    start(
      approver(
        'n',
        {
          nodeName: '主管审批',
          nodeUserList: people.map((person) => member(w.uniqueIdOf(person), person)),
          examineMode: 'sequential',
          timeLimit: limit,
        },
        approver('last', { nodeName: '总经理审批', nodeUserList: [member(w.uniqueIdOf('孙强'), '孙强')] }),
      ),
    ),
    form,
  );
}

interface TimerJob {
  taskId: number;
  reminder: number;
  startAfter: string;
  state: string;
}

/** The timer jobs of the instance's tasks, in the order sent. */
async function jobsOf(instance: string): Promise<TimerJob[]> {
  const rows = await server.db.query<TimerJob>(
    `select (j.data->>'taskId')::int as "taskId", (j.data->>'reminder')::int as reminder,
            to_char(j.start_after at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as "startAfter", j.state::text as state
       from pgboss.job j join approval_tasks t on t.id = (j.data->>'taskId')::int
       join approval_instances i on i.id = t.instance_id
      where j.name = 'approval.task-timer' and i.unique_id = $1 order by j.created_on, (j.data->>'reminder')::int`,
    [instance],
  );
  return rows;
}

async function taskIdOf(w: World, person: Person, instance: string): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `select t.id from approval_tasks t join approval_instances i on i.id = t.instance_id
      where i.unique_id = $1 and t.assignee_id = $2 order by t.id desc limit 1`,
    [instance, w.actor(person).membershipId],
  );
  return row!.id;
}

/** Runs one mark as the job would, at the clock's time. */
const mark = (w: World, taskId: number, reminder: number) =>
  server.db.transaction((tx) => runTaskTimer(w.ctx(tx), { taskId, reminder }));

async function world() {
  const w = await approvalWorld(server);
  await w.setHead('园区', '孙强');
  return w;
}

// The manual clock starts at 2026-11-22T09:00Z.
describe('time limits: reminders, then the decision', () => {
  it('a timed task gets its first mark and its job in the step that opens it; a rolled-back start sends none', async () => {
    const w = await world();
    const template = await timed(w, { remindEveryHours: 2, remindTimes: 2, onTimeout: 'approve' });
    await expect(
      server.db.transaction(async (tx) => {
        await startInstance(w.ctx(tx), {
          template: { templateUniqueId: template },
          initiator: w.actor('陈刚'),
          form: { reason: '回滚' },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await server.db.query(`select id from pgboss.job where name = 'approval.task-timer'`)).toEqual([]);

    const id = await w.start('陈刚', template, { reason: '出差' });
    const task = await taskIdOf(w, '赵敏', id);
    expect(await jobsOf(id)).toEqual([
      { taskId: task, reminder: 1, startAfter: '2026-11-22T11:00', state: 'created' },
    ]);
  });

  it.each([
    ['approve', 'running', ['remind', 'remind', 'auto-approve'], ['孙强:open']],
    ['reject', 'rejected', ['remind', 'remind', 'auto-reject', 'finish'], []],
  ] as const)(
    'reminds every 2 hours twice, then does %s for the approver (the approval then %s)',
    async (onTimeout, state, events, pendingAfter) => {
      const w = await world();
      const id = await w.start('陈刚', await timed(w, { remindEveryHours: 2, remindTimes: 2, onTimeout }), {
        reason: '出差',
      });
      const task = await taskIdOf(w, '赵敏', id);

      server.clock.advance(2 * HOUR);
      expect(await mark(w, task, 1)).toBe('reminded');
      expect(await mark(w, task, 1)).toBe('stale');
      expect(await w.messages('赵敏')).toEqual(['待办：陈刚提交的差旅报销', '审批提醒：陈刚提交的差旅报销']);
      server.clock.advance(2 * HOUR);
      expect(await mark(w, task, 2)).toBe('reminded');
      server.clock.advance(2 * HOUR);
      expect(await mark(w, task, 3)).toBe('decided');
      expect(await mark(w, task, 3)).toBe('stale');

      expect(await w.messages('赵敏')).toEqual([
        '待办：陈刚提交的差旅报销',
        '审批提醒：陈刚提交的差旅报销',
        '审批提醒：陈刚提交的差旅报销',
      ]);
      expect((await w.events(id)).filter((kind) => kind !== 'node' && kind !== 'start')).toEqual(events);
      expect(await w.pending(id)).toEqual(pendingAfter);
      expect(await w.state(id)).toBe(state);
      expect((await jobsOf(id)).map((job) => [job.reminder, job.startAfter])).toEqual([
        [1, '2026-11-22T11:00'],
        [2, '2026-11-22T13:00'],
        [3, '2026-11-22T15:00'],
      ]);
    },
  );

  it('without a decision on timeout, the reminders stop after the last one', async () => {
    const w = await world();
    const id = await w.start(
      '陈刚',
      await timed(w, { remindEveryHours: 24, remindTimes: 1, onTimeout: 'none' }),
      { reason: '出差' },
    );
    const task = await taskIdOf(w, '赵敏', id);
    server.clock.advance(24 * HOUR);
    expect(await mark(w, task, 1)).toBe('reminded');
    expect(await mark(w, task, 2)).toBe('stale');
    expect((await jobsOf(id)).map((job) => job.reminder)).toEqual([1]);
    expect(await w.pending(id)).toEqual(['赵敏:open']);
  });

  it('a task decided before its mark is neither reminded nor decided again', async () => {
    const w = await world();
    const id = await w.start(
      '陈刚',
      await timed(w, { remindEveryHours: 2, remindTimes: 0, onTimeout: 'reject' }),
      { reason: '出差' },
    );
    const task = await taskIdOf(w, '赵敏', id);
    await w.act('赵敏', id, { kind: 'approve' });
    server.clock.advance(2 * HOUR);
    expect(await mark(w, task, 1)).toBe('stale');
    expect(await w.pending(id)).toEqual(['孙强:open']);
    expect(await w.messages('赵敏')).toEqual(['待办：陈刚提交的差旅报销']);
  });

  it('依次: the next person’s limit starts when their task opens, and a 转交 starts it afresh', async () => {
    const w = await world();
    const id = await w.start(
      '陈刚',
      await timed(w, { remindEveryHours: 3, remindTimes: 1, onTimeout: 'none' }, ['赵敏', '王芳']),
      { reason: '出差' },
    );
    server.clock.advance(HOUR);
    await w.act('赵敏', id, { kind: 'approve' });
    server.clock.advance(HOUR);
    await w.act('王芳', id, { kind: 'transfer', to: w.uniqueIdOf('刘洋') });
    const [zhao, wang, liu] = [
      await taskIdOf(w, '赵敏', id),
      await taskIdOf(w, '王芳', id),
      await taskIdOf(w, '刘洋', id),
    ];
    expect((await jobsOf(id)).map((job) => [job.taskId, job.startAfter])).toEqual([
      [zhao, '2026-11-22T12:00'],
      [wang, '2026-11-22T13:00'],
      [liu, '2026-11-22T14:00'],
    ]);
  });
});

describe('the job runner: jobs in PostgreSQL, each run once across replicas', () => {
  it('two replicas working one queue remind each of 20 approvers exactly once', async () => {
    const w = await world();
    const template = await timed(w, { remindEveryHours: 1, remindTimes: 1, onTimeout: 'none' });
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) => w.start('陈刚', template, { reason: `出差 ${index}` })),
    );
    server.clock.advance(HOUR);
    // Due now for the database too (it keeps its own time): the jobs were sent before any replica ran.
    await server.db.query(
      `update pgboss.job set start_after = now() - interval '1 second' where name = 'approval.task-timer' and state = 'created'`,
    );
    const context = { db: server.db, clock: server.clock, extensions: composedAreas.extensions };
    const errors: unknown[] = [];
    const replicas = await Promise.all(
      [1, 2].map(() =>
        startJobRunner({
          ...context,
          jobs: composedAreas.jobs,
          schedules: [],
          pollingSeconds: 0.5,
          onError: (error) => errors.push(error),
        }),
      ),
    );
    try {
      const deadline = Date.now() + 20_000;
      let done = 0;
      while (Date.now() < deadline) {
        const [row] = await server.db.query<{ done: number }>(
          `select count(*)::int as done from pgboss.job where name = 'approval.task-timer' and state = 'completed'`,
        );
        done = row!.done;
        if (done >= 20) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(done).toBe(20);
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop(2_000)));
    }
    expect(errors).toEqual([]);
    const [reminded] = await server.db.query<{ messages: number; events: number; tasks: number }>(
      `select (select count(*)::int from message_contents c join approval_instances i on c.link like '%' || i.unique_id
                where c.title like '审批提醒：%' and i.unique_id = any($1::text[])) as messages,
              (select count(*)::int from approval_events e join approval_instances i on i.id = e.instance_id
                where e.kind = 'remind' and i.unique_id = any($1::text[])) as events,
              (select count(*)::int from approval_tasks t join approval_instances i on i.id = t.instance_id
                where t.reminders = 1 and i.unique_id = any($1::text[])) as tasks`,
      [ids],
    );
    expect(reminded).toEqual({ messages: 20, events: 20, tasks: 20 });
  }, 40_000);
});
