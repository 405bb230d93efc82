/**
 * One small query interface over both engines: embedded PostgreSQL (PGlite) and a PostgreSQL server
 * (node-postgres). Every query is parameterised; SQL is written to run on PostgreSQL 15 and 18 alike.
 */
export interface Queryable {
  query<Row extends object>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, test resets). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * Runs the statement as a named prepared statement: parsed and planned once per connection, then
   * only bound and executed. For the statements of every request (the session lookup, say), whose
   * planning costs more than their execution; the name must belong to that one SQL text.
   */
  name?: string;
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
  options?: QueryOptions,
): Promise<Row | undefined> {
  const rows = await db.query<Row>(text, params, options);
  return rows[0];
}
