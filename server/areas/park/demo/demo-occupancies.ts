import { type OccupancyKind, roomNumberOf } from '../../../../manifests/contracts/park-constants';
import type { Queryable } from '../../../db/database';
import { newUniqueId } from '../../../services/secrets';

const DAY_MS = 86_400_000;
/** The calendar day `days` after `day` (before, when negative). */
export const shiftedDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Who holds which rooms of 星河科技园, relative to the demo's day (`calendarDay(demo.now)`), so the
 * demo reads the same whatever day it is seeded: [holder (a demo company, or null for the park's own
 * blocks), building code, floors from–to, room numbers from–to, first day, last day (days from today,
 * both included), note]. Leases started over the past two years (a live 12-month trend), some end in
 * the next 30, 60 and 90 days; leases ended before today are history (the rooms re-let or vacant).
 */
type Holding = readonly [string | null, string, number, number, number, number, number, number, string?];

const LEASES: readonly Holding[] = [
  ['深圳星河数据科技有限公司', 'XH-A', 2, 3, 1, 10, -700, 550],
  ['云图智能（深圳）有限公司', 'XH-A', 5, 5, 1, 5, -420, 310],
  ['深圳绿源环保科技有限公司', 'XH-A', 6, 6, 1, 8, -330, 35],
  ['深圳深蓝软件有限公司', 'XH-A', 7, 8, 1, 10, -365, 365],
  ['深圳启航教育科技有限公司', 'XH-A', 4, 4, 1, 3, -150, 215],
  ['深圳知行企业管理咨询有限公司', 'XH-A', 9, 9, 5, 5, -200, 160],
  ['深圳青禾文化传媒有限公司', 'XH-A', 10, 10, 1, 2, -240, 80],
  ['深圳墨白设计有限公司', 'XH-A', 10, 10, 9, 10, -60, 305],
  ['深圳信达会计师事务所有限公司', 'XH-A', 12, 12, 1, 4, -540, 25],
  ['深圳万象供应链管理有限公司', 'XH-A', 13, 14, 1, 10, -480, 250],
  ['深圳极光新能源科技有限公司', 'XH-A', 15, 15, 1, 10, -720, 12],
  ['深圳安信保险经纪有限公司', 'XH-A', 16, 16, 1, 10, -90, 640],
  ['前海致远融资租赁有限公司', 'XH-A', 18, 18, 1, 6, -300, 45],
  ['鲲鹏芯片设计（深圳）有限公司', 'XH-A', 19, 21, 1, 10, -610, 480],
  ['山海餐饮管理有限公司', 'XH-A', 1, 1, 1, 1, -500, 230],
  ['南山云仓物流有限公司', 'XH-A', -1, -1, 1, 4, -380, 20],
  ['深圳智造机器人有限公司', 'XH-R1', 1, 1, 1, 3, -100, 630],
  ['蓝海生物医药有限公司', 'XH-R1', 2, 4, 1, 8, -650, 420],
  ['华康医疗器械（深圳）有限公司', 'XH-R1', 5, 5, 1, 6, -210, 520],
  ['深圳极光新能源科技有限公司', 'XH-R1', 6, 7, 1, 8, -500, 700],
  ['鹏城精密制造股份有限公司', 'XH-R2', 1, 1, 1, 4, -800, 300],
  ['鹏城精密制造股份有限公司', 'XH-R2', 2, 5, 1, 8, -800, 300],
  ['星辰光电科技有限公司', 'XH-R2', 6, 7, 1, 8, -450, 55],
  ['南山云仓物流有限公司', 'XH-P', -1, -1, 1, 6, -380, 20],
  ['山海餐饮管理有限公司', 'XH-P', 1, 1, 1, 2, -400, 330],
  ['深圳优选商贸有限公司', 'XH-P', 1, 1, 3, 6, -280, 85],
  ['深圳优选商贸有限公司', 'XH-P', 2, 2, 1, 4, -180, 550],
  ['山海餐饮管理有限公司', 'XH-P', 3, 3, 1, 2, -400, 330],
  ['深圳禾田餐饮有限公司', 'XH-P', 3, 3, 3, 3, -120, 245],
];

