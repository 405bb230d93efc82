import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  type Compiler,
  type Configuration,
  HtmlRspackPlugin,
  type Module,
  NormalModuleReplacementPlugin,
  type RspackPluginInstance,
  type SwcLoaderOptions,
} from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { earlyCallsScript } from './core/boot/early-calls';
import { EMBEDDED_ANTD_PREFIX, EMBEDDED_ICON_PREFIX } from './core/embed/antd-prefix';
import {
  antdComponentsOf,
  withAntdStylesheet,
  withDeferredAntdStylesheet,
} from './core/prerender/antd-stylesheet-html';
import {
  CompileHintsPlugin,
  FIRST_SCREEN_COLD,
  FIRST_SCREEN_COLD_MODULES,
} from './core/prerender/compile-hints-plugin';
import {
  FIRST_SCREEN_CHUNKS,
  firstScreenFiles,
  firstScreenHtml,
  hintOf,
  LOGIN_CHUNK,
  WORKBENCH_CHUNKS,
  WORKBENCH_PATHS,
} from './core/prerender/first-screen-html';
import { loginPageHtml } from './core/prerender/login-page-html';
import { drawnViewPageTemplate, signedInPageTemplate } from './core/prerender/signed-in-page-html';
import { defaultRuntimeConfig } from './core/services/runtime-config';
import { StorageKeys } from './core/services/storage-service';
import { areaManifests } from './manifests';
import {
  DRAWN_VIEW_PAGES,
  drawnViewPageFile,
  WORKBENCH_PAGE_FILE,
} from './manifests/contracts/signed-in-render';
import { drawnViews, viewLandings } from './manifests/resource-codes';

const root = __dirname;
const alias = {
  '@core': path.join(root, 'core'),
  '@plugins': path.join(root, 'plugins'),
  '@manifests': path.join(root, 'manifests'),
};

const browserTargets = 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15';

/** swc with legacy decorators and their metadata, as inversify needs. */
const swcLoader = (options: { react: boolean; development: boolean; targets: string }) => ({
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: options.react, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        ...(options.react
          ? {
              react: { runtime: 'automatic', development: options.development, refresh: options.development },
            }
          : {}),
      },
    },
    env: { targets: options.targets },
  } satisfies SwcLoaderOptions,
});

/**
 * @rc-component/util's `<style>` writer, wrapped so that the styles antd's helpers add without a nonce
 * (the dialogs' scroll lock) carry the page's: see core/csp/dynamic-css.ts.
 */
export function rcStylesWithNonce(): RspackPluginInstance {
  return new NormalModuleReplacementPlugin(/^\.\/Dom\/dynamicCSS(\.js)?$/, (resolveData) => {
    if (/[\\/]@rc-component[\\/]util[\\/]es$/.test(resolveData.context ?? ''))
      resolveData.request = path.join(root, 'core', 'csp', 'dynamic-css.ts');
  });
}

/**
 * antd's tooltip (with @rc-component/trigger) only when a page shows one: Segmented and form labels load
 * it for an option or a label that has one (core/antd/deferred-tooltip.tsx), ConfigProvider its shared
 * popup only when `tooltip.unique` is set (core/antd/deferred-unique-provider.tsx). The sign-in page has
 * none, and they were about a sixteenth of its script.
 */
export function tooltipsOnDemand(): RspackPluginInstance {
  return new NormalModuleReplacementPlugin(/^\.\.\/tooltip(\/UniqueProvider)?$/, (resolveData) => {
    const context = resolveData.context ?? '';
    if (resolveData.request === '../tooltip' && /[\\/]antd[\\/]es[\\/](segmented|form)$/.test(context))
      resolveData.request = path.join(root, 'core', 'antd', 'deferred-tooltip.tsx');
    else if (
      resolveData.request === '../tooltip/UniqueProvider' &&
      /[\\/]antd[\\/]es[\\/]config-provider$/.test(context)
    )
      resolveData.request = path.join(root, 'core', 'antd', 'deferred-unique-provider.tsx');
  });
}

