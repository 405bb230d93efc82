import { closeWorkerDatabase } from './server-environment';

/** Worker processes simply exit; in band (one suite), the shared database must be closed here. */
export default async function globalTeardown(): Promise<void> {
  await closeWorkerDatabase();
}