/** Leases ended before today: the moved-out companies' and a floor since re-let. */
const PAST_LEASES: readonly Holding[] = [
  ['深圳星河数据科技有限公司', 'XH-A', 4, 4, 1, 3, -900, -181],
  ['深圳和光法律咨询有限公司', 'XH-A', 11, 11, 1, 2, -900, -181],
  ['深圳南岭贸易有限公司', 'XH-P', 2, 2, 5, 8, -700, -60],
];

/** Contracts in approval (已预定). */
const RESERVATIONS: readonly Holding[] = [
  ['蓝海生物医药有限公司', 'XH-R1', 8, 8, 1, 4, -10, 1085],
  ['云图智能（深圳）有限公司', 'XH-A', 11, 11, 5, 8, -3, 730],
  ['深圳禾田餐饮有限公司', 'XH-P', 3, 3, 4, 4, -7, 365],
];

/** The park's own blocks: 自用 and 装修中. */
const SELF_USE: readonly Holding[] = [
  [null, 'XH-A', 22, 22, 1, 4, -1000, 1800, '园区运营中心'],
  [null, 'XH-P', 4, 4, 1, 1, -1000, 1800, '物业服务中心'],
  [null, 'XH-R2', 8, 8, 1, 1, -600, 1200, '共享实验室'],
];
const RENOVATION: readonly Holding[] = [
  [null, 'XH-A', 17, 17, 6, 9, -20, 40, '整层翻新'],
  [null, 'XH-P', 2, 2, 9, 10, -10, 25, '商铺改造'],
];

/**
 * Rooms the demo keeps vacant for the two 入驻申请 waiting (seeded by the entry applications' seed,
 * not here): what each applicant asks for is there to be let once approved.
 */
export const DEMO_ENTRY_VACANCIES = [
  { buildingCode: 'XH-R1', floors: [9, 10], note: '研发用房，约 1 800 平方米' },
  {
    buildingCode: 'XH-A',
    floors: [17],
    numbers: ['1701', '1702', '1703', '1704', '1705'],
    note: '办公，约 800 平方米',
  },
] as const;

const KINDS: readonly [OccupancyKind, readonly Holding[]][] = [
  ['lease', LEASES],
  ['lease', PAST_LEASES],
  ['reservation', RESERVATIONS],
  ['self_use', SELF_USE],
  ['renovation', RENOVATION],
];

/**
 * Writes every demo occupancy in one statement (rooms by building code and number, companies by
 * name): the seed runs at every fresh start and in every e2e run. The exclusion constraint still
 * checks each row, so a holding written over another fails the seed.
 */
export async function seedDemoOccupancies(
  tx: Queryable,
  organizationId: number,
  today: string,
  now: Date,
): Promise<number> {
  const rows: [string, string, OccupancyKind, string, string, string | null, string][] = [];
  for (const [kind, holdings] of KINDS)
    for (const [holder, code, floorFrom, floorTo, numberFrom, numberTo, first, last, note] of holdings)
      for (let level = floorFrom; level <= floorTo; level++) {
        if (level === 0) continue;
        for (let number = numberFrom; number <= numberTo; number++)
          rows.push([
            code,
            roomNumberOf(level, number, 2),
            kind,
            shiftedDay(today, first),
            shiftedDay(today, last),
            holder,
            note ?? '',
          ]);
      }
  const column = (index: number) => rows.map((row) => row[index]);
  const inserted = await tx.query(
    `insert into park_room_occupancies (organization_id, room_id, unique_id, kind, during, holder_name,
       company_id, note, created_at, updated_at)
     select $1, r.id, u.unique_id, u.kind, daterange(u.first_day, u.last_day, '[]'), u.holder, c.id, u.note, $2, $2
       from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::date[], $9::text[], $10::text[])
            as u (unique_id, code, number, kind, first_day, last_day, holder, note)
       join park_buildings b on b.organization_id = $1 and b.code = u.code
       join park_rooms r on r.building_id = b.id and r.number = u.number
       left join park_companies c on c.organization_id = $1 and c.name = u.holder
     returning park_room_occupancies.id`,
    [
      organizationId,
      now,
      rows.map(() => newUniqueId()),
      column(0),
      column(1),
      column(2),
      column(3),
      column(4),
      column(5),
      column(6),
    ],
  );
  if (inserted.length !== rows.length)
    throw new Error(`园区演示数据：${rows.length - inserted.length} 条占用找不到房间`);
  return inserted.length;
}