/**
 * The antd components (folders of `antd/es`) the sign-in page renders before anything else loads: the
 * entry's and the sign-in page's chunks. login.html generates their styles at run time; the build
 * checks the list (WriteLoginPagePlugin).
 */
const ANTD_SIGNED_OUT_COMPONENTS = ['button', 'flex', 'input', 'segmented', 'space', 'spin', 'steps'];

/**
 * Every other antd component's style hooks without their style generators (a production console
 * build only): every page but the sign-in page links antd's prebuilt styles and renders with
 * `zeroRuntime`, which never calls them, and the sign-in page applies those stylesheets before a chunk
 * with such a component runs (core/app/antd-styles.ts). About a twentieth of a page's script
 * (员工管理 483.9 → 448.3 KiB gzip, the workbench 335.3 → 320.5). The component tokens stay: antd
 * still writes their CSS variables at run time (scripts/antd-prebuilt-style-loader.cjs).
 */
const antdPrebuiltStyles = {
  test: /[\\/]node_modules[\\/]antd[\\/]es[\\/][^\\/]+[\\/]style[\\/].*\.js$/,
  loader: path.join(root, 'scripts', 'antd-prebuilt-style-loader.cjs'),
  options: { keep: ANTD_SIGNED_OUT_COMPONENTS },
};

/**
 * antd's Radio.Group imports one helper (`toNamePathStr`) from its form's `useForm` module, and with it
 * rc-form's form store and scroll-into-view (about 6 KiB gzip), on every list whose search has a radio
 * group: the helper over antd's own `toArray` instead (core/antd/radio-name-path.ts).
 */
export function radioWithoutFormStore(): RspackPluginInstance {
  return new NormalModuleReplacementPlugin(/^\.\.\/form\/hooks\/useForm$/, (resolveData) => {
    if (/[\\/]antd[\\/]es[\\/]radio$/.test(resolveData.context ?? ''))
      resolveData.request = path.join(root, 'core', 'antd', 'radio-name-path.ts');
  });
}

