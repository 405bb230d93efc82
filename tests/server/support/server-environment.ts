import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

/**
 * A new PGlite runs initdb in WebAssembly first: about 2 of the 3 seconds a worker waits for its
 * database. That empty cluster depends on PGlite's version alone, so the first worker that needs one
 * keeps a dump of it in the system's temporary folder (written whole, then renamed: workers racing
 * just write it twice) and every later worker, in this run or the next, starts from that dump.
 */
function emptyClusterDump(): string {
  const pglitePackage = join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  return join(tmpdir(), 'atrium-test-pglite', `empty-cluster-${version}.tar`);
}

async function createWorkerDatabase(): Promise<PGlite> {
  const dumpPath = emptyClusterDump();
  let dump: Buffer | undefined;
  try {
    dump = readFileSync(dumpPath);
  } catch {
    // Not kept yet: this worker runs initdb and keeps the result.
  }
  if (dump) return PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]) });
  const pglite = await PGlite.create();
  const fresh = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dirname(dumpPath), { recursive: true });
  const partial = `${dumpPath}.${randomUUID()}.partial`;
  writeFileSync(partial, fresh);
  renameSync(partial, dumpPath);
  return pglite;
}

export default class ServerTestEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const slot: WorkerDatabaseSlot = {
      pglite: () => {
        workerDatabase ??= createWorkerDatabase();
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
