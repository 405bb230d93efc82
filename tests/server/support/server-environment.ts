import { PGlite } from '@electric-sql/pglite';
import NodeEnvironment from 'jest-environment-node';

/**
 * One embedded database per Jest worker. Jest creates a test environment per test file but loads
 * this module once per worker, so the PGlite instance below outlives each file and is handed to the
 * tests (through `globalThis.__atriumWorkerDatabase`), which reset it between tests.
 */
let workerDatabase: Promise<PGlite> | undefined;

export interface WorkerDatabaseSlot {
  pglite(): Promise<PGlite>;
  /** A separate engine persisted in `dataDir`, owned by the caller. */
  pgliteOnDisk(dataDir: string): Promise<PGlite>;
  /** State the harness keeps across the worker's test files (prepared schema, password hash). */
  memo: Map<string, unknown>;
}

const memo = new Map<string, unknown>();

export default class ServerTestEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const slot: WorkerDatabaseSlot = {
      pglite: () => {
        workerDatabase ??= PGlite.create();
        return workerDatabase;
      },
      pgliteOnDisk: (dataDir) => PGlite.create({ dataDir }),
      memo,
    };
    this.global.__atriumWorkerDatabase = slot;
  }
}

/** Closes the worker's database; Jest's global teardown calls it when the tests ran in band. */
export async function closeWorkerDatabase(): Promise<void> {
  const pending = workerDatabase;
  workerDatabase = undefined;
  if (pending) await (await pending).close();
}
