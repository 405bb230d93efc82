import { allMigrations } from '../../../server/areas';
import { approvalSerialRule, nextSerialNo } from '../../../server/areas/approval/engine/records';
import { migrate } from '../../../server/db/migrate';
import { withEmptySchema } from '../support/test-database';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const at = (iso: string) => new Date(iso);

describe('审批编号 on the numbering service', () => {
  it('is the Shanghai day and four digits, counted per day', async () => {
    const [{ id: organization }] = (await server.db.query<{ id: number }>(
      'select id from organizations order by id limit 1',
    )) as [{ id: number }];
    const serial = (iso: string) => server.db.transaction((tx) => nextSerialNo(tx, organization, at(iso)));
    const first = await serial('2027-03-01T15:59:00Z');
    expect(first).toBe('202703010001');
    expect(await serial('2027-03-01T15:59:30Z')).toBe('202703010002');
    expect(await serial('2027-03-01T16:00:00Z')).toBe('202703020001');
  });

  it('continues the counters of an existing database (approval_serials) without a duplicate', async () => {
    await withEmptySchema(async (db) => {
      const moved = new Set([
        '0008-number-sequences',
        '0009-schedule-ticks',
        'approval-0004-serials-numbering',
      ]);
      await migrate(
        db,
        allMigrations.filter((migration) => !moved.has(migration.id)),
      );
      await db.exec(`
        insert into organizations (unique_id, name, created_at) values ('o1', '甲', now()), ('o2', '乙', now());
        insert into approval_serials (organization_id, day, last)
          select o.id, s.day::date, s.last from (values ('o1', '2026-11-21', 17), ('o1', '2026-11-22', 3), ('o2', '2026-11-22', 9999))
            as s (org, day, last) join organizations o on o.unique_id = s.org;`);
      expect(await migrate(db, allMigrations)).toEqual(
        allMigrations.map((migration) => migration.id).filter((id) => moved.has(id)),
      );
      expect(await db.query(`select to_regclass('approval_serials') is null as dropped`)).toEqual([
        { dropped: true },
      ]);
      const ids = Object.fromEntries(
        (await db.query<{ unique_id: string; id: number }>('select unique_id, id from organizations')).map(
          (row) => [row.unique_id, row.id],
        ),
      );
      // 09:00 UTC on 22 November is 17:00 in Shanghai.
      const now = at('2026-11-22T09:00:00Z');
      const next = (organizationId: number) => db.transaction((tx) => nextSerialNo(tx, organizationId, now));
      expect(await next(ids.o1!)).toBe('202611220004');
      expect(await next(ids.o2!)).toBe('2026112210000');
      expect(
        await db.query(
          `select period, last::int as last from number_sequences where rule_key = $1 and organization_id = $2 order by period`,
          [approvalSerialRule.key, ids.o1],
        ),
      ).toEqual([
        { period: '2026-11-21', last: 17 },
        { period: '2026-11-22', last: 4 },
      ]);
    });
  }, 60_000);
});
