// Builds with rspack when a build's outputs are missing or older than its sources. Two builds:
// - `console` (the default): the console (dist/, with its micro-frontend entry in dist/embed/ and the
//   demo host page in dist/host-demo/) and the server (build/server/), as `npm run build` does. Used
//   by `npm start` and the browser tests' global setup.
// - `e2e-fixture`: the browser tests' fixture console and server (build/e2e-fixture/, from
//   tests/e2e/fixture-app/rspack.config.ts), built only for the specs that open a fixture area.
// Run directly, `node scripts/build-if-needed.mjs [console|e2e-fixture]` does the same and exits
// non-zero when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['core', 'plugins', 'manifests', 'server', 'rspack.config.ts', 'package-lock.json'];

/** What each build reads, writes and runs; `stamp` records when it last started. */
const builds = {
  console: {
    what: '管理端与服务端',
    stamp: 'build/.built-at',
    sources: [...sources, 'bench'],
    // The console, embed, host demo, the page the server draws into, the server and the render bundle.
    outputs: [
      'dist/index.html',
      'dist/embed/atrium-console.js',
      'dist/host-demo/index.html',
      'dist/signed-in.html',
      'build/server/main.js',
      'build/prerender/render-signed-in.js',
    ],
    args: ['build', '--mode', 'production'],
  },
  'e2e-fixture': {
    what: '端到端测试的夹具区域（控制台与服务端）',
    stamp: 'build/e2e-fixture/.built-at',
    sources: [...sources, 'tests/fixtures', 'tests/e2e/fixture-app'],
    outputs: ['build/e2e-fixture/dist/index.html', 'build/e2e-fixture/server/main.js'],
    args: ['build', '--config', 'tests/e2e/fixture-app/rspack.config.ts'],
  },
};

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/** True when the build's outputs exist and none of its sources changed since it last ran. */
export function isBuildFresh(name = 'console') {
  const build = builds[name];
  const stamp = path.join(root, build.stamp);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return (
    builtAt > 0 &&
    build.outputs.every((output) => existsSync(path.join(root, output))) &&
    build.sources.every((source) => newestMtime(path.join(root, source)) <= builtAt)
  );
}

const LOCK_STALE_MS = 10 * 60_000;
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Holds the build's lock (a directory: its creation is atomic) while `run` runs. Two processes needing
 * one build at once (two end-to-end workers starting the fixture's server) would otherwise both run it,
 * and one's rspack clears the output the other is about to start; the second waits, then finds it fresh.
 */
function withBuildLock(name, run) {
  const lock = path.join(root, 'build', `.lock-${name}`);
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a process that died mid-build is taken over.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > LOCK_STALE_MS)
        rmSync(lock, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs the build when needed (one process at a time); returns false when it failed. */
export function buildIfNeeded(name = 'console') {
  const build = builds[name];
  if (!build) throw new Error(`未知的构建：${name}（可选：${Object.keys(builds).join('、')}）`);
  if (isBuildFresh(name)) return true;
  return withBuildLock(name, () => isBuildFresh(name) || runBuild(build));
}

function runBuild(build) {
  process.stdout.write(`正在构建${build.what}…\n`);
  // The stamp carries the time the build started, so a source saved during the build is rebuilt next time.
  const startedAt = new Date();
  const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
  const result = spawnSync(rspack, build.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('构建失败，请查看上面的错误信息。\n');
    return false;
  }
  const stamp = path.join(root, build.stamp);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildIfNeeded(process.argv[2]) ? 0 : 1);
}
