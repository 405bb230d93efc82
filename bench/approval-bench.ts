import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/open-database';
import { DEMO_ORGANIZATION, post } from './api';
import type { Cleanup } from './cleanup';
import { withVolume } from './server-process';

/**
 * The approval area at volume (issue 18): 100 000 instances in 星河科技园, 10 000 of them waiting on
 * 赵敏 (with 90 000 tasks she decided), added with SQL while the server is stopped. Then over HTTP:
 * 待我审批's first page and the counts (sequential, median and p95); starting a 5-node flow and
 * approving its first node (sequential, median); and 20 clients at once approving 2 000 tasks of a
 * one-node flow (actions per second), after 20 clients started them.
 */
const INSTANCES = 100_000;
const OPEN_TASKS = 10_000;
const RUNS = 30;
const WARMUPS = 3;
const CLIENTS = 20;
const THROUGHPUT_TASKS = 2_000;
const PASSWORD = 'Atrium@2026';
const INITIATOR = '13800000004'; // 陈刚
const APPROVER = '13800000005'; // 赵敏
const ADMIN = '13800000001'; // 张伟

export const APPROVAL_GOALS = { todoP95Ms: 50, startP50Ms: 15, approveP50Ms: 15, actionsPerSecond: 300 };

export interface ApprovalTimed {
  name: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
}

export interface ApprovalEngineResult {
  engine: 'embedded' | 'postgres';
  label: string;
  setupMs: number;
  reads: ApprovalTimed[];
  steps: ApprovalTimed[];
  startsPerSecond: number;
  actionsPerSecond: number;
}

const sortedOf = (samples: readonly number[]) => [...samples].sort((a, b) => a - b);
const at = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const timed = (name: string, samples: number[]): ApprovalTimed => {
  const sorted = sortedOf(samples);
  return { name, medianMs: round(at(sorted, 0.5)), p95Ms: round(at(sorted, 0.95)), runs: samples.length };
};

async function signIn(baseUrl: string, telephone: string): Promise<string> {
  const password = createHash('sha256').update(PASSWORD).digest('hex');
  const account = await post<{ token: string }>(baseUrl, '/v1/account/login', { telephone, password });
  const organization = await post<{ token: string }>(
    baseUrl,
    '/v1/exchange/owner/account/token',
    { ownerUniqueId: DEMO_ORGANIZATION },
    account.token,
  );
  return organization.token;
}

/** The rows of the volume, added in a few statements to the stopped server's database. */
async function seedVolume(location: { dataDir: string; databaseUrl?: string }): Promise<void> {
  const db = await openDatabase(location);
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{
        org: number;
        template: number;
        version: number;
        chen: number;
        zhao: number;
      }>(
        `select o.id as org, t.id as template, t.current_version_id as version,
                (select m.id from memberships m join accounts a on a.id = m.account_id
                  where m.organization_id = o.id and a.telephone = $2) as chen,
                (select m.id from memberships m join accounts a on a.id = m.account_id
                  where m.organization_id = o.id and a.telephone = $3) as zhao
           from organizations o join approval_templates t on t.organization_id = o.id and t.name = '报销'
          where o.unique_id = $1`,
        [DEMO_ORGANIZATION, INITIATOR, APPROVER],
      );
      if (!row) throw new Error('the demo 报销 template is missing');
      await tx.query(
        `insert into approval_instances (unique_id, organization_id, serial_no, template_id, version_id, title, summary,
           initiator_id, state, form, progress, started_at, finished_at, updated_at)
         select 'bench-instance-' || n, $1, 'B' || lpad(n::text, 11, '0'), $2, $3, '陈刚提交的报销', '第 ' || n || ' 笔',
                $4, case when n <= $6 then 'running' else 'approved' end,
                jsonb_build_object('amount', 50000 + n % 40000, 'category', 'office', 'spentOn', '2026-11-01', 'detail', '基准测试'),
                '{"done": [], "chosen": {"expense-amount": {"branch": "expense-small", "at": 0}}}',
                now() - n * interval '1 minute',
                case when n <= $6 then null else now() - n * interval '1 minute' + interval '1 hour' end, now()
           from generate_series(1, $5::integer) as n`,
        [row.org, row.template, row.version, row.chen, INSTANCES, OPEN_TASKS],
      );
      await tx.query(
        `insert into approval_tasks (unique_id, organization_id, instance_id, node_id, node_name, kind, round, mode, seq,
           assignee_id, state, created_at, acted_at)
         select 'bench-task-' || i.id, $1, i.id, 'expense-head', '部门主管', 'approver', 1, 'all', 0, $2,
                case when i.state = 'running' then 'open' else 'approved' end, i.started_at, i.finished_at
           from approval_instances i where i.unique_id like 'bench-instance-%'`,
        [row.org, row.zhao],
      );
    });
    // As autovacuum would soon after a bulk load: statistics, and the visibility map for index-only counts.
    // One statement each: a script of several runs as one transaction, where VACUUM cannot.
    await db.exec('vacuum analyze approval_instances');
    await db.exec('vacuum analyze approval_tasks');
  } finally {
    await db.close();
  }
}

