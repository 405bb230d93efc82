// `npm run dev`: the server rebuilt and restarted on change (PORT, default 8080), and the rspack dev
// server with hot reload (DEV_PORT, default 5173) proxying the API to it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
const serverBuild = ['build', '--config-name', 'server', '--mode', 'development'];

const first = spawnSync(rspack, serverBuild, { cwd: root, stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(rspack, [...serverBuild, '--watch'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=build/server', 'build/server/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: path.join(root, 'dist-dev-unused') },
  }),
  spawn(rspack, ['serve', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
