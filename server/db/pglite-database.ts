import { PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Database, Queryable, QueryOptions } from './database';
import { pgliteExtensions } from './pglite-extensions';

/**
 * PGlite recognises dates with `instanceof Date`, which fails for a Date made in another realm
 * (a Jest test's sandbox, say); dates therefore travel as ISO strings, which PGlite accepts as they are.
 */
const toParams = (params: readonly unknown[]): unknown[] =>
  params.map((value) =>
    Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value,
  );

/** SQLSTATE of a Parse under a name the engine already holds. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

/**
 * PGlite runs PostgreSQL in-process; it handles one statement at a time and queues the rest,
 * so a transaction holds the engine until it ends.
 */
export class PgliteDatabase implements Database {
  readonly engine = 'pglite' as const;
  /** The named statements this wrapper has prepared (or found prepared), with their parameter types. */
  private readonly statements = new Map<string, { text: string; paramTypes: number[] }>();

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
    const pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: pgliteExtensions });
    return new PgliteDatabase(pg);
  }

  async query<Row extends object>(
    text: string,
    params: readonly unknown[] = [],
    options?: QueryOptions,
  ): Promise<Row[]> {
    if (options?.name) return this.queryPrepared<Row>(options.name, text, params);
    const result = await this.pg.query<Row>(text, toParams(params));
    return result.rows;
  }

  /**
   * PGlite's `query` parses, describes and plans its statement on every call, in six protocol round
   * trips. This prepares the statement once under `name`, then binds and executes it in one. It takes
   * the same locks as `query`, so it never runs inside another caller's transaction.
   */
  private queryPrepared<Row extends object>(name: string, text: string, params: readonly unknown[]) {
    const { pg } = this;
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const paramTypes = await this.prepare(name, text);
        // As PGlite's own `query` turns parameters into text: by the type PostgreSQL expects.
        const values = toParams(params).map((value, index) => {
          if (value === null || value === undefined) return null;
          const serialize = pg.serializers[paramTypes[index] ?? 0];
          return serialize ? serialize(value) : String(value);
        });
        const { messages } = await pg.execProtocol(
          Buffer.concat([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
        );
        return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Row[];
      }),
    );
  }

  /** Parses `text` as the statement `name` on first use; returns the types of its parameters. */
  private async prepare(name: string, text: string): Promise<number[]> {
    const known = this.statements.get(name);
    if (known) {
      if (known.text !== text) throw new Error(`prepared statement "${name}" already has another SQL text`);
      return known.paramTypes;
    }
    const describe = [protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()];
    let answer: Awaited<ReturnType<PGlite['execProtocol']>>;
    try {
      answer = await this.pg.execProtocol(
        Buffer.concat([protocol.serialize.parse({ name, text }), ...describe]),
      );
    } catch (error) {
      // Prepared by an earlier wrapper of the same engine: the test harness shares one between suites.
      if ((error as { code?: unknown }).code !== DUPLICATE_PREPARED_STATEMENT) throw error;
      answer = await this.pg.execProtocol(Buffer.concat(describe));
    }
    const paramTypes = parse.parseDescribeStatementResults(answer.messages);
    this.statements.set(name, { text, paramTypes });
    return paramTypes;
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) =>
      work({
        // Inside a transaction every statement runs unprepared: no hot path needs one there.
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
