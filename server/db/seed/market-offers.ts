import { KnownAgentId } from '../../../manifests';
import { contractManifest } from '../../../manifests/contract';
import { parkManifest } from '../../../manifests/park';
import type { Queryable } from '../database';

/** An edition of a market application: what opening it costs, for how long, and what it includes. */
interface EditionPlan {
  suffix: string;
  name: string;
  priceFen: number;
  /** Null: the installation never expires. */
  durationDays: number | null;
  features: string[];
}

const basic: EditionPlan = {
  suffix: 'basic',
  name: '基础版',
  priceFen: 0,
  durationDays: null,
  features: ['核心功能', '不限成员数'],
};
const professional: EditionPlan = {
  suffix: 'pro',
  name: '专业版',
  priceFen: 99_900,
  durationDays: 365,
  features: ['核心功能', '不限成员数', '数据导出', '专属客服'],
};
const flagship: EditionPlan = {
  suffix: 'flagship',
  name: '旗舰版',
  priceFen: 299_900,
  durationDays: 365,
  features: ['全部功能', '开放接口', '专属客服', '私有化部署支持'],
};

/** One to three editions per application, varied by its place in the catalogue; 基础版 always first. */
function editionsAt(position: number): EditionPlan[] {
  if (position % 3 === 0) return [basic];
  return position % 3 === 1 ? [basic, professional] : [basic, professional, flagship];
}

/** Suites of applications the market offers together, by agentId in their order. */
export const marketPackages = [
  {
    uniqueId: 'package-smart-park',
    name: '智慧园区套件',
    introduction: '园区运营、合同、能耗、安防、资产与招商，一站开通。',
    agentIds: [
      parkManifest.application.agentId,
      contractManifest.application.agentId,
      'pk01energy000000',
      'pk02security0000',
      'pk03asset0000000',
      'pk04investment00',
    ],
  },
  {
    uniqueId: 'package-hr-admin',
    name: '人事行政套件',
    introduction: '考勤、请假、薪酬、招聘、花名册与会议室预订。',
    agentIds: [
      'hr01attendance00',
      'hr02leave0000000',
      'hr03payroll00000',
      'hr04recruit00000',
      'hr06roster000000',
      'oa01meeting00000',
    ],
  },
  {
    uniqueId: 'package-finance',
    name: '财务管理套件',
    introduction: '费用收缴、发票、报销、预算与收支台账。',
    agentIds: [
      KnownAgentId.fee,
      'fi01invoice00000',
      'fi02expense00000',
      'fi03budget000000',
      'fi05ledger000000',
    ],
  },
  {
    uniqueId: 'package-property',
    name: '物业服务套件',
    introduction: '工单、报事报修、保洁与设备维保。',
    agentIds: [KnownAgentId.workOrder, 'pm01repair000000', 'pm02cleaning0000', 'pm05device000000'],
  },
] as const;

async function syncEditions(db: Queryable): Promise<void> {
  const applications = await db.query<{ id: number; uniqueId: string }>(
    'select id, unique_id as "uniqueId" from applications order by sort, id',
  );
  for (const [position, application] of applications.entries()) {
    const editions = editionsAt(position);
    for (const [index, edition] of editions.entries()) {
      await db.query(
        `insert into application_editions (unique_id, application_id, name, price_fen, duration_days, features, sort)
         values ($1, $2, $3, $4, $5, $6::text[], $7)
         on conflict (unique_id) do update set application_id = excluded.application_id, name = excluded.name,
           price_fen = excluded.price_fen, duration_days = excluded.duration_days, features = excluded.features,
           sort = excluded.sort`,
        [
          `${application.uniqueId}-${edition.suffix}`,
          application.id,
          edition.name,
          edition.priceFen,
          edition.durationDays,
          edition.features,
          index + 1,
        ],
      );
    }
    await db.query(
      'delete from application_editions where application_id = $1 and not (unique_id = any($2::text[]))',
      [application.id, editions.map((edition) => `${application.uniqueId}-${edition.suffix}`)],
    );
  }
}

async function syncPackages(db: Queryable): Promise<void> {
  for (const [index, suite] of marketPackages.entries()) {
    const [row] = await db.query<{ id: number }>(
      `insert into application_packages (unique_id, name, introduction, sort) values ($1, $2, $3, $4)
       on conflict (unique_id) do update set name = excluded.name, introduction = excluded.introduction,
         sort = excluded.sort
       returning id`,
      [suite.uniqueId, suite.name, suite.introduction, index + 1],
    );
    await db.query('delete from application_package_items where package_id = $1', [row!.id]);
    await db.query(
      `insert into application_package_items (package_id, application_id, sort)
       select $1, a.id, item.sort from unnest($2::text[]) with ordinality as item (agent_id, sort)
         join applications a on a.agent_id = item.agent_id`,
      [row!.id, suite.agentIds],
    );
  }
  await db.query('delete from application_packages where not (unique_id = any($1::text[]))', [
    marketPackages.map((suite) => suite.uniqueId),
  ]);
}

/** The editions and packages of the market, in line with the catalogue on every start. Idempotent. */
export async function syncMarketOffers(db: Queryable): Promise<void> {
  await syncEditions(db);
  await syncPackages(db);
}
