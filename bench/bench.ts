/**
 * `npm run bench`: load-tests the two session calls the console makes on every page (user detail and
 * resource tree) against the compiled server, once on the embedded database and once on PostgreSQL,
 * with a static file from the same server as the ceiling. Loopback only; every server, database and
 * temporary folder it makes is removed at the end, also on failure or Ctrl-C. Then the console's own
 * figures, the market with 5 000 more applications, and the messages area with 20 000 more members
 * and messages (inbox-bench.ts), the approval area with 100 000 instances on both engines
 * (approval-bench.ts), and the flow designer in Chromium opening and editing a 200-node flow
 * (designer-bench.ts).
 *
 *   BENCH_PARTS=api,console,market,inbox,approval,designer,park,contract  the parts to run (default: all
 *                                                           of them; park: 150 000 rooms on both engines,
 *                                                           park-bench.ts; contract: contract-bench.ts)
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_WARMUP=2   seconds / connections / seconds
 *   DATABASE_URL or ATRIUM_TEST_DATABASE_URL                PostgreSQL server to use (database atrium_bench
 *                                                           is dropped and created in it); without one, a
 *                                                           throwaway cluster via scripts/with-postgres.sh
 *   BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=.bench'    extra Node arguments for the server under test
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInToOrganization } from './api';
import { type ApprovalEngineResult, benchApprovalEngine, formatApprovalBench } from './approval-bench';
import { Cleanup } from './cleanup';
import { benchRouteGeneration, formatConsoleBench } from './console-bench';
import { benchConsolePages, type ConsoleLoadsResult } from './console-pages';
import { benchContract, type ContractBenchResult, formatContractBench } from './contract-bench';
import { benchDesigner, type DesignerBenchResult, formatDesignerBench } from './designer-bench';
import { benchInbox, formatInboxBench, type InboxBenchResult } from './inbox-bench';
import { benchTargets, problemsOf, runLoad, STATIC_TARGET_NAME, sampleTarget, type Target } from './load';
import { benchMarket, formatMarketBench, type MarketBenchResult } from './market-bench';
import { benchParkEngine, formatParkBench, type ParkEngineResult, parkEngines } from './park-bench';
import {
  BENCH_DATABASE,
  createBenchDatabase,
  markStarted,
  planPostgres,
  runUnderThrowawayPostgres,
} from './postgres';
import {
  type BenchReport,
  busyMachineWarning,
  cpuBusy,
  type EngineReport,
  formatEngine,
  formatGoal,
  GOAL,
  machineInfo,
  type TargetResult,
  writeReport,
} from './report';
import { startServer } from './server-process';
import { type BenchSettings, loadSettings, repositoryRoot } from './settings';

const STARTUP_BUDGET_SECONDS = 180;
/** Two server starts, the rows added in between and the measurements (about a minute on 2 cores). */
const INBOX_BUDGET_SECONDS = 2 * STARTUP_BUDGET_SECONDS + 300;
/** A server start, then 14 reloads and 14 adds with their autosaves (about two minutes on 2 cores). */
const DESIGNER_BUDGET_SECONDS = STARTUP_BUDGET_SECONDS + 420;
const KNOWN_PARTS = ['api', 'console', 'market', 'inbox', 'approval', 'designer', 'park', 'contract'];
const DEFAULT_PARTS = 'api,console,market,inbox,approval,designer,park,contract';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the parts leave running or on disk (servers, databases, folders): removed on exit or abort. */
const cleanup = new Cleanup();

function abort(why: string, status: number): void {
  console.error(`\n${why}: stopping servers and removing temporary files…`);
  void cleanup.runAll().finally(() => process.exit(status));
}

let handlingSignals = false;

/** From here on, Ctrl-C or a SIGTERM runs every cleanup step before exiting. */
function handleSignals(): void {
  if (handlingSignals) return;
  handlingSignals = true;
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
}