/** The console: core shell + plugins, each plugin a lazy chunk, content-hashed for long caching. */
export function consoleConfig(
  mode: 'development' | 'production',
  serve: boolean,
  /**
   * Whether its pages link antd's prebuilt styles (the production build's do: WriteLoginPagePlugin),
   * so the bundle may leave antd's style generators out (`antdPrebuiltStyles`).
   */
  prebuiltAntdStyles = mode === 'production',
): Configuration {
  const development = mode === 'development';
  return {
    name: 'console',
    mode,
    context: root,
    // The composition root (core and the plugin registry put together) lives beside the registry.
    entry: { main: './plugins/entries/main.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: development ? 'assets/[name].js' : 'assets/[name].[contenthash:12].js',
      chunkFilename: development ? 'assets/[name].js' : 'assets/[name].[contenthash:12].js',
      cssFilename: 'assets/[name].[contenthash:12].css',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: swcLoader({
            react: true,
            development: development && serve,
            targets: browserTargets,
          }),
        },
        // core's entry points only re-export: a plugin's module importing one service from `@core`
        // must not bring every module behind it into the login page's chunk.
        {
          test: /[\\/]core[\\/](plugin[\\/]|components[\\/]|data[\\/]|crud[\\/])?index\.ts$/,
          sideEffects: false,
        },
        rcComponentsWithoutSideEffects,
        ...(prebuiltAntdStyles ? [antdPrebuiltStyles] : []),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlRspackPlugin({ template: './core/index.html', favicon: './core/assets/favicon.svg' }),
      rcStylesWithNonce(),
      tooltipsOnDemand(),
      radioWithoutFormStore(),
      ...(development && serve
        ? [new ReactRefreshRspackPlugin()]
        : [new CompileHintsPlugin(), new FirstScreenPlugin(), new PrecompressPlugin()]),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // What the first screen's chunks (index.html preloads them all) take from node_modules: one
          // file instead of a dozen, so a signed-in start makes fewer requests over HTTP/1.1's six
          // connections. A module any of them uses leaves every other page's chunks too (those pages
          // load this file, already here after a signed-in start, instead of a second copy); the
          // rest of node_modules is split as by default.
          // The sign-in page's chunk is left out: a visitor without a session gets its own vendor files,
          // not the signed-in shell's.
          firstScreenVendor: {
            chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== LOGIN_CHUNK,
            test: /[\\/]node_modules[\\/]/,
            name: (_module, chunks) =>
              chunks.some((chunk) => FIRST_SCREEN_CHUNKS.test(chunk.name ?? ''))
                ? 'first-screen-vendor'
                : undefined,
            priority: 10,
            reuseExistingChunk: true,
          },
          // Of those, what loads with the first screen but hardly runs in it: a file of its own, so that
          // V8's compile-everything hint on the first screen's files (CompileHintsPlugin) leaves it out.
          // antd's style generators never run where the page links antd's prebuilt styles (zeroRuntime,
          // every signed-in start); the rest is what a cold workbench load ran less than a quarter of
          // (`FIRST_SCREEN_COLD_MODULES`). Only the first screen's modules: other pages split as before.
          firstScreenCold: {
            chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== LOGIN_CHUNK,
            test: (module, { chunkGraph }) =>
              FIRST_SCREEN_COLD_MODULES.test(module.nameForCondition() ?? '') &&
              chunkGraph.getModuleChunks(module).some((chunk) => FIRST_SCREEN_CHUNKS.test(chunk.name ?? '')),
            name: FIRST_SCREEN_COLD,
            priority: 15,
            reuseExistingChunk: true,
          },
          // The first screen's own code in two files instead of one per part: the shell's (the layout
          // and what areas put in the navbar, with every signed-in page) and the workbench's (the
          // dashboard and each area's workbench part, with the workbench only), each with its
          // stylesheet. A signed-in start asked for eleven scripts and six stylesheets over HTTP/1.1's
          // six connections; a part's module that any other page uses too stays split as before.
          firstScreenShell: firstScreenPart(
            'layout',
            (name) => FIRST_SCREEN_CHUNKS.test(name) && !WORKBENCH_CHUNKS.test(name),
          ),
          firstScreenWorkbench: firstScreenPart('workbench', (name) => WORKBENCH_CHUNKS.test(name)),
          // The kit's chart engine (ECharts and zrender, `core/crud/chart/chart-engine.ts`) in the one
          // chunk the first chart loads, instead of the chart's own few bytes plus a vendor file.
          chart: {
            test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
            chunks: 'async',
            name: 'chart',
            priority: 30,
            enforce: true,
          },
          // The framework changes rarely: its own long-cached chunk, shared by every page.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|mobx|mobx-react-lite|inversify|@inversifyjs|reflect-metadata)[\\/]/,
            name: 'framework',
            priority: 20,
          },
        },
      },
    },
    // Raw sizes; the budget that matters (gzip JS of the login page) is measured by the bench.
    performance: development
      ? false
      : { hints: 'warning', maxEntrypointSize: 1_100_000, maxAssetSize: 900_000 },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 5173),
      historyApiFallback: true,
      hot: true,
      // The API lives in the server (npm start / PORT, default 8080).
      proxy: [
        {
          context: ['/v1', '/enterprise', '/app', '/healthz', '/files'],
          target: `http://127.0.0.1:${process.env.PORT ?? 8080}`,
        },
      ],
    },
    experiments: { css: true },
  };
}

/**
 * A split-chunks group gathering the console's own modules (not node_modules) of the chunks `part`
 * names into one chunk `name`, taken out of those chunks only (another page's chunk keeps its own copy
 * of a small module it shares with them, as the default splitting left it).
 */
function firstScreenPart(name: string, part: (chunkName: string) => boolean) {
  return {
    chunks: (chunk: { name?: string | null }) => part(chunk.name ?? ''),
    test: (module: Module) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? ''),
    name,
    priority: 5,
    enforce: true,
  };
}

