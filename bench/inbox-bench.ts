import { performance } from 'node:perf_hooks';
import { openDatabase } from '../server/db/open-database';
import { DEMO_ORGANIZATION, DEMO_TELEPHONE, post, signInToOrganization } from './api';
import type { Cleanup } from './cleanup';
import { withVolume } from './server-process';
import { median } from './stats';

/** Members added to 星河科技园 (half of them in 运营部) and messages added to 张伟's inbox there. */
const MEMBERS = 20_000;
const MESSAGES = 20_000;
/** Sequential runs of each read after its warm-up calls; publishing is timed fewer times. */
const RUNS = 30;
const WARMUPS = 3;
const PUBLISH_RUNS = 3;
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;
/** In the titles of one message in 2 000 (10 of 20 000), and in no other message. */
const KEYWORD = '安全检查';

/** One endpoint's sequential timings, each from sending the request to the whole answer read. */
export interface TimedCall {
  name: string;
  path: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** What the answers held, to show that the call did what it was meant to (rows, recipients). */
  detail: string;
}

export interface InboxBenchResult {
  members: number;
  messages: number;
  /** The ms the SQL that adds the members and messages took, the server stopped. */
  setupMs: number;
  reads: TimedCall[];
  publishes: TimedCall[];
}

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Calls `call` `warmups` times untimed, then `runs` times timed, one after another. */
async function timeCalls<T>(
  runs: number,
  warmups: number,
  call: (index: number) => Promise<T>,
): Promise<{ samples: number[]; answers: T[] }> {
  for (let index = 0; index < warmups; index += 1) await call(index);
  const samples: number[] = [];
  const answers: T[] = [];
  for (let index = warmups; index < warmups + runs; index += 1) {
    const started = performance.now();
    answers.push(await call(index));
    samples.push(performance.now() - started);
  }
  return { samples, answers };
}

function timedCall(name: string, apiPath: string, samples: number[], detail: string): TimedCall {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    path: apiPath,
    runs: samples.length,
    medianMs: round(median(sorted)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted[sorted.length - 1]!),
    detail,
  };
}

interface SeededInbox {
  /** uniqueIds of 运营部 (10 000 added members and 李娜) and 招商部 (陈刚 alone, for the warm-up). */
  operations: string;
  investment: string;
}

/**
 * Adds `members` active members to the demo park (every second one in 运营部) and `messages` messages
 * to 张伟's inbox there: a mix of the four types, about a third unread, newest a minute apart.
 */
