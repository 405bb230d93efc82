import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import NodeEnvironment from 'jest-environment-node';
import { pgliteExtensions } from '../../../server/db/pglite-extensions';

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
  /** Fastify's Ajv compiler, keeping each request schema's validator across the worker's apps. */
  buildValidator: BuildCompilerFromPool;
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
  // The dump holds the data folder only: each engine brings the extensions' files itself.
  if (dump)
    return PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: pgliteExtensions });
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const fresh = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  mkdirSync(dirname(dumpPath), { recursive: true });
  const partial = `${dumpPath}.${randomUUID()}.partial`;
  writeFileSync(partial, fresh);
  renameSync(partial, dumpPath);
  return pglite;
}

/** A PGlite persisted in `dataDir`; an empty folder starts from the kept empty cluster, as workers do. */
async function createOnDisk(dataDir: string): Promise<PGlite> {
  let dump: Buffer | undefined;
  if (readdirSync(dataDir).length === 0) {
    try {
      dump = readFileSync(emptyClusterDump());
    } catch {
      // Not kept yet: PGlite runs initdb in the folder.
    }
  }
  return PGlite.create({
    dataDir,
    extensions: pgliteExtensions,
    ...(dump ? { loadDataDir: new Blob([new Uint8Array(dump)]) } : {}),
  });
}

/**
 * Each suite builds its app afresh, and Fastify compiles every route's request schema with Ajv: about
 * a sixth of a server suite's time (`node --cpu-prof`). The schemas are the same objects' copies from
 * one file to the next (each file loads the server's modules anew), so the validators compiled here,
 * outside the sandbox, are kept by the schema's JSON and the Ajv options, and reused by later files.
 */
function sharedValidators(): BuildCompilerFromPool {
  const compilers = AjvCompiler();
  const validators = new Map<string, ReturnType<ReturnType<BuildCompilerFromPool>>>();
  return (externalSchemas, options) => {
    const compile = compilers(externalSchemas, options);
    const pool = JSON.stringify([externalSchemas, options]);
    // Fastify hands the compiler its route definition (typed as the bare schema by the package).
    return (route) => {
      const { schema, httpPart } = route as { schema: unknown; httpPart?: string };
      const key = `${pool}${httpPart ?? ''}${JSON.stringify(schema)}`;
      let validator = validators.get(key);
      if (!validator) {
        validator = compile(route);
        validators.set(key, validator);
      }
      return validator;
    };
  };
}
const buildValidator = sharedValidators();

export default class ServerTestEnvironment extends NodeEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    const slot: WorkerDatabaseSlot = {
      pglite: () => {
        workerDatabase ??= createWorkerDatabase();
        return workerDatabase;
      },
      pgliteOnDisk: (dataDir) => createOnDisk(dataDir),
      memo,
      buildValidator,
    };
    this.global.__atriumWorkerDatabase = slot;
  }
}

/**
 * A worker ends once its event loop is empty, but Postgres inside PGlite keeps a timer armed (its
 * `setitimer`, emscripten's `setTimeout` of some 10 s): Jest waited 500 ms for each server worker, then
 * killed it ("A worker process has failed to exit gracefully"). When Jest tells the worker to end (its
 * message `[CHILD_MESSAGE_END]`), the database is closed, which clears that timer. Measured: both server
workers then exit at once instead of after Jest's 500 ms.
 */
const CHILD_MESSAGE_END = 2;
if (process.send) {
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
    // A listener keeps the channel to Jest open: gone, as Jest's own is.
    process.removeListener('message', onMessage);
    void closeWorkerDatabase();
  };
  process.on('message', onMessage);
}

/** Closes the worker's database; Jest's global teardown calls it when the tests ran in band. */
export async function closeWorkerDatabase(): Promise<void> {
  const pending = workerDatabase;
  workerDatabase = undefined;
  if (pending) await (await pending).close();
}
