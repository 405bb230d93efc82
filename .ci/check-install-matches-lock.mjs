// After a fallback `npm install --no-save`, proves node_modules holds exactly what package-lock.json
// pins: every locked package at its locked version (optional ones may be absent), nothing extra.
import { readFileSync } from 'node:fs';

const read = (file) => JSON.parse(readFileSync(file, 'utf8')).packages;
const locked = read('package-lock.json');
const installed = read('node_modules/.package-lock.json');
const problems = [];
for (const [key, entry] of Object.entries(locked)) {
  if (key === '') continue;
  const actual = installed[key];
  if (!actual) {
    if (!entry.optional) problems.push(`${key}：未安装`);
  } else if (actual.version !== entry.version) {
    problems.push(`${key}：锁定 ${entry.version}，实际 ${actual.version}`);
  }
}
for (const key of Object.keys(installed)) if (!(key in locked)) problems.push(`${key}：不在锁文件中`);

if (problems.length > 0) {
  process.stderr.write(`node_modules 与 package-lock.json 不一致：\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`node_modules 与 package-lock.json 一致（${Object.keys(installed).length} 个包）。\n`);