async function sequential(
  runs: number,
  warmups: number,
  call: (index: number) => Promise<number | undefined>,
) {
  const samples: number[] = [];
  for (let index = 0; index < warmups + runs; index++) {
    const started = performance.now();
    const own = await call(index);
    if (index >= warmups) samples.push(own ?? performance.now() - started);
  }
  return samples;
}

/** Runs `count` jobs with `clients` at once; the wall time in ms. */
async function concurrently(
  count: number,
  clients: number,
  job: (index: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) await job(next++);
    }),
  );
  return performance.now() - started;
}

const approverNode = (id: string, zhao: string, child?: object) => ({
  nodeId: id,
  nodeName: `审批 ${id}`,
  type: 'approver',
  settype: 1,
  setting: 4,
  nodeUserList: [{ id: zhao, name: '赵敏', kind: 'member' }],
  ...(child ? { childNode: child } : {}),
});

async function measure(baseUrl: string): Promise<Omit<ApprovalEngineResult, 'engine' | 'label' | 'setupMs'>> {
  const [admin, chen, zhao] = [
    await signIn(baseUrl, ADMIN),
    await signIn(baseUrl, INITIATOR),
    await signIn(baseUrl, APPROVER),
  ];
  const call = <T>(token: string, api: string, body: object) =>
    post<T>(baseUrl, `/enterprise/v1/approval/${api}`, body, token);
  let request = 0;
  const requestId = () => `bench-${Date.now()}-${++request}`;

  const todo = await sequential(RUNS, WARMUPS, async () => {
    const page = await call<{ list: unknown[]; total: number }>(zhao, 'list', {
      box: 'todo',
      pageNum: 1,
      pageSize: 20,
    });
    if (page.list.length !== 20 || page.total < OPEN_TASKS)
      throw new Error(`待我审批 answered ${page.total}`);
    return undefined;
  });
  const counts = await sequential(RUNS, WARMUPS, async () => {
    await call(zhao, 'counts', {});
    return undefined;
  });

  const form = [{ name: 'amount', label: '金额', kind: 'amount', required: true }];
  const members = await post<{ list: { uniqueId: string; name: string }[] }>(
    baseUrl,
    '/enterprise/v1/staff/page',
    { pageNum: 1, pageSize: 50, keyword: '赵敏' },
    admin,
  );
  const zhaoUniqueId = members.list.find((member) => member.name === '赵敏')?.uniqueId;
  if (!zhaoUniqueId) throw new Error('赵敏 not found');
  let chain: object | undefined;
  for (let index = 5; index >= 1; index--) chain = approverNode(`n${index}`, zhaoUniqueId, chain);
  const five = await call<{ uniqueId: string }>(admin, 'template/save', {
    name: '基准五级审批',
    form,
    flow: { nodeId: 'start', nodeName: '发起人', type: 'start', childNode: chain },
  });
  const one = await call<{ uniqueId: string }>(admin, 'template/save', {
    name: '基准单级审批',
    form,
    flow: { nodeId: 'start', nodeName: '发起人', type: 'start', childNode: approverNode('n1', zhaoUniqueId) },
  });

  const startSamples: number[] = [];
  const approveSamples: number[] = [];
  for (let index = 0; index < WARMUPS + RUNS; index++) {
    let started = performance.now();
    const instance = await call<{ uniqueId: string }>(chen, 'start', {
      templateUniqueId: five.uniqueId,
      form: { amount: 10_000 + index },
      requestId: requestId(),
    });
    const startMs = performance.now() - started;
    const detail = await call<{ myTask: { uniqueId: string } | null }>(zhao, 'detail', {
      uniqueId: instance.uniqueId,
    });
    if (!detail.myTask) throw new Error('the five-node flow did not reach 赵敏');
    started = performance.now();
    await call(zhao, 'task/act', {
      taskUniqueId: detail.myTask.uniqueId,
      requestId: requestId(),
      action: 'approve',
    });
    const approveMs = performance.now() - started;
    if (index >= WARMUPS) {
      startSamples.push(startMs);
      approveSamples.push(approveMs);
    }
  }

  const startMs = await concurrently(THROUGHPUT_TASKS, CLIENTS, (index) =>
    call(chen, 'start', {
      templateUniqueId: one.uniqueId,
      form: { amount: 100 + index },
      requestId: requestId(),
    }),
  );
  const tasks: string[] = [];
  for (let page = 1; tasks.length < THROUGHPUT_TASKS; page++) {
    const found = await call<{ list: { taskUniqueId: string }[] }>(zhao, 'list', {
      box: 'todo',
      templateUniqueId: one.uniqueId,
      pageNum: page,
      pageSize: 100,
    });
    if (found.list.length === 0) break;
    tasks.push(...found.list.map((item) => item.taskUniqueId));
  }
  if (tasks.length < THROUGHPUT_TASKS) throw new Error(`only ${tasks.length} tasks to approve`);
  const actMs = await concurrently(tasks.length, CLIENTS, (index) =>
    call(zhao, 'task/act', { taskUniqueId: tasks[index], requestId: requestId(), action: 'approve' }),
  );
  return {
    reads: [timed('待我审批 first page (20 of 10 000+)', todo), timed('counts of the four lists', counts)],
    steps: [timed('start a 5-node flow', startSamples), timed('approve its first node', approveSamples)],
    startsPerSecond: Math.round((THROUGHPUT_TASKS / startMs) * 1000),
    actionsPerSecond: Math.round((tasks.length / actMs) * 1000),
  };
}

