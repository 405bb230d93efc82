/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
/** Core's public entry points: everything a plugin may import of core. */
const ENTRY_POINTS = new Set([
  '@core',
  '@core/plugin',
  '@core/components',
  '@core/data',
  '@core/crud',
  '@core/drag',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const child = path.join(directory, name);
    if (statSync(child).isDirectory()) return sourceFiles(child);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [child] : [];
  });
}

/** Every module specifier of a file: static imports and re-exports, dynamic imports, requires. */
function specifiersOf(text: string): string[] {
  const patterns = [
    /\bfrom\s+'([^']+)'/g,
    /\bimport\s+'([^']+)'/g,
    /\bimport\(\s*(?:\/\*[^*]*\*\/\s*)?'([^']+)'\s*\)/g,
    /\brequire\(\s*'([^']+)'\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

/** Why `specifier`, imported by `file` of plugin `plugin`, crosses a boundary; undefined when it does not. */
function violation(file: string, plugin: string, specifier: string): string | undefined {
  if (specifier === '@core' || specifier.startsWith('@core/')) {
    return ENTRY_POINTS.has(specifier) ? undefined : `imports core's internals (${specifier})`;
  }
  if (specifier.startsWith('@plugins/')) {
    const other = specifier.split('/')[1];
    return other === plugin ? undefined : `imports another plugin (${specifier})`;
  }
  if (!specifier.startsWith('.')) return undefined;
  const target = path.relative(root, path.resolve(path.dirname(file), specifier)).split(path.sep);
  if (target[0] === 'core') return `reaches into core/ by a relative path (${specifier})`;
  if (target[0] === 'plugins' && target[1] !== plugin && target.length > 2) {
    return `reaches into another plugin by a relative path (${specifier})`;
  }
  return undefined;
}

/**
 * What the composition root (plugins/entries/: the browser's, the embed's and the prerender bundles'
 * entries) imports of core: the functions that start or render the console with the plugins given.
 */
const HOST_ENTRY_POINTS = new Set([
  '@core/start-console',
  '@core/embed/script-public-path',
  '@core/embed/embedded-console',
  '@core/prerender/prerender-login',
  '@core/prerender/login-page-html',
  '@core/prerender/antd-stylesheet',
  '@core/prerender/render-signed-in',
]);

/** Why an entry's import crosses its boundary: it takes core's host functions and the registry only. */
function entryViolation(specifier: string): string | undefined {
  if (specifier === '@core' || specifier.startsWith('@core/')) {
    return HOST_ENTRY_POINTS.has(specifier) ? undefined : `imports core's internals (${specifier})`;
  }
  if (specifier.startsWith('@plugins/') || (specifier.startsWith('.') && specifier !== '../index')) {
    return `imports a plugin instead of the registry (${specifier})`;
  }
  return undefined;
}

/** The boundary broken anywhere under plugins/: "file: why" lines. */
function violationsUnder(directory: string): string[] {
  return sourceFiles(directory).flatMap((file) => {
    const relative = path.relative(path.join(root, 'plugins'), file).split(path.sep);
    if (relative[0] === 'entries' && relative.length > 1) {
      return specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const why = entryViolation(specifier);
        return why ? [`${path.relative(root, file)}: ${why}`] : [];
      });
    }
    // plugins/index.ts is the registration list: it imports each plugin's index.ts, nothing deeper.
    const plugin = relative.length > 1 ? relative[0]! : '';
    return specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
      if (plugin === '' && /^\.\/[a-z0-9-]+$/.test(specifier)) return [];
      const why = violation(file, plugin, specifier);
      return why ? [`${path.relative(root, file)}: ${why}`] : [];
    });
  });
}

describe('core’s public surface for plugins', () => {
  it('no plugin imports core’s internals, reaches into core/ by a path, or imports another plugin', () => {
    expect(violationsUnder(path.join(root, 'plugins'))).toEqual([]);
  });

  it('names what is wrong when a plugin does', () => {
    const file = path.join(root, 'plugins/notice/views/page.tsx');
    expect(violation(file, 'notice', '@core/services/notifier')).toBe(
      "imports core's internals (@core/services/notifier)",
    );
    expect(violation(file, 'notice', '../../../core/services/notifier')).toBe(
      'reaches into core/ by a relative path (../../../core/services/notifier)',
    );
    expect(violation(file, 'notice', '@plugins/market/stores/favourites-store')).toBe(
      'imports another plugin (@plugins/market/stores/favourites-store)',
    );
    expect(violation(file, 'notice', '../../market/api/market-api')).toBe(
      'reaches into another plugin by a relative path (../../market/api/market-api)',
    );
    for (const allowed of ['@core', '@core/plugin', '@core/components', '../stores/inbox-store', 'antd']) {
      expect(violation(file, 'notice', allowed)).toBeUndefined();
    }
    // The entries: the registry and core's host functions, nothing of a plugin, none of core's internals.
    expect(entryViolation('../index')).toBeUndefined();
    expect(entryViolation('@core/start-console')).toBeUndefined();
    expect(entryViolation('@core/app/console-app')).toBe("imports core's internals (@core/app/console-app)");
    expect(entryViolation('../notice')).toBe('imports a plugin instead of the registry (../notice)');
  });

  it('keeps @core free of antd and of TanStack Query at runtime: plugins’ modules load with the login page', () => {
    const entry = readFileSync(path.join(root, 'core/index.ts'), 'utf8');
    const modules = [...entry.matchAll(/from\s+'(\.\/[^']+)'/g)].map((match) => match[1]!);
    expect(modules.length).toBeGreaterThan(0);
    const withAntd = modules.filter((module) => {
      const base = path.join(root, 'core', module);
      const file = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (file === undefined) return false;
      const text = readFileSync(file, 'utf8');
      // A type-only import of TanStack Query is erased (QueryClientService, invalidation targets).
      return (
        /from\s+'(antd|@ant-design\/icons)[^']*'/.test(text) ||
        /^import\s+(?!type\b)[^;]*from\s+'@tanstack\/react-query'/m.test(text)
      );
    });
    expect(withAntd).toEqual([]);
  });

  it('no plugin loads through useKeyedLoad: plugins read through the data layer (@core/data)', () => {
    const users = sourceFiles(path.join(root, 'plugins')).filter((file) =>
      /\buseKeyedLoad\b/.test(readFileSync(file, 'utf8')),
    );
    expect(users.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('leaves nothing for the entry-point codemod to convert (scripts/codemods/core-entry-points.mjs)', () => {
    const output = execFileSync(process.execPath, ['scripts/codemods/core-entry-points.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(output).toContain('would rewrite 0 file(s)');
  });
});