/**
 * antd's own `@rc-component/*` packages do not say they are free of side effects (antd does), so one
 * import from a package's index kept all of it: antd's form context imports `FormProvider` from
 * `@rc-component/form`, and every page with a tooltip or a menu carried the whole form engine and its
 * validator (about 12 KiB gzip). Their ES modules only declare (no module is imported for its effect).
 */
const rcComponentsWithoutSideEffects = {
  test: /[\\/]node_modules[\\/]@rc-component[\\/][^\\/]+[\\/]es[\\/]/,
  sideEffects: false,
};

/**
 * The console as a micro-frontend for a host shell (plugins/entries/atrium-console.ts): one UMD script,
 * dist/embed/atrium-console.js, exposing `atriumConsole.{bootstrap, mount, unmount}`, and a page that
 * loads it, dist/embed/index.html (qiankun's HTML entry). Its lazy chunks load from wherever the script
 * was loaded from, however a host ran it (core/embed/public-path.ts). Stylesheets are not files here:
 * each becomes a module that puts its rules inside the mounted console's element (see the loader).
 */
function embedConfig(mode: 'development' | 'production'): Configuration {
  return {
    name: 'embed',
    // The console's build empties dist/ first.
    dependencies: ['console'],
    mode,
    context: root,
    entry: { 'atrium-console': './plugins/entries/atrium-console.ts' },
    output: {
      path: path.join(root, 'dist', 'embed'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:12].js',
      assetModuleFilename: '[name].[contenthash:12][ext]',
      library: { name: 'atriumConsole', type: 'umd' },
      // Its own chunk-loading global, apart from a host's own webpack or rspack bundles.
      uniqueName: 'atriumConsole',
      clean: true,
    },
    devtool: 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: swcLoader({ react: true, development: false, targets: browserTargets }),
        },
        rcComponentsWithoutSideEffects,
        {
          test: /\.css$/,
          type: 'javascript/auto',
          use: [
            {
              loader: path.join(root, 'scripts', 'embed-style-loader.cjs'),
              options: {
                registry: path.join(root, 'core', 'embed', 'console-styles.ts'),
                antdPrefix: EMBEDDED_ANTD_PREFIX,
                iconPrefix: EMBEDDED_ICON_PREFIX,
              },
            },
          ],
        },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      // qiankun's HTML entry, dist/embed/index.html: one script, by a path relative to the page.
      new HtmlRspackPlugin({
        template: './core/embed/index.html',
        filename: 'index.html',
        inject: 'body',
        scriptLoading: 'blocking',
        publicPath: '',
      }),
      rcStylesWithNonce(),
      new PrecompressPlugin(),
      // @ant-design/icons would write its stylesheet into the host's <head>: see core/embed/icon-render-utils.ts.
      new NormalModuleReplacementPlugin(/^\.\.?\/renderUtils(\.js)?$/, (resolveData) => {
        if (/[\\/]@ant-design[\\/]icons[\\/]/.test(resolveData.context ?? ''))
          resolveData.request = path.join(root, 'core', 'embed', 'icon-render-utils.ts');
      }),
    ],
    // One script for the host to load; everything behind a lazy import stays a chunk of its own.
    optimization: { splitChunks: { chunks: 'async' } },
    performance: false,
  };
}

/**
 * /host-demo: a small host page of its own (core/embed/host-demo/) that signs in through the API and
 * mounts dist/embed/atrium-console.js in a panel beside its own content.
 */
function hostDemoConfig(mode: 'development' | 'production'): Configuration {
  return {
    name: 'host-demo',
    dependencies: ['console'],
    mode,
    context: root,
    entry: { 'host-demo': './core/embed/host-demo/host-demo.ts' },
    output: {
      path: path.join(root, 'dist', 'host-demo'),
      publicPath: '/host-demo/',
      filename: '[name].[contenthash:12].js',
      cssFilename: '[name].[contenthash:12].css',
      clean: true,
    },
    devtool: 'source-map',
    resolve: { extensions: ['.ts', '.js'], alias },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: swcLoader({ react: false, development: false, targets: browserTargets }),
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new HtmlRspackPlugin({
        template: './core/embed/host-demo/index.html',
        favicon: './core/assets/favicon.svg',
      }),
    ],
    experiments: { css: true },
  };
}

