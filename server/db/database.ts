/**
 * One small query interface over both engines: embedded PostgreSQL (PGlite) and a PostgreSQL server
 * (node-postgres). Every query is parameterised; SQL is written to run on PostgreSQL 15 and 18 alike.
 */
export interface Queryable {
  query<Row extends object>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function queryOne<Row extends object>(
  db: Queryable,
  text: string,
  params?: readonly unknown[],
): Promise<Row | undefined> {
  const rows = await db.query<Row>(text, params);
  return rows[0];
}
