// Builds the console (dist/, with its micro-frontend entry in dist/embed/ and the demo host page in
// dist/host-demo/) and the server (build/server/) with rspack when either is missing or
// older than its sources. Used by `npm start` and the browser tests' global setup; run directly,
// `node scripts/build-if-needed.mjs` does the same and exits non-zero when the build fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'build', '.built-at');
const sources = ['core', 'plugins', 'manifests', 'server', 'bench', 'rspack.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    stat.mtimeMs,
  );
}

/**
 * True when dist/ (console, embed, host demo, the page the server draws into), build/server/ and the
 * console's render bundle exist and no source changed since the last build.
 */
export function isBuildFresh() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return (
    builtAt > 0 &&
    existsSync(path.join(root, 'dist', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'embed', 'atrium-console.js')) &&
    existsSync(path.join(root, 'dist', 'host-demo', 'index.html')) &&
    existsSync(path.join(root, 'dist', 'signed-in.html')) &&
    existsSync(path.join(root, 'build', 'server', 'main.js')) &&
    existsSync(path.join(root, 'build', 'prerender', 'render-signed-in.js')) &&
    sources.every((source) => newestMtime(path.join(root, source)) <= builtAt)
  );
}

/** Runs the production build when needed; returns false when the build failed. */
export function buildIfNeeded() {
  if (isBuildFresh()) return true;
  process.stdout.write('正在构建管理端与服务端…\n');
  // The stamp carries the time the build started, so a source saved during the build is rebuilt next time.
  const startedAt = new Date();
  const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
  const result = spawnSync(rspack, ['build', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('构建失败，请查看上面的错误信息。\n');
    return false;
  }
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildIfNeeded() ? 0 : 1);
}
