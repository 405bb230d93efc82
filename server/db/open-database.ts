import type { Database } from './database';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

export interface DatabaseLocation {
  /** A PostgreSQL server; when set it wins over the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  dataDir?: string | undefined;
}

export function openDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  return databaseUrl ? PostgresDatabase.open(databaseUrl) : PgliteDatabase.open(dataDir);
}
