import type { AreaManifest } from '../manifests';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Migration } from './db/migrations/migration';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './db/prepare-database';
import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo-data';
import type { ComposedAreas } from './platform/compose-areas';
import { startJobRunner } from './platform/jobs/job-runner';
import { platformSchedules } from './platform/schedules/platform-schedules';
import { systemClock } from './services/clock';
import { Argon2PasswordHasher } from './services/password-hasher';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * What a server serves: the areas composed, the migrations they apply after the core history, and the
 * manifests their reference data comes from. `server/main.ts` passes the registry's; the browser
 * tests' fixture server (tests/e2e/fixture-app/) the registry's and a fixture area.
 */
export interface ServedAreas {
  areas: ComposedAreas;
  migrations: readonly Migration[];
  manifests: readonly AreaManifest[];
}

/**
 * Runs the server as `npm start` does: configuration from the environment, the database prepared
 * (migrations, job queue, reference data, demo, the organisations' set-ups), the job runner with every
 * schedule, then listening, until SIGTERM or SIGINT closes it gracefully.
 */
export async function startServer(served: ServedAreas): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp({
    config,
    db,
    areas: served.areas,
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });
  const prepared = await prepareDatabase(db, {
    migrations: served.migrations,
    areas: served.areas,
    manifests: served.manifests,
    seedDemoData: config.seedDemoData,
    passwordHasher: new Argon2PasswordHasher(config.passwordHashing),
    now: systemClock.now(),
  });
  app.log.info(
    { engine: db.engine, dataDir: config.databaseUrl ? undefined : config.dataDir, ...prepared },
    'database ready',
  );

  const jobs = await startJobRunner({
    db,
    clock: systemClock,
    extensions: served.areas.extensions,
    jobs: served.areas.jobs,
    schedules: [...platformSchedules(config), ...served.areas.schedules],
    onError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    await jobs.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('127.0.0.1', 'localhost');
  // Plain lines for the person at the terminal, beside the structured log.
  process.stdout.write(
    [
      '',
      `Atrium 管理端已启动：${url}`,
      ...(config.staticDir ? [`嵌入宿主示例：${url}/host-demo`] : []),
      `数据库：${db.engine === 'pglite' ? `嵌入式 PostgreSQL（${config.dataDir}）` : 'PostgreSQL 服务器（DATABASE_URL）'}`,
      `演示账号（密码均为 ${DEMO_PASSWORD}）：`,
      ...demoAccounts.map((account) => `  ${account.telephone}  ${account.nickname}：${account.note}`),
      '',
    ].join('\n'),
  );
}

/** The entry's end: a failed start is said in Chinese and exits non-zero. */
export function exitOnFailedStart(error: unknown): never {
  process.stderr.write(`Atrium 启动失败：${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
}
