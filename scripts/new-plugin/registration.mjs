// The one-line registrations of a new area (manifests, plugins, server areas) and its error codes,
// computed in memory first, so that a registry that changed shape refuses before anything is written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodesOf } from './names.mjs';

export class RegistrationError extends Error {}

const specifierOf = (line) => /from '([^']+)';$/.exec(line)?.[1];

/** `text` with `importLine` among its relative imports and `entry` at the end of the list opened by `listStart`. */
function withListEntry(file, text, importLine, listStart, entry) {
  const start = text.indexOf(listStart);
  if (start < 0) throw new RegistrationError(`${file} 中找不到「${listStart}」，无法登记`);
  const end = text.indexOf('];', start);
  const list = text.slice(start + listStart.length, end).replace(/[\s,]*$/, '');
  const listed = `${text.slice(0, start + listStart.length)}${list}, ${entry}\n${text.slice(end)}`;
  const lines = listed.split('\n');
  // Imports sit above the list; biome's organizeImports (run afterwards) settles any finer ordering.
  const header = lines.slice(
    0,
    lines.findIndex((line) => line.includes(listStart)),
  );
  const wanted = specifierOf(importLine);
  let at = header.findIndex((line) => {
    const other = specifierOf(line);
    return line.startsWith('import ') && other?.startsWith('./') && other > wanted;
  });
  if (at < 0) at = header.findLastIndex((line) => specifierOf(line) !== undefined) + 1;
  lines.splice(at, 0, importLine);
  return lines.join('\n');
}

/** `text` with `lines` inserted before the first `close` after `open`. */
function insertedBefore(file, text, open, close, lines) {
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.indexOf(close, start);
  if (end < 0) throw new RegistrationError(`${file} 中找不到「${open}」，无法登记错误码`);
  return `${text.slice(0, end)}${lines.map((line) => `\n${line}`).join('')}${text.slice(end)}`;
}

/**
 * The first block of ten codes from 400500 (the business range past the shipped areas' and below the
 * platform's 4009xx) that neither error-codes.ts nor a contract's constants use.
 */
function freeCodeBlock(texts) {
  const used = new Set(
    texts.flatMap((text) => [...text.matchAll(/\b4\d{5}\b/g)].map((match) => Number(match[0]))),
  );
  for (let base = 400500; base < 400900; base += 10) {
    if (Array.from({ length: 10 }, (_, offset) => base + offset).every((code) => !used.has(code)))
      return base;
  }
  throw new RegistrationError(
    '400500–400899 之间已没有空闲的错误码段，请手动在 server/http/error-codes.ts 中登记',
  );
}

/** File → new text of every registration, and the error codes given (name, number, message). */
export function planRegistrations(root, names, contractTexts) {
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const lists = {
    'manifests/index.ts': [
      `import { ${names.camel}Manifest } from './${names.id}';`,
      'export const areaManifests: readonly AreaManifest[] = [',
      `${names.camel}Manifest`,
    ],
    'plugins/index.ts': [
      `import ${names.camel} from './${names.id}';`,
      'export const plugins: readonly AtriumPlugin[] = [',
      names.camel,
    ],
    'server/areas/index.ts': [
      `import { ${names.camel}ServerArea } from './${names.id}';`,
      'export const serverAreas: readonly ServerArea[] = [',
      `${names.camel}ServerArea`,
    ],
  };
  const texts = {};
  for (const [file, [importLine, listStart, entry]] of Object.entries(lists)) {
    texts[file] = withListEntry(file, read(file), importLine, listStart, entry);
  }

  const errorFile = 'server/http/error-codes.ts';
  let errors = read(errorFile);
  const base = freeCodeBlock([errors, ...contractTexts]);
  const codes = errorCodesOf(names).map((code, offset) => ({ ...code, number: base + offset }));
  errors = insertedBefore(
    errorFile,
    errors,
    'export const ErrorCode = {',
    '\n} as const;',
    codes.map((code) => `  ${code.name}: ${code.number},`),
  );
  errors = insertedBefore(
    errorFile,
    errors,
    'export const defaultMessages: Record<ErrorCode, string> = {',
    '\n};',
    codes.map((code) => `  [ErrorCode.${code.name}]: '${code.message}',`),
  );
  texts[errorFile] = errors;
  return { texts, codes };
}
