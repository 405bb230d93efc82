// The Jest transform: @swc/jest, after turning `import { Button, Table } from 'antd'` into one import per
// component (`antd/lib/button`, `antd/lib/table`). antd's CommonJS index requires all 70-odd
// components, and Jest evaluates it again for every test file (half a second each on 2 cores); a file
// now loads only the components it renders. The same modules as the index's, so behaviour is unchanged.
// Names the index does not export as a value (types) stay in an `import … from 'antd'` that swc drops.
const fs = require('node:fs');
const { createTransformer } = require('@swc/jest');

const antdIndex = require.resolve('antd/lib/index.js');
const antdVersion = require('antd/package.json').version;

/** Each value the index exports: the module it comes from and the property it reads there. */
function indexExports() {
  const source = fs.readFileSync(antdIndex, 'utf8');
  const modules = new Map();
  for (const [, variable, path] of source.matchAll(
    /var (_\w+) = _interopRequire\w+\(require\("\.\/([^"]+)"\)\)/g,
  )) {
    modules.set(variable, path);
  }
  const exported = new Map();
  const getter =
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
  for (const [, name, variable, property] of source.matchAll(getter)) {
    const path = modules.get(variable);
    if (path && property === 'default') exported.set(name, `antd/lib/${path}`);
  }
  return exported;
}

let exported;
const antdImport = /import\s*\{([^}]*)\}\s*from\s*'antd';?/g;

/** `import { PlusOutlined } from '@ant-design/icons'`: each icon has a module of its own, as antd imports them. */
const iconsDir = require('node:path').join(require.resolve('@ant-design/icons/package.json'), '../lib/icons');
const iconModule = (name) =>
  /^[A-Z]\w+(Outlined|Filled|TwoTone)$/.test(name) && fs.existsSync(`${iconsDir}/${name}.js`)
    ? `@ant-design/icons/lib/icons/${name}`
    : undefined;
const iconsImport = /import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';?/g;

function splitAntdImports(source) {
  if (source.includes("from '@ant-design/icons'")) {
    source = splitImports(source, iconsImport, '@ant-design/icons', iconModule);
  }
  if (!source.includes("from 'antd'")) return source;
  exported ??= indexExports();
  return splitImports(source, antdImport, 'antd', (name) => exported.get(name));
}

function splitImports(source, pattern, from, moduleOf) {
  return source.replace(pattern, (statement, list) => {
    const rest = [];
    const direct = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const [name, alias] = specifier.split(/\s+as\s+/);
      const path = moduleOf(name);
      if (path && !specifier.startsWith('type ')) direct.push(`import ${alias ?? name} from '${path}';`);
      else rest.push(specifier);
    }
    if (direct.length === 0) return statement;
    // Kept on one line so that line numbers in stack traces stay those of the source.
    const kept = rest.length ? `import { ${rest.join(', ')} } from '${from}';` : '';
    const newlines = statement.split('\n').length - 1;
    return `${direct.join(' ')} ${kept}${'\n'.repeat(newlines)}`;
  });
}

module.exports = {
  createTransformer(options) {
    const swc = createTransformer(options);
    return {
      ...swc,
      process: (source, path, transformOptions) =>
        swc.process(splitAntdImports(source), path, transformOptions),
      processAsync: (source, path, transformOptions) =>
        swc.processAsync(splitAntdImports(source), path, transformOptions),
      getCacheKey: (source, path, transformOptions) =>
        `${swc.getCacheKey(source, path, transformOptions)}:antd-${antdVersion}:split-2`,
    };
  },
};