async function seedInbox(dataDir: string, members: number, messages: number): Promise<SeededInbox> {
  const db = await openDatabase({ dataDir });
  try {
    return await db.transaction(async (tx) => {
      const [admin] = await tx.query<{ organizationId: number; membershipId: number; passwordHash: string }>(
        `select o.id as "organizationId", m.id as "membershipId", a.password_hash as "passwordHash"
           from memberships m
           join accounts a on a.id = m.account_id
           join organizations o on o.id = m.organization_id
          where a.telephone = $1 and o.unique_id = $2`,
        [DEMO_TELEPHONE, DEMO_ORGANIZATION],
      );
      if (!admin) throw new Error(`no membership of ${DEMO_TELEPHONE} in ${DEMO_ORGANIZATION}`);
      const { organizationId, membershipId } = admin;
      const departments = await tx.query<{ id: number; uniqueId: string; name: string }>(
        `select id, unique_id as "uniqueId", name from departments
          where organization_id = $1 and name = any($2::text[])`,
        [organizationId, ['运营部', '招商部']],
      );
      const operations = departments.find((department) => department.name === '运营部');
      const investment = departments.find((department) => department.name === '招商部');
      if (!operations || !investment) throw new Error('the demo departments 运营部 and 招商部 are missing');

      await tx.query(
        `insert into accounts (unique_id, telephone, password_hash, password_changed_at, created_at)
         select 'bench-account-' || n, '139' || lpad(n::text, 8, '0'), $2, now(), now()
           from generate_series(1, $1::integer) as n`,
        [members, admin.passwordHash],
      );
      await tx.query(
        `insert into memberships (unique_id, account_id, organization_id, nickname, state, created_at)
         select 'bench-member-' || n, a.id, $2, '基准成员 ' || n, 1, now()
           from generate_series(1, $1::integer) as n
           join accounts a on a.unique_id = 'bench-account-' || n`,
        [members, organizationId],
      );
      await tx.query(
        `insert into member_departments (membership_id, department_id)
         select m.id, $2 from generate_series(2, $1::integer, 2) as n
           join memberships m on m.unique_id = 'bench-member-' || n`,
        [members, operations.id],
      );

      // Types: 4 in 10 SYSTEM, 2 each APPROVAL, CONTRACT and PARK; titles vary with n.
      await tx.query(
        `insert into message_contents (unique_id, organization_id, type_code, source, title, body, plain_text,
           link, publisher_name, scope, recipient_count, created_at)
         select 'bench-content-' || n, $2, k.type_code, lower(k.type_code), k.title,
                '<p>' || k.text || '</p>', k.text, k.link, '', 'members', 1,
                now() - n * interval '1 minute'
           from generate_series(1, $1::integer) as n
           cross join lateral (
             select case when n % 10 < 4 then 'SYSTEM' when n % 10 < 6 then 'APPROVAL'
                         when n % 10 < 8 then 'CONTRACT' else 'PARK' end as type_code,
                    case
                      when n % 2000 = 1000 then '园区年度' || $3 || '安排（第 ' || n || ' 批）'
                      when n % 10 < 4 then '系统通知：第 ' || n || ' 期运营周报已生成'
                      when n % 10 < 6 then '基准成员 ' || (n % 977 + 1) || ' 提交的「'
                           || (array['请假', '报销', '会议室预约', '用章'])[n % 4 + 1] || '」待您审批'
                      when n % 10 < 8 then '合同「' || chr(65 + n % 6) || ' 栋 ' || (n % 30 + 1) || '0'
                           || (n % 9 + 1) || ' 租赁合同」将于 ' || (n % 60 + 1) || ' 天后到期'
                      else (n % 12 + 1) || ' 号楼' || (array['电梯维保', '临时停水', '计划停电', '绿化养护'])[n % 4 + 1]
                           || '通知'
                    end as title,
                    '这是第 ' || n || ' 条基准测试消息的正文，用于衡量消息列表在大量数据下的分页、筛选与搜索。' as text,
                    case when n % 10 between 4 and 5 then '/PC_APPROVAL_CENTER'
                         when n % 10 between 6 and 7 then '/PC_CONTRACT_MANAGEMENT' else '' end as link
           ) as k`,
        [messages, organizationId, KEYWORD],
      );
      await tx.query(
        `insert into messages (unique_id, content_id, membership_id, type_code, created_at, read_at)
         select replace(gen_random_uuid()::text, '-', ''), c.id, $2, c.type_code, c.created_at,
                case when c.id % 3 = 0 then null else c.created_at + interval '1 hour' end
           from message_contents c
          where c.organization_id = $1 and c.unique_id like 'bench-content-%'`,
        [organizationId, membershipId],
      );
      return { operations: operations.uniqueId, investment: investment.uniqueId };
    });
  } finally {
    await db.close();
  }
}

interface InboxPage {
  list: { uniqueId: string; read: boolean }[];
  total: number;
}

const integer = (value: number) => value.toLocaleString('en-US');

/** The reads of the messages area against a running server, each with its own check of the answer. */
async function measureReads(baseUrl: string, token: string): Promise<TimedCall[]> {
  const call = <T>(apiPath: string, body: object) => post<T>(baseUrl, apiPath, body, token);
  const reads: TimedCall[] = [];

  const userDetail = '/enterprise/v1/session/user/detail';
  const detail = await timeCalls(RUNS, WARMUPS, () => call<{ unreadMessageCount: number }>(userDetail, {}));
  reads.push(
    timedCall(
      'session/user/detail',
      userDetail,
      detail.samples,
      `${integer(detail.answers[0]!.unreadMessageCount)} unread`,
    ),
  );

  const typeList = '/enterprise/v1/message/type/list';
  const types = await timeCalls(RUNS, WARMUPS, () =>
    call<{ code: string; unreadCount: number }[]>(typeList, {}),
  );
  reads.push(
    timedCall(
      'message/type/list',
      typeList,
      types.samples,
      types.answers[0]!.map((type) => `${type.code} ${integer(type.unreadCount)}`).join(', '),
    ),
  );

  const pagePath = '/enterprise/v1/message/page';
  const pages: [string, object][] = [
    ['message/page first page', { pageNum: 1, pageSize: PAGE_SIZE }],
    ['message/page unread', { pageNum: 1, pageSize: PAGE_SIZE, read: false }],
    [`message/page keyword '${KEYWORD}'`, { pageNum: 1, pageSize: PAGE_SIZE, keyword: KEYWORD }],
    [`message/page page ${DEEP_PAGE}`, { pageNum: DEEP_PAGE, pageSize: PAGE_SIZE }],
  ];
  for (const [name, body] of pages) {
    const page = await timeCalls(RUNS, WARMUPS, () => call<InboxPage>(pagePath, body));
    const { list, total } = page.answers[0]!;
    if (list.length === 0) throw new Error(`${name} answered no messages`);
    reads.push(timedCall(name, pagePath, page.samples, `${list.length} of ${integer(total)}`));
  }

  // Reading changes state: each run reads another unread message, as the inbox does on opening one.
  const unread = await call<InboxPage>(pagePath, { pageNum: 1, pageSize: 100, read: false });
  const ids = unread.list.map((message) => message.uniqueId);
  if (ids.length < RUNS + WARMUPS) throw new Error(`only ${ids.length} unread messages to read`);
  const readPath = '/enterprise/v1/message/read';
  const read = await timeCalls(RUNS, WARMUPS, (index) =>
    call<{ unreadCount: number }>(readPath, { uniqueIds: [ids[index]!] }),
  );
  reads.push(
    timedCall(
      'message/read (one id)',
      readPath,
      read.samples,
      `${integer(read.answers.at(-1)!.unreadCount)} unread after`,
    ),
  );
  return reads;
}