function ensureConsoleBuilt(root: string): void {
  // dist/login.html, the prerendered sign-in page, is written by the prerender build after the console's.
  const missing = ['index.html', 'login.html'].find((file) => !existsSync(path.join(root, 'dist', file)));
  if (missing) {
    console.log(`dist/${missing} is missing: building the console…`);
    const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
    const names = ['--config-name', 'console', '--config-name', 'prerender'];
    const build = spawnSync(rspack, ['build', ...names, '--mode', 'production'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the console build failed');
  }
  if (!existsSync(path.join(root, 'dist', 'favicon.svg'))) {
    throw new Error('dist/favicon.svg is missing, so there is no static file to measure');
  }
}

async function measureTarget(baseUrl: string, target: Target, settings: BenchSettings) {
  const { bytes } = await sampleTarget(baseUrl, target);
  // The server is idle now: whatever keeps the CPUs busy is someone else's and will skew this target.
  const busyBefore = await cpuBusy(500);
  process.stdout.write(`  ${target.name}: warm-up ${settings.warmupSeconds} s… `);
  const warmup = await runLoad(baseUrl, target, {
    connections: settings.connections,
    durationSeconds: settings.warmupSeconds,
  });
  process.stdout.write(`measuring ${settings.durationSeconds} s… `);
  const measured = await runLoad(baseUrl, target, {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
  });
  console.log(`${Math.round(measured.requestsPerSecond)} req/s, p99 ${measured.latencyMs.p99} ms`);
  return { bytes, busyBefore, warmup, measured };
}

function withRatios(results: Omit<TargetResult, 'ratioToStatic' | 'meetsGoal'>[]): TargetResult[] {
  const ceiling = results.find((result) => result.target === STATIC_TARGET_NAME)?.measured;
  return results.map((result) => {
    if (result.target === STATIC_TARGET_NAME) return { ...result, ratioToStatic: null, meetsGoal: null };
    const { requestsPerSecond, latencyMs } = result.measured;
    return {
      ...result,
      ratioToStatic:
        ceiling && ceiling.requestsPerSecond > 0 ? requestsPerSecond / ceiling.requestsPerSecond : null,
      meetsGoal: requestsPerSecond >= GOAL.requestsPerSecond && latencyMs.p99 < GOAL.p99Ms,
    };
  });
}

/** Starts a server on a fresh data folder, signs in, and measures every target against it. */
async function benchEngine(
  engine: EngineReport['engine'],
  label: string,
  databaseUrl: string | undefined,
  context: { root: string; settings: BenchSettings },
): Promise<EngineReport> {
  const { root, settings } = context;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-data-'));
  const removeDataDir = cleanup.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const results: Omit<TargetResult, 'ratioToStatic' | 'meetsGoal'>[] = [];
  console.log(`${label}: starting the server…`);
  let stopServer: (() => Promise<void>) | undefined;
  let serverOutput = () => '';
  try {
    const server = await startServer({
      root,
      dataDir,
      databaseUrl,
      nodeArgs: settings.serverNodeArgs,
      cleanup,
    });
    stopServer = () => server.stop();
    serverOutput = server.output;
    const token = await signInToOrganization(server.baseUrl);
    for (const target of benchTargets(token)) {
      const { bytes, busyBefore, warmup, measured } = await measureTarget(server.baseUrl, target, settings);
      results.push({
        target: target.name,
        method: target.method,
        path: target.path,
        sampleBytes: bytes,
        busyBefore,
        warmup,
        measured,
        problems: problemsOf(measured),
      });
    }
    return { engine, label, status: 'ok', targets: withRatios(results) };
  } catch (error) {
    const output = serverOutput().trim();
    if (output) console.error(`server output (tail):\n${output.slice(-4_000)}`);
    return { engine, label, status: 'failed', reason: messageOf(error), targets: withRatios(results) };
  } finally {
    await stopServer?.();
    await removeDataDir();
  }
}

async function benchPostgres(
  adminUrl: string,
  source: string,
  context: { root: string; settings: BenchSettings },
): Promise<EngineReport> {
  let database: Awaited<ReturnType<typeof createBenchDatabase>>;
  try {
    database = await createBenchDatabase(adminUrl);
  } catch (error) {
    const reason = `could not create database ${BENCH_DATABASE} through ${source}: ${messageOf(error)}`;
    return { engine: 'postgres', label: 'PostgreSQL', status: 'failed', reason, targets: [] };
  }
  const dropDatabase = cleanup.add(() => database.drop());
  try {
    const label = `PostgreSQL ${database.serverVersion} (${database.location}, database ${BENCH_DATABASE})`;
    return await benchEngine('postgres', label, database.url, context);
  } finally {
    await dropDatabase();
  }
}

async function main(): Promise<number> {
  markStarted();
  const settings = loadSettings();
  const root = repositoryRoot();
  const parts = new Set(
    (process.env.BENCH_PARTS || DEFAULT_PARTS)
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  const unknown = [...parts].filter((part) => !KNOWN_PARTS.includes(part));
  if (unknown.length > 0) {
    throw new Error(`unknown BENCH_PARTS ${unknown.join(', ')}: choose among ${KNOWN_PARTS.join(', ')}`);
  }
  if (!parts.has('api')) return benchWithoutApi(root, parts, settings);
  let postgres = planPostgres();
  if (postgres.kind === 'throwaway') {
    console.log(
      `No DATABASE_URL: re-running inside scripts/with-postgres.sh (PostgreSQL in ${postgres.binDir}).`,
    );
    const outcome = await runUnderThrowawayPostgres(root);
    if (outcome.started) return outcome.status;
    postgres = { kind: 'skip', reason: outcome.reason };
  }
  if (!existsSync(path.join(root, 'build', 'server', 'main.js'))) {
    throw new Error('build/server/main.js is missing: run `npm run bench`, which builds the server first');
  }
  ensureConsoleBuilt(root);
  if (postgres.kind === 'skip') console.log(`PostgreSQL will be skipped: ${postgres.reason}.`);

  handleSignals();
  const perTarget = settings.warmupSeconds + settings.durationSeconds + 20;
  const budgetSeconds = 2 * (STARTUP_BUDGET_SECONDS + 3 * perTarget + 30);
  const watchdog = setTimeout(
    () => abort(`time budget of ${budgetSeconds} s exceeded`, 1),
    budgetSeconds * 1000,
  );

  const startedAt = new Date().toISOString();
  const busyBeforeRun = await cpuBusy();
  const warning = busyMachineWarning(busyBeforeRun);
  if (warning) console.log(warning);
  const context = { root, settings };
  const engines: EngineReport[] = [];
  try {
    engines.push(await benchEngine('embedded', 'embedded PostgreSQL (PGlite)', undefined, context));
    engines.push(
      postgres.kind === 'server'
        ? await benchPostgres(postgres.adminUrl, postgres.source, context)
        : {
            engine: 'postgres',
            label: 'PostgreSQL',
            status: 'skipped',
            reason: postgres.reason,
            targets: [],
          },
    );
  } finally {
    clearTimeout(watchdog);
    await cleanup.runAll();
  }

  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machineInfo(busyBeforeRun),
    settings,
    goal: GOAL,
    engines,
  };
  const { cpus, cpuModel, node } = report.machine;
  console.log(
    `\nAtrium session benchmark — ${cpus} × ${cpuModel}, Node ${node}, ` +
      `CPUs ${Math.round(busyBeforeRun * 100)}% busy before the run\n${formatGoal()}\n`,
  );
  for (const engine of engines) console.log(formatEngine(engine, settings));
  if (parts.has('console')) report.console = await benchConsole(root);
  if (parts.has('market')) report.market = await benchMarketPart(root);
  if (parts.has('inbox')) report.inbox = await benchInboxPart(root);
  if (parts.has('approval')) report.approval = await benchApprovalPart(root, postgres);
  if (parts.has('designer')) report.designer = await benchDesignerPart(root);
  if (parts.has('park')) report.park = await benchParkPart(root, postgres);
  if (parts.has('contract')) report.contract = benchContractPart();
  console.log(`results: ${path.relative(root, writeReport(root, report))}`);
  const clean = engines.every(
    (engine) => engine.status !== 'failed' && engine.targets.every((target) => target.problems.length === 0),
  );
  return clean ? 0 : 1;
}

/** Route generation and the console's cold page loads against their budgets; printed as it goes. */
async function benchConsole(root: string): Promise<BenchReport['console']> {
  const routeGeneration = benchRouteGeneration();
  let pageLoads: ConsoleLoadsResult | string;
  try {
    pageLoads = await benchConsolePages(root);
  } catch (error) {
    pageLoads = messageOf(error);
  }
  console.log(formatConsoleBench(routeGeneration, pageLoads));
  return { routeGeneration, pageLoads };
}

/** The market with 5 000 more applications; printed as it goes. */
async function benchMarketPart(root: string): Promise<MarketBenchResult | string> {
  let market: MarketBenchResult | string;
  try {
    market = await benchMarket(root);
  } catch (error) {
    market = messageOf(error);
  }
  console.log(formatMarketBench(market));
  return market;
}

/**
 * The messages area with 20 000 more members and messages; printed as it goes. Its server and data
 * folder are cleanup steps, and a watchdog stops it if it hangs.
 */
async function benchInboxPart(root: string): Promise<InboxBenchResult | string> {
  handleSignals();
  console.log('messages area: adding 20 000 members and 20 000 messages, then measuring…');
  const watchdog = setTimeout(
    () => abort(`messages area: time budget of ${INBOX_BUDGET_SECONDS} s exceeded`, 1),
    INBOX_BUDGET_SECONDS * 1000,
  );
  let inbox: InboxBenchResult | string;
  try {
    inbox = await benchInbox(root, cleanup);
  } catch (error) {
    inbox = messageOf(error);
  } finally {
    clearTimeout(watchdog);
    await cleanup.runAll();
  }
  console.log(formatInboxBench(inbox));
  return inbox;
}

/** The parts without the load test (console, market, inbox), with their report written to .bench/. */
async function benchWithoutApi(
  root: string,
  parts: ReadonlySet<string>,
  settings: BenchSettings,
): Promise<number> {
  if (parts.has('console') || parts.has('market') || parts.has('designer') || parts.has('park'))
    ensureConsoleBuilt(root);
  if (
    (parts.has('inbox') || parts.has('approval') || parts.has('designer') || parts.has('park')) &&
    !existsSync(path.join(root, 'build', 'server', 'main.js'))
  ) {
    throw new Error('build/server/main.js is missing: run `npm run bench`, which builds the server first');
  }
  let postgres = planPostgres();
  if (
    (parts.has('approval') || (parts.has('park') && parkEngines().has('postgres'))) &&
    postgres.kind === 'throwaway'
  ) {
    console.log(
      `No DATABASE_URL: re-running inside scripts/with-postgres.sh (PostgreSQL in ${postgres.binDir}).`,
    );
    const outcome = await runUnderThrowawayPostgres(root);
    if (outcome.started) return outcome.status;
    postgres = { kind: 'skip', reason: outcome.reason };
  }
  const startedAt = new Date().toISOString();
  const busyBeforeRun = await cpuBusy();
  const warning = busyMachineWarning(busyBeforeRun);
  if (warning) console.log(warning);
  const consoleResult = parts.has('console') ? await benchConsole(root) : undefined;
  const market = parts.has('market') ? await benchMarketPart(root) : undefined;
  const inbox = parts.has('inbox') ? await benchInboxPart(root) : undefined;
  const approval = parts.has('approval') ? await benchApprovalPart(root, postgres) : undefined;
  const designer = parts.has('designer') ? await benchDesignerPart(root) : undefined;
  const park = parts.has('park') ? await benchParkPart(root, postgres) : undefined;
  const contract = parts.has('contract') ? benchContractPart() : undefined;
  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: machineInfo(busyBeforeRun),
    settings,
    goal: GOAL,
    engines: [],
    ...(consoleResult ? { console: consoleResult } : {}),
    ...(market === undefined ? {} : { market }),
    ...(inbox === undefined ? {} : { inbox }),
    ...(approval === undefined ? {} : { approval }),
    ...(designer === undefined ? {} : { designer }),
    ...(park === undefined ? {} : { park }),
    ...(contract === undefined ? {} : { contract }),
  };
  console.log(`results: ${path.relative(root, writeReport(root, report))}`);
  const failed = [
    consoleResult?.pageLoads,
    market,
    inbox,
    ...(approval ?? []),
    designer,
    ...(park ?? []),
  ].some((result) => typeof result === 'string');
  return failed ? 1 : 0;
}

/** The approval area on the embedded database and, when there is one, on PostgreSQL; printed at the end. */
async function benchApprovalPart(
  root: string,
  postgres: ReturnType<typeof planPostgres>,
): Promise<(ApprovalEngineResult | string)[]> {
  handleSignals();
  const results: (ApprovalEngineResult | string)[] = [];
  console.log('approvals: seeding 100 000 instances on the embedded database…');
  try {
    results.push(await benchApprovalEngine(root, cleanup, 'embedded', 'embedded PostgreSQL (PGlite)'));
  } catch (error) {
    results.push(`embedded: ${messageOf(error)}`);
  }
  if (postgres.kind === 'server') {
    console.log('approvals: seeding 100 000 instances on PostgreSQL…');
    try {
      const database = await createBenchDatabase(postgres.adminUrl);
      const dropDatabase = cleanup.add(() => database.drop());
      try {
        results.push(
          await benchApprovalEngine(
            root,
            cleanup,
            'postgres',
            `PostgreSQL ${database.serverVersion}`,
            database.url,
          ),
        );
      } finally {
        await dropDatabase();
      }
    } catch (error) {
      results.push(`PostgreSQL: ${messageOf(error)}`);
    }
  } else results.push(`PostgreSQL: ${postgres.kind === 'skip' ? postgres.reason : 'not started'}`);
  console.log(formatApprovalBench(results));
  return results;
}

/** The park's 150 000 rooms on the embedded database and, when there is one, on PostgreSQL; printed at the end. */
async function benchParkPart(
  root: string,
  postgres: ReturnType<typeof planPostgres>,
): Promise<(ParkEngineResult | string)[]> {
  handleSignals();
  const results: (ParkEngineResult | string)[] = [];
  const engines = parkEngines();
  if (engines.has('embedded')) {
    console.log('park: adding 150 000 rooms on the embedded database…');
    try {
      results.push(await benchParkEngine(root, cleanup, 'embedded', 'embedded PostgreSQL (PGlite)'));
    } catch (error) {
      results.push(`embedded: ${messageOf(error)}`);
    } finally {
      await cleanup.runAll();
    }
  }
  if (!engines.has('postgres')) return results;
  if (postgres.kind === 'server') {
    console.log('park: adding 150 000 rooms on PostgreSQL…');
    try {
      const database = await createBenchDatabase(postgres.adminUrl);
      const dropDatabase = cleanup.add(() => database.drop());
      try {
        results.push(
          await benchParkEngine(
            root,
            cleanup,
            'postgres',
            `PostgreSQL ${database.serverVersion}`,
            database.url,
          ),
        );
      } finally {
        await dropDatabase();
      }
    } catch (error) {
      results.push(`PostgreSQL: ${messageOf(error)}`);
    }
  } else results.push(`PostgreSQL: ${postgres.kind === 'skip' ? postgres.reason : 'not started'}`);
  console.log(formatParkBench(results));
  return results;
}

/** The contract area's part (so far the rent schedule, in process); printed at once. */
function benchContractPart(): ContractBenchResult {
  const contract = benchContract();
  console.log(formatContractBench(contract));
  return contract;
}

/**
 * The flow designer in Chromium on the embedded database; printed as it goes. Its server, browser and
 * data folder are cleanup steps, and a watchdog stops it if it hangs.
 */
async function benchDesignerPart(root: string): Promise<DesignerBenchResult | string> {
  handleSignals();
  const watchdog = setTimeout(
    () => abort(`designer: time budget of ${DESIGNER_BUDGET_SECONDS} s exceeded`, 1),
    DESIGNER_BUDGET_SECONDS * 1000,
  );
  let designer: DesignerBenchResult | string;
  try {
    designer = await benchDesigner(root, cleanup);
  } catch (error) {
    designer = messageOf(error);
  } finally {
    clearTimeout(watchdog);
    await cleanup.runAll();
  }
  console.log(formatDesignerBench(designer));
  return designer;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