/** One engine: a fresh server seeded by its first start, the volume added while stopped, measured. */
export async function benchApprovalEngine(
  root: string,
  cleanup: Cleanup,
  engine: 'embedded' | 'postgres',
  label: string,
  databaseUrl?: string,
): Promise<ApprovalEngineResult> {
  return withVolume({
    root,
    cleanup,
    name: 'atrium-bench-approval',
    databaseUrl,
    seed: seedVolume,
    measure: async (baseUrl, _seeded, setupMs) => ({ engine, label, setupMs, ...(await measure(baseUrl)) }),
  });
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function formatApprovalBench(results: readonly (ApprovalEngineResult | string)[]): string {
  const lines = [
    `  approvals with ${INSTANCES.toLocaleString('en-US')} instances, ${OPEN_TASKS.toLocaleString('en-US')} open tasks for one approver ` +
      `(goals: 待我审批 p95 < ${APPROVAL_GOALS.todoP95Ms} ms, start and approve p50 < ${APPROVAL_GOALS.startP50Ms} ms, ` +
      `≥ ${APPROVAL_GOALS.actionsPerSecond} actions/s with ${CLIENTS} clients on PostgreSQL):`,
  ];
  for (const result of results) {
    if (typeof result === 'string') {
      lines.push(`    skipped or failed: ${result}`);
      continue;
    }
    lines.push(`    ${result.label} (rows added in ${(result.setupMs / 1000).toFixed(1)} s):`);
    const [todo] = result.reads;
    for (const read of result.reads)
      lines.push(
        `      ${read.name}: ${read.medianMs} ms median, p95 ${read.p95Ms} ms${read === todo ? ` ${mark(read.p95Ms < APPROVAL_GOALS.todoP95Ms)}` : ''}`,
      );
    for (const step of result.steps)
      lines.push(
        `      ${step.name}: ${step.medianMs} ms median ${mark(step.medianMs < APPROVAL_GOALS.startP50Ms)}, p95 ${step.p95Ms} ms`,
      );
    lines.push(
      `      ${CLIENTS} clients: ${result.startsPerSecond} starts/s, ${result.actionsPerSecond} approvals/s` +
        (result.engine === 'postgres'
          ? ` ${mark(result.actionsPerSecond >= APPROVAL_GOALS.actionsPerSecond)}`
          : ''),
    );
  }
  return lines.join('\n');
}
