import { allMigrations } from '../../../server/areas';
import { migrate } from '../../../server/db/migrate';
import { withEmptySchema } from '../support/test-database';

describe('approval-0003-designer on a database with templates', () => {
  it('turns each organisation’s group names into group rows in their templates’ order, keeping every template', async () => {
    await withEmptySchema(async (db) => {
      const before = allMigrations.filter((migration) => migration.id !== 'approval-0003-designer');
      await migrate(db, before);
      await db.exec(`
        insert into organizations (unique_id, name, created_at) values ('o1', '甲', now()), ('o2', '乙', now());
        insert into approval_templates (unique_id, organization_id, name, group_name, sort, created_at, updated_at)
          select t.unique_id, o.id, t.name, t.group_name, t.sort, now(), now()
            from (values ('a', 'o1', '请假', '人事', 1), ('b', 'o1', '报销', '财务', 2), ('c', 'o1', '用印', '行政', 3),
                         ('d', 'o1', '采购', '行政', 4), ('e', 'o2', '请假', '综合', 1))
                   as t (unique_id, org, name, group_name, sort)
            join organizations o on o.unique_id = t.org;`);
      expect(await migrate(db, allMigrations)).toEqual(['approval-0003-designer']);
      const rows = await db.query<{ org: string; template: string; group: string; sort: number }>(
        `select o.unique_id as org, t.name as template, g.name as group, g.sort
           from approval_templates t join approval_template_groups g on g.id = t.group_id
           join organizations o on o.id = t.organization_id and o.id = g.organization_id
          order by t.unique_id`,
      );
      expect(rows).toEqual([
        { org: 'o1', template: '请假', group: '人事', sort: 0 },
        { org: 'o1', template: '报销', group: '财务', sort: 1 },
        { org: 'o1', template: '用印', group: '行政', sort: 2 },
        { org: 'o1', template: '采购', group: '行政', sort: 2 },
        { org: 'o2', template: '请假', group: '综合', sort: 0 },
      ]);
    });
  }, 60_000);
});
