import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

/**
 * PGlite recognises dates with `instanceof Date`, which fails for a Date made in another realm
 * (a Jest test's sandbox, say); dates therefore travel as ISO strings, which PGlite accepts as they are.
 */
const toParams = (params: readonly unknown[]): unknown[] =>
  params.map((value) =>
    Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value,
  );

/**
 * PGlite runs PostgreSQL in-process; it handles one statement at a time and queues the rest,
 * so a transaction holds the engine until it ends.
 */
export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;

  private constructor(
    private readonly pg: PGlite,
    private readonly ownsEngine = true,
  ) {}

  /**
   * Wraps an engine created elsewhere (the test harness creates them outside Jest's sandbox).
   * A borrowed engine stays open when this wrapper closes; an adopted one closes with it.
   */
  static wrap(pg: PGlite, ownership: 'borrowed' | 'adopted'): PgliteDatabase {
    return new PgliteDatabase(pg, ownership === 'adopted');
  }

  /** `dataDir` persists the database on disk; without it the database lives in memory. */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const pg = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
    return new PgliteDatabase(pg);
  }

  async query<Row extends object>(text: string, params: readonly unknown[] = []): Promise<Row[]> {
    const result = await this.pg.query<Row>(text, toParams(params));
    return result.rows;
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) =>
      work({
        query: async <Row extends object>(text: string, params: readonly unknown[] = []) =>
          (await tx.query<Row>(text, toParams(params))).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async exec(sql: string): Promise<void> {
    await this.pg.exec(sql);
  }

  async close(): Promise<void> {
    if (this.ownsEngine && !this.pg.closed) await this.pg.close();
  }
}
