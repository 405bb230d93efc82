import type { TestServer } from './test-server';

/** How many times the session table was looked up while `work` ran (the session's resolving query). */
export async function sessionLookupsDuring(server: TestServer, work: () => Promise<void>): Promise<number> {
  const db = server.db as { query: typeof server.db.query };
  const query = db.query;
  let lookups = 0;
  db.query = ((sql: string, ...rest: unknown[]) => {
    if (/from sessions s\b/.test(sql)) lookups += 1;
    return (query as (...args: unknown[]) => unknown).call(server.db, sql, ...rest);
  }) as typeof query;
  try {
    await work();
  } finally {
    db.query = query;
  }
  return lookups;
}
