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
  if (tables.length === 0) return {};
  // One statement for every table: a query per table was most of the bad-input suite's database time.
  const each = tables.map(({ name }, index) => {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    return `select ${index} as position, count(*)::int as rows,
      md5(string_agg(t::text, ',' order by t::text)) as digest from ${quoted} t`;
  });
  const rows = await db.query<{ position: number; rows: number; digest: string | null }>(
    `${each.join('\nunion all\n')}\norder by position`,
  );
  const fingerprints: TableFingerprints = {};
  for (const row of rows) {
    fingerprints[tables[row.position]!.name] = { rows: row.rows, digest: row.digest ?? '' };
  }
  return fingerprints;
}
