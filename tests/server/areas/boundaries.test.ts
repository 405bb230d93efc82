import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverAreas } from '../../../server/areas';

/**
 * The boundaries of STYLE rules 1 and 9, checked on the source: code outside a server area imports
 * nothing of it but its `api.ts`, and an area only the `api.ts` of an area it declares in `dependsOn`;
 * the platform (server/ outside server/areas/) reaches the areas only through the registry, from the
 * composition roots; the console's core imports nothing of plugins/ (neither a plugin, nor the registry,
 * nor the entries that compose core with it: plugins/entries/) and no area's manifest; plugins never
 * import each other, the registry or the entries.
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

/** Static imports and re-exports, dynamic imports (a chunk-name comment allowed) and requires. */
const importPattern =
  /(?:^|[^.\w])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,]*?\bfrom\s*)?['"]([^'"]+)['"]|(?:\bimport|\brequire)\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

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

/** Each server area's declared dependencies, from the registry: whose `api.ts` it may import. */
const dependenciesOf = new Map(serverAreas.map((area) => [area.id, new Set(area.dependsOn ?? [])]));

function areaViolations(
  file: string,
  imports: readonly string[],
  dependencies: ReadonlyMap<string, ReadonlySet<string>> = dependenciesOf,
): string[] {
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
    if (!allowed) {
      problems.push(`${file} → ${target}：区域 ${id} 之外只能导入 server/areas/${id}/api.ts`);
      continue;
    }
    // Inside another area: only the api.ts of an area it builds on.
    const importer = /^server\/areas\/([^/]+)\//.exec(file)?.[1];
    if (importer && importer !== id && !dependencies.get(importer)?.has(id)) {
      problems.push(
        `${file} → ${target}：区域 ${importer} 没有在 dependsOn 中声明 ${id}，不能导入它的 api.ts`,
      );
    }
  }
  return problems;
}

/**
 * What core must not know by name: the manifests of areas (a file declaring one with `defineManifest`)
 * and their list (manifests/index.ts). The plugins bring their manifests to core.
 */
const areaManifestFiles = new Set([
  'manifests/index',
  ...readdirSync(path.join(root, 'manifests'))
    .filter((name) => name.endsWith('.ts'))
    .filter((name) => /=\s*defineManifest\(/.test(readFileSync(path.join(root, 'manifests', name), 'utf8')))
    .map((name) => `manifests/${name.replace(/\.ts$/, '')}`),
]);

/** The composition root: the entries that put core and the registry together (plugins/entries/). */
const ENTRIES = 'entries';

function consoleViolations(file: string, imports: readonly string[]): string[] {
  const problems: string[] = [];
  const ownPlugin = /^plugins\/([^/]+)\//.exec(file)?.[1];
  for (const target of imports) {
    const inPlugins = target === 'plugins' || target.startsWith('plugins/');
    const named = /^plugins\/([^/]+)/.exec(target)?.[1];
    const composition = target === 'plugins' || named === 'index' || named === ENTRIES;
    if (file.startsWith('core/')) {
      if (inPlugins) problems.push(`${file} → ${target}：core 不导入 plugins/ 中的任何文件`);
      else if (areaManifestFiles.has(target) || target === 'manifests') {
        problems.push(`${file} → ${target}：core 不导入区域的清单（由插件带来）`);
      }
    } else if (ownPlugin && ownPlugin !== ENTRIES && inPlugins) {
      if (composition) problems.push(`${file} → ${target}：插件不导入插件注册表与入口`);
      else if (named !== ownPlugin) problems.push(`${file} → ${target}：插件之间不互相导入`);
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

  it('keeps core free of plugins/ (the registry and the entries included) and plugins apart', () => {
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
    // No entry point of core is excepted: the composition root is plugins/entries/.
    for (const line of [
      "import { plugins } from '../plugins';",
      "import { startConsole } from '../plugins/entries/main';",
      'const notice = import(/* webpackChunkName: "x" */ \'@plugins/notice/views/inbox\');',
      "const { plugins } = require('../plugins/index');",
      "import { parkManifest } from '@manifests/park';",
      "import { areaManifests } from '../manifests';",
    ]) {
      expect(
        consoleViolations('core/start-console.tsx', imports('core/start-console.tsx', line)),
      ).toHaveLength(1);
    }
    expect(
      consoleViolations(
        'core/plugin/x.ts',
        imports('core/plugin/x.ts', "import { flattenResources } from '@manifests/resource-codes';"),
      ),
    ).toEqual([]);
    expect(
      consoleViolations(
        'plugins/entries/main.tsx',
        imports('plugins/entries/main.tsx', "import { plugins } from '../index';"),
      ),
    ).toEqual([]);
    expect(
      consoleViolations(
        'plugins/notice/a.ts',
        imports('plugins/notice/a.ts', "export { x } from '../settings/api/staff-api';"),
      ),
    ).toHaveLength(1);
    for (const line of ["import { plugins } from '../index';", "import '@plugins/entries/main';"]) {
      expect(consoleViolations('plugins/notice/a.ts', imports('plugins/notice/a.ts', line))).toHaveLength(1);
    }
  });

  it('lets an area import only the api.ts of the areas it depends on (the map: park ← contract ← billing)', () => {
    const imports = (file: string, line: string) => importsOf(file, line);
    const violations = (importer: string, imported: string) =>
      areaViolations(
        `server/areas/${importer}/x.ts`,
        imports(`server/areas/${importer}/x.ts`, `import { a } from '../${imported}/api';`),
      );
    expect(violations('contract', 'park')).toEqual([]);
    expect(violations('billing', 'park')).toEqual([]);
    expect(violations('billing', 'contract')).toEqual([]);
    expect(violations('park', 'contract')).toHaveLength(1);
    expect(violations('park', 'billing')).toHaveLength(1);
    expect(violations('contract', 'billing')).toHaveLength(1);
    expect(violations('park', 'contract')[0]).toContain('区域 park 没有在 dependsOn 中声明 contract');
  });
});
