import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The console imports contract modules at run time only when they bring no typebox along (their plain
 * twins: settings-constants.ts, upload-limits.ts, approval-flow-constants.ts, approval-flow-problems.ts);
 * every other contract it reads by `import type`, erased from the bundle.
 */
const root = path.resolve(__dirname, '..', '..');
const contracts = path.join(root, 'manifests', 'contracts');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The modules a file imports for values (not `import type`, not `export type`), as written. */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm;
  for (const match of text.matchAll(statement)) {
    if (match[2]) continue;
    const names = match[3] ?? '';
    const braces = /^\{([\s\S]*)\}$/.exec(names.trim());
    const onlyTypes =
      braces !== null &&
      braces[1]!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!onlyTypes) found.push(match[4]!);
  }
  return found;
}

/** Whether a contract module, or any contract module it imports for values, imports typebox. */
function bringsTypebox(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return valueImports(file).some((source) => {
    if (source === 'typebox' || source.startsWith('typebox/')) return true;
    if (!source.startsWith('.')) return false;
    const next = path.resolve(path.dirname(file), `${source}.ts`);
    return existsSync(next) && bringsTypebox(next, seen);
  });
}

describe('contracts the console imports at run time', () => {
  const uses = ['core', 'plugins'].flatMap((folder) =>
    sources(path.join(root, folder)).flatMap((file) =>
      valueImports(file)
        .filter((source) => source.startsWith('@manifests/contracts/'))
        .map((source) => ({
          file: path.relative(root, file),
          contract: source.slice('@manifests/contracts/'.length),
        })),
    ),
  );

  it('are found (the scan reads the imports it should)', () => {
    expect(uses.map((use) => use.contract)).toEqual(
      expect.arrayContaining(['settings-constants', 'upload-limits']),
    );
  });

  it('bring no typebox along', () => {
    const heavy = uses.filter((use) => bringsTypebox(path.join(contracts, `${use.contract}.ts`)));
    expect(heavy).toEqual([]);
  });

  it('tells a module that does from one that does not', () => {
    expect(bringsTypebox(path.join(contracts, 'approval-flow.ts'))).toBe(true);
    expect(bringsTypebox(path.join(contracts, 'approval-flow-problems.ts'))).toBe(false);
    expect(bringsTypebox(path.join(contracts, 'approval-flow-constants.ts'))).toBe(false);
  });
});
