import path from 'node:path';
import { type Configuration, HtmlRspackPlugin, type SwcLoaderOptions } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const root = __dirname;
const alias = {
  '@core': path.join(root, 'core'),
  '@plugins': path.join(root, 'plugins'),
  '@manifests': path.join(root, 'manifests'),
};

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

/** The console: core shell + plugins, each plugin a lazy chunk, content-hashed for long caching. */
function consoleConfig(mode: 'development' | 'production', serve: boolean): Configuration {
  const development = mode === 'development';
  return {
    name: 'console',
    mode,
    context: root,
    entry: { main: './core/main.tsx' },
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
            targets: 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15',
          }),
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new HtmlRspackPlugin({ template: './core/index.html', favicon: './core/assets/favicon.svg' }),
      ...(development && serve ? [new ReactRefreshRspackPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
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
          context: ['/v1', '/enterprise', '/app', '/healthz'],
          target: `http://127.0.0.1:${process.env.PORT ?? 8080}`,
        },
      ],
    },
    experiments: { css: true },
  };
}

/** The reference server, compiled for Node (Node 20 cannot run TypeScript); packages stay external. */
function serverConfig(mode: 'development' | 'production'): Configuration {
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

export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const mode =
    argv.mode === 'development' || process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const serve = Boolean(env.RSPACK_SERVE);
  return serve ? consoleConfig('development', true) : [consoleConfig(mode, false), serverConfig(mode)];
};
