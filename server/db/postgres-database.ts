import pg from 'pg';
import type { Database, Queryable, QueryOptions } from './database';

/** node-postgres prepares a named statement on each pooled connection the first time it runs there. */
const queryConfig = (text: string, params: readonly unknown[], options?: QueryOptions): pg.QueryConfig => ({
  text,
  values: params as unknown[],
  name: options?.name,
});

/** SQLSTATE of a transaction PostgreSQL aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
/** Runs of one transaction at most when deadlocks keep choosing it. */
const DEADLOCK_ATTEMPTS = 3;

/** A PostgreSQL server through a connection pool; every replica of the server shares it. */
export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string, maxConnections = 10): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString, max: maxConnections });
    // Fail fast on a wrong address or password instead of on the first request.
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool);
  }

  async query<Row extends object>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<Row[]> {
    const result = await this.pool.query<Row>(queryConfig(text, params, options));
    return result.rows;
  }

  /**
   * Runs `work` in one transaction. A transaction PostgreSQL chose as a deadlock's victim (40P01) is
   * run again from the start, at most `DEADLOCK_ATTEMPTS` times in all: its changes were all rolled back,
   * and on its next run it meets the winner's committed rows instead (two reservations of one room's
   * overlapping days, inserted at once, can each wait on the other's row under the exclusion constraint;
   * the retried one is then refused as overlapping, as a later request would be).
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.transactionOnce(work);
      } catch (error) {
        if (attempt >= DEADLOCK_ATTEMPTS || (error as { code?: string }).code !== DEADLOCK_DETECTED)
          throw error;
      }
    }
  }

  private async transactionOnce<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({
        query: async <Row extends object>(
          text: string,
          params: readonly unknown[] = [],
          options?: QueryOptions,
        ) => (await client.query<Row>(queryConfig(text, params, options))).rows,
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
