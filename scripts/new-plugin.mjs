// `npm run new-plugin -- <kebab-id> [中文名称]` scaffolds an area as README "Adding an area" and STYLE
// rules 1, 9, 11 and 13 describe it: its manifest and shared contract (manifests/), its server area
// (index.ts, api.ts, routes/, use cases taking the transaction, their SQL in one module, migrations.ts,
// seed.ts; paging and search on the server), its console plugin (module, API and queries, a list on the
// kit's ListPage, a form on FormPage, a record's page on DetailPage) and tests of both sides; then it
// registers the area with one line in manifests/index.ts, plugins/index.ts and server/areas/index.ts,
// and its error codes in server/http/error-codes.ts. What it writes passes `npm run typecheck`,
// `npm run lint` and its own tests as it is (CI checks that on a temporary copy).
//
// The files are templates under scripts/new-plugin/templates/, laid out as the repository is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TITLE, namesOf, resourceCodesOf } from './new-plugin/names.mjs';
import { nameRefusal, takenRefusal } from './new-plugin/refusals.mjs';
import { planRegistrations, RegistrationError } from './new-plugin/registration.mjs';
import { renderArea } from './new-plugin/render.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = '用法：npm run new-plugin -- <名称> [中文名称]';

function fail(message) {
  process.stderr.write(`新建插件失败：${message}\n`);
  process.exit(1);
}

/** Runs biome's formatter and safe fixes (import order) over what was written; a remaining problem fails. */
function format(files) {
  const biome = path.join(root, 'node_modules', '.bin', 'biome');
  if (!existsSync(biome)) {
    process.stdout.write('（未找到 biome：请运行 npm run format 整理格式）\n');
    return;
  }
  const result = spawnSync(biome, ['check', '--write', ...files], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    fail('生成的文件未通过 biome 检查');
  }
}

/** The contracts' plain constants, whose numbers an error code must not reuse. */
function contractTexts() {
  const folder = path.join(root, 'manifests', 'contracts');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));
}

function report(names, files, registrations, codes) {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(`已新建插件 ${names.id}（${names.title}），应用 agentId ${names.agentId}。`);
  out(`资源编码：${resourceCodesOf(names).join('、')}`);
  out(`错误码：${codes.map((code) => `${code.name} ${code.number}`).join('、')}`);
  out();
  out('新建的文件：');
  for (const file of files) out(`  ${file}`);
  out('登记（各一行）：');
  for (const file of registrations) out(`  ${file}`);
  out();
  out('下一步：');
  out(`  1. 运行测试：npx jest tests/plugins/${names.id} tests/server/${names.id}`);
  out('  2. 运行 npm run typecheck 与 npm run lint');
  out(
    `  3. 按业务修改清单 manifests/${names.id}.ts（名称、分类、菜单、按钮权限编码）与契约 manifests/contracts/${names.id}.ts`,
  );
  out(`  4. 新表请追加到 server/areas/${names.id}/migrations.ts（编号递增，已发布的迁移不要修改）`);
  out(
    '  5. 重启 npm start：服务端会执行迁移、把应用加入应用目录并同步资源，管理员立即可见，角色可授权给成员',
  );
}

function main() {
  const [id, title, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (rest.length > 0) fail(`多余的参数：${rest.join(' ')}（${USAGE}）`);
  const badName = nameRefusal(id, title);
  if (badName) fail(badName);
  const names = namesOf(id, title ?? DEFAULT_TITLE);
  let planned;
  try {
    planned = planRegistrations(root, names, contractTexts());
  } catch (error) {
    if (error instanceof RegistrationError) fail(error.message);
    throw error;
  }
  // The templates know the error codes' numbers too (the console's fakes refuse as the server does).
  const area = renderArea({
    ...names,
    ...Object.fromEntries(planned.codes.map((code) => [code.key, String(code.number)])),
  });
  const taken = takenRefusal(root, names, Object.keys(area));
  if (taken) fail(taken);
  for (const [file, text] of Object.entries(area)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text, { flag: 'wx' });
  }
  for (const [file, text] of Object.entries(planned.texts)) writeFileSync(path.join(root, file), text);
  format([...Object.keys(area), ...Object.keys(planned.texts)]);
  report(names, Object.keys(area), Object.keys(planned.texts), planned.codes);
}

main();
