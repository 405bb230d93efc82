import type { Queryable } from '../../../server/db/database';

export type TableFingerprints = Record<string, { rows: number; digest: string }>;

/**
 * The row count and an md5 of the sorted rows of every table in the current schema: two equal
 * fingerprints mean no row was added, removed or changed in between. Written for PostgreSQL 15 and 18.
 */
export async function fingerprintTables(db: Queryable): Promise<TableFingerprints> {
  const tables = await db.query<{ name: string }>(
    `select table_name::text as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`,
  );
  const fingerprints: TableFingerprints = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const [row] = await db.query<{ rows: number; digest: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, ',' order by t::text)) as digest from ${quoted} t`,
    );
    fingerprints[name] = { rows: row!.rows, digest: row!.digest ?? '' };
  }
  return fingerprints;
}
