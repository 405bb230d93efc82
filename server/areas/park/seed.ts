import type { Queryable } from '../../db/database';
import { calendarDay } from '../../platform/calendar';
import type { DemoSeedContext } from '../../platform/server-area';
import { createBuilding } from './buildings/save-building';
import { DEMO_COMPANIES, DEMO_MOVED_OUT } from './companies/demo-companies';
import { createCompany } from './companies/save-company';
import { DEMO_BUILDINGS } from './demo/demo-buildings';
import { seedDemoOccupancies } from './demo/demo-occupancies';
import { seedDemoEntries } from './entry/demo-entries';

/** 企业管理's demo: 25 companies with their contacts, two of them 已迁出; their ids by name. */
async function seedCompanies(tx: Queryable, organizationId: number, now: Date): Promise<Map<string, number>> {
  for (const body of DEMO_COMPANIES) await createCompany(tx, { organizationId, body, now });
  await tx.query(
    `update park_companies set state = 'moved_out' where organization_id = $1 and name = any($2)`,
    [organizationId, DEMO_MOVED_OUT],
  );
  const rows = await tx.query<{ id: number; name: string }>(
    'select id, name from park_companies where organization_id = $1',
    [organizationId],
  );
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * 园区运营's demo in 星河科技园: the companies, four buildings with their 400 rooms (`demo/demo-buildings.ts`),
 * and who holds them today and held them before (`demo/demo-occupancies.ts`), about 70 % occupied.
 * 入驻申请: two waiting for 赵敏's decision (`entry/demo-entries.ts`; the rooms they would take are kept
 * vacant: `DEMO_ENTRY_VACANCIES`).
 */
export async function seedParkDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const organizationId = demo.organizations.xinghe;
  await seedCompanies(tx, organizationId, demo.now);
  for (const body of DEMO_BUILDINGS) await createBuilding(tx, { organizationId, body, now: demo.now });
  await seedDemoOccupancies(tx, organizationId, calendarDay(demo.now), demo.now);
  await seedDemoEntries(tx, demo);
}
