import { allMigrations, composedAreas } from '../../../server/areas';
import { noticeMigrations } from '../../../server/areas/notice/migrations';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { migrations as coreMigrations } from '../../../server/db/migrations';
import { withEmptySchema } from '../support/test-database';

/** The messages tables' shape: columns and indexes, to compare two databases. */
async function schemaOf(db: Database) {
  const columns = await db.query(
    `select table_name, column_name, data_type, is_nullable from information_schema.columns
      where table_schema = current_schema()
        and table_name in ('message_contents', 'message_content_departments', 'messages')
      order by table_name, ordinal_position`,
  );
  const indexes = await db.query(
    `select indexname, replace(indexdef, current_schema() || '.', '') as indexdef from pg_indexes
      where schemaname = current_schema()
        and tablename in ('message_contents', 'message_content_departments', 'messages') order by indexname`,
  );
  return { columns, indexes };
}

describe('the messages tables, now the notice area’s migration', () => {
  it('leaves a database that applied the released 0006-messages as it was, its messages kept', async () => {
    let fresh: Awaited<ReturnType<typeof schemaOf>> | undefined;
    await withEmptySchema(async (db) => {
      expect(await migrate(db, allMigrations)).toContain('notice-0001-messages');
      fresh = await schemaOf(db);
    });
    await withEmptySchema(async (db) => {
      // The history as released: 0006-messages created the tables (the same SQL, then without `if not exists`).
      const released = coreMigrations.map((migration) =>
        migration.id === '0006-messages'
          ? { id: migration.id, sql: noticeMigrations[0]!.sql.replaceAll(' if not exists', '') }
          : migration,
      );
      await migrate(db, released);
      await db.exec(`
        insert into organizations (unique_id, name, created_at) values ('o', '甲', now());
        insert into message_types (code, name, sort) values ('SYSTEM', '系统通知', 1);
        insert into message_contents (unique_id, organization_id, type_code, source, title, body, plain_text, scope, recipient_count, created_at)
          select 'c', id, 'SYSTEM', 'notice', '通知', '<p>正文</p>', '正文', 'organization', 0, now() from organizations;`);
      // Only the areas' own migrations are new to it (notice-0001-messages among them, a no-op here).
      expect(await migrate(db, allMigrations)).toEqual(
        composedAreas.migrations.map((migration) => migration.id),
      );
      expect(await schemaOf(db)).toEqual(fresh);
      expect(await db.query('select title from message_contents')).toEqual([{ title: '通知' }]);
    });
  }, 60_000);
});
