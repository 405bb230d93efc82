#!/usr/bin/env node
/**
 * Rewrites imports of core's internals (`@core/services/notifier`, `@core/plugin/define-plugin`…) in
 * plugins/ and tests/fixtures/ to core's public entry points (`@core`, `@core/plugin`,
 * `@core/components`), merging the imports of one entry point into one declaration.
 *
 * Which internal module belongs to which entry point is read from the entry points themselves
 * (their `export … from './…'` lines), so the codemod follows core/index.ts as it grows. An import of
 * a module no entry point exports is reported and the script exits with 1: export it from an entry
 * point (or stop using it), then run again. Repeatable: already converted files are left as they are.
 *
 *   node scripts/codemods/core-entry-points.mjs            # rewrite
 *   node scripts/codemods/core-entry-points.mjs --check    # list what would change, exit 1 if anything
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY_POINTS = {
  '@core': 'core/index.ts',
  '@core/plugin': 'core/plugin/index.ts',
  '@core/components': 'core/components/index.ts',
  '@core/data': 'core/data/index.ts',
  '@core/crud': 'core/crud/index.ts',
  '@core/drag': 'core/drag/index.ts',
};
const SCANNED = ['plugins', 'tests/fixtures'];
/**
 * The composition root: the entries that start or render the console with the registry import core's
 * host functions (`startConsole`, `renderSignedIn`…), which are not for plugins.
 */
const COMPOSITION_ROOT = `plugins${path.sep}entries${path.sep}`;

/** '@core/services/notifier' → '@core', from the entry points' re-exports. */
function entryPointMap() {
  const map = new Map();
  for (const [entry, file] of Object.entries(ENTRY_POINTS)) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, target] of source.matchAll(/export\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
      const absolute = path.resolve(path.dirname(path.join(root, file)), target);
      const internal = `@core/${path.relative(path.join(root, 'core'), absolute).split(path.sep).join('/')}`;
      map.set(internal, entry);
    }
  }
  return map;
}

function sourceFiles(directory) {
  const absolute = path.join(root, directory);
  let entries;
  try {
    entries = readdirSync(absolute);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const child = path.join(directory, name);
    if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx)$/.test(name) ? [child] : [];
  });
}

/** Marks where a converted import was, until the merged declarations are placed. */
const PLACEHOLDER = '\u0000core-entry-point\u0000';
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@core\/[^']+)';?[ \t]*\n/gm;

/** Rewrites one file's text; returns the new text and the internal paths no entry point exports. */
export function convert(text, map) {
  const byEntry = new Map();
  const unknown = [];
  let first = -1;
  const kept = text.replace(IMPORT, (statement, typeOnly, names, specifier, offset) => {
    const entry = map.get(specifier);
    if (!entry) {
      if (!Object.hasOwn(ENTRY_POINTS, specifier)) unknown.push(specifier);
      return statement;
    }
    if (first < 0) first = offset;
    const specifiers = byEntry.get(entry) ?? [];
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name) continue;
      specifiers.push(typeOnly && !name.startsWith('type ') ? `type ${name}` : name);
    }
    byEntry.set(entry, specifiers);
    return PLACEHOLDER;
  });
  if (byEntry.size === 0) return { text, unknown };
  const declarations = [...byEntry.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([entry, specifiers]) => {
      const unique = [...new Set(specifiers)].sort((a, b) =>
        a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
      );
      const allTypes = unique.every((name) => name.startsWith('type '));
      const list = allTypes ? unique.map((name) => name.slice(5)) : unique;
      return `import ${allTypes ? 'type ' : ''}{ ${list.join(', ')} } from '${entry}';\n`;
    })
    .join('');
  // The merged declarations take the place of the first converted import; the others go.
  let placed = false;
  const result = kept.replaceAll(PLACEHOLDER, () => {
    if (placed) return '';
    placed = true;
    return declarations;
  });
  return { text: result, unknown };
}

function main() {
  const check = process.argv.includes('--check');
  const map = entryPointMap();
  const changed = [];
  const unknown = [];
  for (const file of SCANNED.flatMap(sourceFiles).filter((file) => !file.startsWith(COMPOSITION_ROOT))) {
    const absolute = path.join(root, file);
    const before = readFileSync(absolute, 'utf8');
    const after = convert(before, map);
    for (const specifier of after.unknown) unknown.push(`${file}: ${specifier}`);
    if (after.text !== before) {
      changed.push(file);
      if (!check) writeFileSync(absolute, after.text);
    }
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed.length} file(s)`);
  for (const file of changed) console.log(`  ${file}`);
  if (unknown.length > 0) {
    console.error('imports of core internals that no entry point exports (export them, then run again):');
    for (const line of unknown) console.error(`  ${line}`);
    process.exit(1);
  }
  if (!check) console.log('then: npx biome check --write plugins tests/fixtures');
  if (check && changed.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
