import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The boundaries of STYLE rules 1 and 9, checked on the source: code outside a server area imports
 * nothing of it but its `api.ts`; the platform (server/ outside server/areas/) reaches the areas only
 * through the registry, from the composition roots; the console's core imports no plugin but the
 * plugin registry at its entry points; plugins never import each other.
 */

const root = path.resolve(__dirname, '../../..');
const aliases: Record<string, string> = {
  '@core/': 'core/',
  '@plugins/': 'plugins/',
  '@manifests/': 'manifests/',
  '@server/': 'server/',
  '@tests/': 'tests/',
};

function sourceFiles(dir: string): string[] {
  const absolute = path.join(root, dir);
  return readdirSync(absolute).flatMap((name) => {
    const child = path.join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path.join(root, child)).isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mjs|cjs)$/.test(name) ? [child] : [];
  });
}

const importPattern =
  /(?:^|[^.\w])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,]*?\bfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The repository paths (without extension) a file imports, aliases resolved; packages left out. */
function importsOf(file: string, source = readFileSync(path.join(root, file), 'utf8')): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2]!;
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    let target: string;
    if (alias) target = aliases[alias] + specifier.slice(alias.length);
    else if (specifier.startsWith('.')) target = path.join(path.dirname(file), specifier);
    else continue;
    found.push(
      path
        .normalize(target)
        .replace(/\.(ts|tsx|js|mjs)$/, '')
        .split(path.sep)
        .join('/'),
    );
  }
  return found;
}

/** `server/areas/<id>/<rest>` → [id, rest]; undefined outside an area (the registry included). */
function areaOf(target: string): [string, string] | undefined {
  const match = /^server\/areas\/([^/]+)(?:\/(.+))?$/.exec(target);
  if (!match || match[1] === 'index') return undefined;
  return [match[1]!, match[2] ?? 'index'];
}

/** The area a file may reach into: its own (server/areas/<id>/), or the one its tests mirror. */
function homeAreaOf(file: string): string | undefined {
  return /^server\/areas\/([^/]+)\//.exec(file)?.[1] ?? /^tests\/server\/([^/]+)\//.exec(file)?.[1];
}

/** Files that compose the areas into the running server: the only platform files importing the registry. */
const compositionRoots = new Set(['server/app.ts', 'server/main.ts']);

/** Console entry points that hand the plugin registry to core. */
const consoleEntryPoints = new Set([
  'core/main.tsx',
  'core/embed/atrium-console.ts',
  'core/prerender/prerender-login.tsx',
  'core/prerender/render-signed-in.tsx',
]);

function areaViolations(file: string, imports: readonly string[]): string[] {
  const problems: string[] = [];
  for (const target of imports) {
    const area = areaOf(target);
    const isRegistry = target === 'server/areas/index' || target === 'server/areas';
    if (file.startsWith('server/') && !file.startsWith('server/areas/')) {
      if (area || (isRegistry && !compositionRoots.has(file))) {
        problems.push(
          `${file} → ${target}：平台代码只能在 app.ts / main.ts 中通过 server/areas/index.ts 使用区域`,
        );
      }
      continue;
    }
    if (!area) continue;
    const [id, rest] = area;
    const allowed =
      homeAreaOf(file) === id ||
      rest === 'api' ||
      // The registry lists each area's definition.
      (file === 'server/areas/index.ts' && rest === 'index');
    if (!allowed) problems.push(`${file} → ${target}：区域 ${id} 之外只能导入 server/areas/${id}/api.ts`);
  }
  return problems;
}

function consoleViolations(file: string, imports: readonly string[]): string[] {
  const problems: string[] = [];
  const ownPlugin = /^plugins\/([^/]+)\//.exec(file)?.[1];
  for (const target of imports) {
    const named = /^plugins\/([^/]+)/.exec(target)?.[1];
    const plugin = named === 'index' ? undefined : named;
    const isRegistry = target === 'plugins/index' || target === 'plugins';
    if (file.startsWith('core/')) {
      if (plugin || (isRegistry && !consoleEntryPoints.has(file))) {
        problems.push(`${file} → ${target}：core 不导入任何插件`);
      }
    } else if (ownPlugin && plugin && plugin !== ownPlugin) {
      problems.push(`${file} → ${target}：插件之间不互相导入`);
    }
  }
  return problems;
}

// This file's own examples below are strings, not imports.
const allFiles = ['server', 'tests', 'bench', 'scripts', 'core', 'plugins', 'manifests']
  .flatMap(sourceFiles)
  .filter((file) => file !== 'tests/server/areas/boundaries.test.ts');

describe('import boundaries', () => {
  it('imports nothing of a server area from outside it but its api.ts, and the platform only the registry', () => {
    const problems = allFiles.flatMap((file) => areaViolations(file, importsOf(file)));
    expect(problems).toEqual([]);
  });

  it('keeps core free of plugins (but the registry at its entry points) and plugins apart', () => {
    const problems = allFiles
      .filter((file) => file.startsWith('core/') || file.startsWith('plugins/'))
      .flatMap((file) => consoleViolations(file, importsOf(file)));
    expect(problems).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const imports = (file: string, line: string) => importsOf(file, line);
    // Another area's internals, from an area and from the platform.
    expect(
      areaViolations(
        'server/areas/notice/x.ts',
        imports('server/areas/notice/x.ts', "import { a } from '../settings/staff/staff';"),
      ),
    ).toHaveLength(1);
    expect(
      areaViolations(
        'server/areas/notice/x.ts',
        imports('server/areas/notice/x.ts', "import { a } from '../settings/api';"),
      ),
    ).toEqual([]);
    expect(
      areaViolations(
        'server/domain/x.ts',
        imports('server/domain/x.ts', "import { a } from '../areas/settings/api';"),
      ),
    ).toHaveLength(1);
    expect(
      areaViolations('server/db/x.ts', imports('server/db/x.ts', "import { a } from '../areas';")),
    ).toHaveLength(1);
    expect(areaViolations('server/app.ts', imports('server/app.ts', "import { a } from './areas';"))).toEqual(
      [],
    );
    // Tests reach into the area they test, not another.
    expect(
      areaViolations(
        'tests/server/notice/a.test.ts',
        imports(
          'tests/server/notice/a.test.ts',
          "import type { B } from '../../../server/areas/notice/messages/inbox';",
        ),
      ),
    ).toEqual([]);
    expect(
      areaViolations(
        'tests/server/market/a.test.ts',
        imports(
          'tests/server/market/a.test.ts',
          "const m = await import('@server/areas/notice/messages/inbox');",
        ),
      ),
    ).toHaveLength(1);
    // The console.
    expect(
      consoleViolations(
        'core/app/x.tsx',
        imports('core/app/x.tsx', "import { p } from '@plugins/settings';"),
      ),
    ).toHaveLength(1);
    expect(
      consoleViolations(
        'core/app/x.tsx',
        imports('core/app/x.tsx', "import { plugins } from '@plugins/index';"),
      ),
    ).toHaveLength(1);
    expect(
      consoleViolations(
        'core/main.tsx',
        imports('core/main.tsx', "import { plugins } from '@plugins/index';"),
      ),
    ).toEqual([]);
    expect(
      consoleViolations(
        'plugins/notice/a.ts',
        imports('plugins/notice/a.ts', "export { x } from '../settings/api/staff-api';"),
      ),
    ).toHaveLength(1);
  });
});
