import type { Queryable } from '../../db/database';

/** What pg-boss calls to reach the database (its `db.executeSql` option). */
export interface JobSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A script of several statements (pg-boss's migrations and its locked maintenance): `;` then more. */
const SEVERAL_STATEMENTS = /;\s*\S/;

/**
 * pg-boss's statements through our query interface, on either engine: with parameters as one
 * statement; without, a script runs as one (its BEGIN … COMMIT inside it) and a single statement
 * answers its rows. On a transaction's `Queryable`, a job sent there commits or rolls back with it.
 */
export function jobSqlOver(db: Queryable): JobSql {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: await db.query<object>(text, values) };
      if (SEVERAL_STATEMENTS.test(text.trim().replace(/;\s*$/, ''))) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query<object>(text) };
    },
  };
}
