import { Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, moduleFactoryInsertions } from './compile-hints';
import { FIRST_SCREEN_CHUNKS, LOGIN_CHUNK } from './first-screen-html';

const ENTRY = 'main';

/**
 * The split chunk of what the first screen loads but hardly runs (rspack.config.ts): its modules' code
 * runs on load, few of their functions do. Not hinted whole, its module factories in parentheses.
 */
export const FIRST_SCREEN_COLD = 'first-screen-cold';

/**
 * Its modules: antd's style hooks (whose generators the production build leaves out, rspack.config.ts),
 * and the packages of which a cold workbench load ran less than a quarter of the code (Chromium's
 * function coverage of first-screen-vendor, 2026-11-28): the menu, tabs, popup trigger, overflow,
 * portal and resize observer of @rc-component; antd's menu, tabs, skeleton, space, alert and theme
 * folders. (The tab bar's drag-and-drop loads when the member points at it: core/layout/tags-view/
 * use-tab-drag.ts.) Measured again with `node scripts/first-screen-coverage.mjs` (README, Benchmarks).
 */
export const FIRST_SCREEN_COLD_MODULES =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/][^\\/]+[\\/]style|antd[\\/]es[\\/](menu|tabs|skeleton|space|alert|theme)|@rc-component[\\/](menu|tabs|trigger|overflow|portal|resize-observer))[\\/]/;

/**
 * Marks what a signed-in start runs at once for eager compilation (core/prerender/compile-hints.ts):
 * the entry's scripts and what the first screen loads but hardly runs (`FIRST_SCREEN_COLD`) get their
 * module factories in parentheses; the first screen's own chunks (the layout, the workbench, the areas'
 * navbar and workbench parts, and what only they take from node_modules) get V8's file-wide hint. After
 * the minimizer, so the marks survive it, and before the source maps and the content hashes are made,
 * so both describe the files as served.
 */
export class CompileHintsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { ReplaceSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        () => {
          const scripts = (chunks: readonly { files: Iterable<string> }[]) =>
            new Set(chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')));
          const scriptsOf = (names: (name: string) => boolean) =>
            scripts(
              [...compilation.namedChunkGroups]
                .filter(([name]) => names(name))
                .flatMap(([, group]) => group.chunks),
            );
          const entry = scriptsOf((name) => name === ENTRY);
          const login = scriptsOf((name) => name === LOGIN_CHUNK);
          const cold = scripts([...compilation.chunks].filter((chunk) => chunk.name === FIRST_SCREEN_COLD));
          const firstScreen = [...scriptsOf((name) => FIRST_SCREEN_CHUNKS.test(name))].filter(
            (file) => !entry.has(file) && !login.has(file) && !cold.has(file),
          );
          for (const file of [...entry, ...cold]) {
            compilation.updateAsset(file, (source) => {
              const replaced = new ReplaceSource(source);
              for (const { at, text } of moduleFactoryInsertions(source.source().toString())) {
                replaced.insert(at, text);
              }
              return replaced;
            });
          }
          for (const file of firstScreen) {
            compilation.updateAsset(file, (source) => {
              const replaced = new ReplaceSource(source);
              replaced.insert(0, ALL_FUNCTIONS_CALLED_ON_LOAD);
              return replaced;
            });
          }
        },
      );
    });
  }
}