/** The reference server, compiled for Node (Node 20 cannot run TypeScript); packages stay external. */
export function serverConfig(mode: 'development' | 'production'): Configuration {
  return {
    name: 'server',
    mode,
    context: root,
    target: 'node20',
    entry: { main: './server/main.ts', bench: './bench/bench.ts' },
    output: { path: path.join(root, 'build', 'server'), filename: '[name].js', clean: true },
    devtool: 'source-map',
    resolve: { extensions: ['.ts', '.js'], alias },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) =>
        callback(
          undefined,
          request && /^[a-z@][^:]*$/i.test(request) && !/^@(core|plugins|manifests)\//.test(request)
            ? request
            : undefined,
        ),
    ],
    externalsPresets: { node: true },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: swcLoader({ react: false, development: false, targets: 'node 20' }),
        },
      ],
    },
    optimization: { minimize: false },
  };
}

/**
 * index.html for a signed-in start: the first screen's chunks hinted with the entry scripts, and the
 * session calls started by the page (core/prerender/first-screen-html.ts, core/boot/early-calls.ts).
 */
/**
 * Writes each emitted script and stylesheet compressed beside it (`.br`, `.gz`) for the server to send
 * as they are (`preCompressed` in server/plugins/console-static.ts) to a browser that accepts them.
 */
class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('PrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path ?? '';
      for (const name of Object.keys(compilation.assets)) {
        if (/\.(js|css|svg)$/.test(name)) writeCompressed(path.join(outputPath, name));
      }
    });
  }
}

/** `file.gz` and `file.br` beside a file of 1 KiB or more. */
function writeCompressed(file: string) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }),
  );
}

/** The sign-in page's chunk files, from the console's build to login.html's. */
const LOGIN_FILES = path.join(root, 'build', 'login-page-files.json');
/** The first screen's files (every page's, the workbench's), from the console's build to dist/signed-in.html. */
const FIRST_SCREEN_FILES = path.join(root, 'build', 'first-screen-files.json');
/** The entry's files, from the console's build to login.html's (`signedOutChunks`). */
const ENTRY_FILES = path.join(root, 'build', 'entry-files.json');
/** The first screen's chunk files and their antd components, from the console's build to the stylesheets. */
const ANTD_FIRST_SCREEN = path.join(root, 'build', 'antd-first-screen.json');

class FirstScreenPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('FirstScreenPlugin', (compilation) => {
      const groups = [...compilation.namedChunkGroups].map(
        ([name, group]) => [name, group.chunks.flatMap((chunk) => [...chunk.files])] as [string, string[]],
      );
      const { shell, workbench, signedOut } = firstScreenFiles(groups);
      if (signedOut.length === 0) throw new Error('no sign-in page chunk to preload');
      const dashboard = groups.find(([name]) => name === 'dashboard')?.[1] ?? [];
      if (!dashboard.some((file) => file.endsWith('.js') && workbench.includes(file)))
        throw new Error('no dashboard chunk to preload');
      // The views the server draws: their chunks' files beyond every page's (`drawnChunk`).
      const drawn = drawnViews(areaManifests).map(({ path: viewPath, chunk }) => {
        const files = groups.find(([name]) => name === chunk)?.[1];
        if (!files?.some((file) => file.endsWith('.js')))
          throw new Error(`no chunk named ${chunk} (the drawnChunk of ${viewPath})`);
        return {
          path: viewPath,
          files: files.filter((file) => /\.(js|css)$/.test(file) && !shell.includes(file)),
        };
      });
      const indexPath = path.join(root, 'dist', 'index.html');
      const index = readFileSync(indexPath, 'utf8');
      const script = earlyCallsScript(StorageKeys.token, defaultRuntimeConfig.requestTimeoutMs, {
        paths: WORKBENCH_PATHS,
        hints: workbench.map((file) => hintOf(file)),
        calls: areaManifests.flatMap((manifest) => manifest.workbenchCalls ?? []),
        // A drawn view's page opened without its render (the server busy, no cookie yet): its chunk with its calls.
        views: viewLandings(areaManifests).map((view) => {
          const files = drawn.find((each) => each.path === view.path)?.files;
          return files ? { ...view, hints: files.map((file) => hintOf(file)) } : view;
        }),
        signedOutHints: signedOut.map((file) => hintOf(file)),
      });
      writeFileSync(indexPath, firstScreenHtml(index, { files: shell, script }));
      // For login.html, written after the prerender bundle (WriteLoginPagePlugin).
      mkdirSync(path.dirname(LOGIN_FILES), { recursive: true });
      writeFileSync(LOGIN_FILES, JSON.stringify(signedOut));
      // The page the server draws also preloads the code that takes it over (core/boot/take-over.ts).
      const takeOver = groups.find(([name]) => name === 'take-over')?.[1] ?? [];
      if (!takeOver.some((file) => file.endsWith('.js'))) throw new Error('no take-over chunk to preload');
      const takeOverScripts = takeOver.filter((file) => file.endsWith('.js'));
      writeFileSync(
        FIRST_SCREEN_FILES,
        JSON.stringify({
          shell,
          workbench: [...workbench, ...takeOverScripts],
          views: drawn.map((view) => ({ path: view.path, files: [...view.files, ...takeOverScripts] })),
        }),
      );
      // For the first screen's antd stylesheet (WriteLoginPagePlugin): the antd components of the
      // entry's and the first screen's chunks, read from their source maps (modules concatenated into
      // one keep their sources there).
      const entry = groups.find(([name]) => name === 'main')?.[1] ?? [];
      // With the take-over's code, which draws nothing of its own: it must not wait for the rest.
      const chunks = [...shell, ...workbench, ...takeOver].filter((file) => file.endsWith('.js'));
      const folders = [
        ...new Set(
          [...entry, ...chunks].filter((file) => file.endsWith('.js')).flatMap(antdComponentsOfFile),
        ),
      ].sort();
      if (!folders.includes('button')) throw new Error('no antd Button among the first screen’s components');
      writeFileSync(ANTD_FIRST_SCREEN, JSON.stringify({ chunks, folders }));
      writeFileSync(ENTRY_FILES, JSON.stringify(entry));
    });
  }
}

/** The antd components whose styles a chunk file's modules use, from its source map. */
function antdComponentsOfFile(file: string): string[] {
  const map = JSON.parse(readFileSync(path.join(root, 'dist', `${file}.map`), 'utf8')) as {
    sources: string[];
  };
  return antdComponentsOf(map.sources);
}

/**
 * The chunk files login.html may run without antd's prebuilt sheets: those whose antd components all
 * keep their style generators (`ANTD_SIGNED_OUT_COMPONENTS`). Fails the build when the entry's or the
 * sign-in page's chunks use another: the sign-in form would paint unstyled.
 */
