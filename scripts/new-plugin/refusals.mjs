// Why an area id cannot be used: checked before anything is written.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodesOf, ID_MAX, KEBAB, resourceCodesOf, tableOf } from './names.mjs';

/** Folders of the repository an area id would shadow or be confused with (`plugins/entries/` is the console's composition root). */
const RESERVED = new Map([
  ['entries', 'plugins/entries/ 是控制台的组合根'],
  ['contracts', 'manifests/contracts/ 存放共享契约'],
  ['index', '各注册表的文件名为 index.ts'],
  ['support', 'tests/ 下的 support/ 存放测试工具'],
]);

/** The folders an area owns as a whole: taken when any of them exists. */
const ownedFolders = (id) => [
  `plugins/${id}`,
  `server/areas/${id}`,
  `tests/plugins/${id}`,
  `tests/server/${id}`,
];

function sourcesUnder(root, folder) {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(root, relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The first claim another manifest already makes on the area's id or one of its resource codes. */
function claimedInManifests(root, names) {
  const codes = resourceCodesOf(names);
  for (const file of readdirSync(path.join(root, 'manifests')).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(root, 'manifests', file), 'utf8');
    if (text.includes(`id: '${names.id}'`)) return `插件名称「${names.id}」已被 manifests/${file} 使用`;
    const code = codes.find((candidate) => text.includes(`'${candidate}'`));
    if (code) return `资源编码 ${code} 已被 manifests/${file} 使用，请换一个插件名称`;
  }
  return undefined;
}

/** The first server name the area would take that is in use: an error code's name, its table. */
function claimedOnServer(root, names) {
  const errorCodes = readFileSync(path.join(root, 'server/http/error-codes.ts'), 'utf8');
  const taken = errorCodesOf(names).find((code) => new RegExp(`\\b${code.name}\\b`).test(errorCodes));
  if (taken) return `错误码 ${taken.name} 已在 server/http/error-codes.ts 中声明，请换一个插件名称`;
  const table = new RegExp(`\\b${tableOf(names)}\\b`);
  const user = sourcesUnder(root, 'server').find((file) =>
    table.test(readFileSync(path.join(root, file), 'utf8')),
  );
  if (user) return `数据表 ${tableOf(names)} 已被 ${user} 使用，请换一个插件名称`;
  return undefined;
}

/** Why `id` (and `title`) cannot name an area, whatever the repository holds; undefined when they can. */
export function nameRefusal(id, title) {
  if (!id) return '请给出插件名称，例如：npm run new-plugin -- visitor-pass 访客通行';
  if (!KEBAB.test(id) || id.length > ID_MAX) {
    return `插件名称「${id}」须为小写字母开头、以连字符分隔的小写字母或数字（kebab-case，最多 ${ID_MAX} 个字符），例如 visitor-pass`;
  }
  if (RESERVED.has(id)) return `插件名称「${id}」是保留名称（${RESERVED.get(id)}），请换一个`;
  if (title !== undefined && !/^[^\s<>'"`\\]{1,20}$/.test(title)) {
    return `中文名称「${title}」须为 1–20 个字符，不含空白、引号与尖括号`;
  }
  return undefined;
}

/**
 * Why the repository has no room for the area: a file it would write (`files`) or a folder it owns
 * exists, another manifest has its id or one of its resource codes, the server has its error codes'
 * names or its table. Undefined when everything is free.
 */
export function takenRefusal(root, names, files) {
  const folders = ownedFolders(names.id).filter((folder) => existsSync(path.join(root, folder)));
  // A file inside a folder already named is not named again.
  const loose = files.filter(
    (file) => !folders.some((folder) => file.startsWith(`${folder}/`)) && existsSync(path.join(root, file)),
  );
  const taken = [...folders, ...loose];
  if (taken.length > 0) return `插件名称「${names.id}」已被占用：${taken.join('、')} 已存在`;
  return claimedInManifests(root, names) ?? claimedOnServer(root, names);
}