/** Publishing notices: one warm-up to 招商部 (one member), then the organisation and 运营部. */
async function measurePublishes(baseUrl: string, token: string, seeded: SeededInbox): Promise<TimedCall[]> {
  const publishPath = '/enterprise/v1/notice/publish';
  const publish = (title: string, scope: object) =>
    post<{ recipientCount: number }>(
      baseUrl,
      publishPath,
      { title, body: `<p>${title}：基准测试通知正文。</p>`, ...scope },
      token,
    );
  await publish('基准测试预热通知', { scope: 'departments', departmentUniqueIds: [seeded.investment] });
  const scopes: [string, object][] = [
    ['notice/publish to the organisation', { scope: 'organization' }],
    ['notice/publish to 运营部', { scope: 'departments', departmentUniqueIds: [seeded.operations] }],
  ];
  const publishes: TimedCall[] = [];
  for (const [name, scope] of scopes) {
    const timed = await timeCalls(PUBLISH_RUNS, 0, (index) => publish(`基准测试通知 ${index + 1}`, scope));
    const recipients = timed.answers[0]!.recipientCount;
    publishes.push(timedCall(name, publishPath, timed.samples, `${integer(recipients)} recipients`));
  }
  return publishes;
}

/**
 * The messages area at scale (issue 6): 20 000 more members in the demo park and 20 000 messages in
 * 张伟's inbox, on the embedded database. Sequential calls over HTTP after warm-ups: the unread count
 * of user/detail, the type list, pages of the inbox (first, unread, by keyword, deep), reading one
 * message, and publishing a notice to the whole organisation and to a department of 10 000.
 * Its server and data folder go through `cleanup`, so an interruption removes them as well.
 */
export async function benchInbox(
  root: string,
  cleanup: Cleanup,
  members = MEMBERS,
  messages = MESSAGES,
): Promise<InboxBenchResult> {
  return withVolume({
    root,
    cleanup,
    name: 'atrium-bench-inbox',
    seed: ({ dataDir }) => seedInbox(dataDir, members, messages),
    measure: async (baseUrl, seeded, setupMs) => {
      const token = await signInToOrganization(baseUrl);
      const reads = await measureReads(baseUrl, token);
      const publishes = await measurePublishes(baseUrl, token, seeded);
      return { members, messages, setupMs, reads, publishes };
    },
  });
}

/** Columns a terminal gives the text: two for each CJK character or full-width punctuation mark. */
const displayWidth = (text: string) =>
  [...text].reduce((width, character) => width + (character.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);

export function formatInboxBench(result: InboxBenchResult | string): string {
  if (typeof result === 'string') return `  messages with 20 000 members and messages: skipped (${result})`;
  const width = Math.max(...[...result.reads, ...result.publishes].map((call) => displayWidth(call.name)));
  const name = (call: TimedCall) => call.name + ' '.repeat(width - displayWidth(call.name));
  const read = (call: TimedCall) =>
    `    ${name(call)}  ${call.medianMs.toFixed(1).padStart(7)} ms median, ` +
    `p95 ${call.p95Ms.toFixed(1).padStart(7)} ms  (${call.detail})`;
  const publish = (call: TimedCall) =>
    `    ${name(call)}  ${call.medianMs.toFixed(1).padStart(7)} ms median of ${call.runs}, ` +
    `max ${call.maxMs.toFixed(1)} ms  (${call.detail})`;
  return [
    `  messages with ${integer(result.members)} more members and ${integer(result.messages)} messages in ` +
      `张伟's inbox (embedded database; rows added in ${(result.setupMs / 1000).toFixed(1)} s; ` +
      `sequential, ${result.reads[0]?.runs ?? RUNS} runs after ${WARMUPS} warm-ups):`,
    ...result.reads.map(read),
    ...result.publishes.map(publish),
  ].join('\n');
}
