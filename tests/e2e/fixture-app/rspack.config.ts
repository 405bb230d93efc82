import path from 'node:path';
import { type Configuration, HtmlRspackPlugin } from '@rspack/core';
import { consoleConfig, rcStylesWithNonce, serverConfig, tooltipsOnDemand } from '../../../rspack.config';

const root = path.resolve(__dirname, '..', '..', '..');
/** Where the fixture's console and server go: beside build/server/, never in dist/. */
export const FIXTURE_BUILD = path.join(root, 'build', 'e2e-fixture');

/**
 * The fixture console: the production console's modules and rules from another entry
 * (./console-main.tsx), without what only delivery needs — no minifying, no source maps, no
 * prerendered sign-in page, first-screen hints or precompressed twins. antd then generates its styles
 * at run time, as under the dev server. A build of its own, so the production chunks stay as they are.
 */
function fixtureConsoleConfig(): Configuration {
  // Its pages link no prebuilt antd styles: antd keeps its style generators.
  const base = consoleConfig('production', false, false);
  return {
    ...base,
    name: 'fixture-console',
    entry: { main: './tests/e2e/fixture-app/console-main.tsx' },
    output: { ...base.output, path: path.join(FIXTURE_BUILD, 'dist') },
    devtool: false,
    plugins: [
      new HtmlRspackPlugin({ template: './core/index.html', favicon: './core/assets/favicon.svg' }),
      rcStylesWithNonce(),
      tooltipsOnDemand(),
    ],
    optimization: { minimize: false },
    performance: false,
  };
}

/** The fixture server: the production server's build from ./server-main.ts. */
function fixtureServerConfig(): Configuration {
  const base = serverConfig('production');
  return {
    ...base,
    name: 'fixture-server',
    entry: { main: './tests/e2e/fixture-app/server-main.ts' },
    output: { ...base.output, path: path.join(FIXTURE_BUILD, 'server') },
    devtool: false,
  };
}

export default () => [fixtureConsoleConfig(), fixtureServerConfig()];