function signedOutChunks(entry: readonly string[], loginPage: readonly string[]): string[] {
  const scripts = readdirSync(path.join(root, 'dist', 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const outside = (file: string) =>
    antdComponentsOfFile(file).filter((folder) => !ANTD_SIGNED_OUT_COMPONENTS.includes(folder));
  const missing = [
    ...new Set([...entry, ...loginPage].filter((file) => file.endsWith('.js')).flatMap(outside)),
  ];
  if (missing.length > 0)
    throw new Error(
      `the sign-in page renders antd’s ${missing.join(', ')}: add to ANTD_SIGNED_OUT_COMPONENTS`,
    );
  return scripts.filter((file) => outside(file).length === 0);
}

/**
 * After the prerender bundle is emitted, renders /login with it and writes dist/login.html: the
 * console's index.html with the page's markup in #root and antd's styles for it in the head
 * (core/prerender/login-page-html.ts).
 */
class WriteLoginPagePlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('WriteLoginPagePlugin', async () => {
      const bundle = path.join(root, 'build', 'prerender', 'prerender-login.js');
      const load = createRequire(__filename);
      delete load.cache[bundle];
      const { prerenderLogin, antdStylesheets } = load(
        bundle,
      ) as typeof import('./plugins/entries/prerender-login');
      const index = readFileSync(path.join(root, 'dist', 'index.html'), 'utf8');
      const pageFiles = JSON.parse(readFileSync(LOGIN_FILES, 'utf8')) as string[];
      // antd's component styles as files for every other page (index.html), which renders antd with
      // `zeroRuntime`; the sign-in page keeps its inlined styles and generates its own components' at
      // run time, so its form paints without waiting for a stylesheet (core/prerender/antd-stylesheet.tsx).
      const { chunks, folders } = JSON.parse(readFileSync(ANTD_FIRST_SCREEN, 'utf8')) as {
        chunks: string[];
        folders: string[];
      };
      const sheets = antdStylesheets(folders);
      const write = (css: string) => {
        const file = `assets/antd.${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
        writeFileSync(path.join(root, 'dist', file), css);
        writeCompressed(path.join(root, 'dist', file));
        return `/${file}`;
      };
      const links = { first: write(sheets.first), rest: write(sheets.rest), chunks };
      const signedOut = signedOutChunks(JSON.parse(readFileSync(ENTRY_FILES, 'utf8')) as string[], pageFiles);
      const html = loginPageHtml(index, await prerenderLogin(), pageFiles);
      writeFileSync(
        path.join(root, 'dist', 'login.html'),
        withDeferredAntdStylesheet(html, { ...links, chunks: signedOut }),
      );
      const signedInIndex = withAntdStylesheet(index, links);
      writeFileSync(path.join(root, 'dist', 'index.html'), signedInIndex);
      // The page the server renders a signed-in workbench into (plugins/entries/render-signed-in.tsx).
      const files = JSON.parse(readFileSync(FIRST_SCREEN_FILES, 'utf8')) as {
        shell: string[];
        workbench: string[];
        views: { path: string; files: string[] }[];
      };
      writeFileSync(path.join(root, 'dist', WORKBENCH_PAGE_FILE), signedInPageTemplate(signedInIndex, files));
      // The pages the server draws the views into (their manifests' `drawnChunk`).
      rmSync(path.join(root, 'dist', DRAWN_VIEW_PAGES), { recursive: true, force: true });
      for (const view of files.views) {
        const file = path.join(root, 'dist', drawnViewPageFile(view.path));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, drawnViewPageTemplate(signedInIndex, { shell: files.shell, page: view.files }));
      }
    });
  }
}

/**
 * /login prerendered at build time (after the console, whose index.html it fills): the same components,
 * bundled for Node with everything inlined, so antd's ES modules and styles match the browser's.
 */
function prerenderConfig(): Configuration {
  return {
    name: 'prerender',
    dependencies: ['console'],
    mode: 'production',
    context: root,
    target: 'node20',
    entry: {
      'prerender-login': './plugins/entries/prerender-login.tsx',
      // Loaded by the server to draw a signed-in workbench per request (server/plugins/signed-in-render.ts).
      'render-signed-in': './plugins/entries/render-signed-in.tsx',
    },
    output: {
      path: path.join(root, 'build', 'prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: swcLoader({ react: true, development: false, targets: 'node 20' }),
        },
        // The stylesheets are the browser's (dist/); here they only need to resolve.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/inline' },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new WriteLoginPagePlugin()],
  };
}

export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const mode =
    argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const serve = Boolean(env.RSPACK_SERVE);
  return serve
    ? consoleConfig('development', true)
    : [
        consoleConfig(mode, false),
        prerenderConfig(),
        embedConfig(mode),
        hostDemoConfig(mode),
        serverConfig(mode),
      ];
};
