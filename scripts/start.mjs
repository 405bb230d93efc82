// `npm start`: builds the console and the server when the sources are newer than the build, then
// starts the server, which serves the console and the API on one port (PORT, default 8080).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function buildIfNeeded() {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const fresh =
    builtAt > 0 &&
    existsSync(path.join(root, 'dist', 'index.html')) &&
    existsSync(path.join(root, 'build', 'server', 'main.js')) &&
    sources.every((source) => newestMtime(path.join(root, source)) <= builtAt);
  if (fresh) return;
  process.stdout.write('正在构建管理端与服务端…\n');
  const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
  const result = spawnSync(rspack, ['build', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('构建失败，请查看上面的错误信息。\n');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

buildIfNeeded();
process.chdir(root);
createRequire(import.meta.url)(path.join(root, 'build', 'server', 'main.js'));
