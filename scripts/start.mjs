// `npm start`: builds the console and the server when the sources are newer than the build, then
// starts the server, which serves the console and the API on one port (PORT, default 8080).
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

if (!buildIfNeeded()) process.exit(1);
process.chdir(root);
createRequire(import.meta.url)(path.join(root, 'build', 'server', 'main.js'));
