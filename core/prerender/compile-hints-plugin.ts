import { Compilation, type Compiler, type RspackPluginInstance } from '@rspack/core';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, moduleFactoryInsertions } from './compile-hints';
import { FIRST_SCREEN_CHUNKS, LOGIN_CHUNK } from './first-screen-html';

const ENTRY = 'main';

/**
 * The first screen's share of antd's style generators (a split chunk of its own, rspack.config.ts):
 * their module code runs on load, the generators themselves only where antd generates styles at run time.
 */
export const FIRST_SCREEN_ANTD_STYLES = 'first-screen-antd-styles';

/**
 * Marks what a signed-in start runs at once for eager compilation (core/prerender/compile-hints.ts):
 * the entry's scripts and the first screen's antd style generators get their module factories in
 * parentheses; the first screen's own chunks (the layout, the workbench, the areas' navbar and
 * workbench parts, and what only they take from node_modules) get V8's file-wide hint. After the minimizer, so the marks survive it, and before the
 * source maps and the content hashes are made, so both describe the files as served.
 */
export class CompileHintsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { ReplaceSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
        () => {
          const scriptsOf = (names: (name: string) => boolean) =>
            new Set(
              [...compilation.namedChunkGroups]
                .filter(([name]) => names(name))
                .flatMap(([, group]) => group.chunks.flatMap((chunk) => [...chunk.files]))
                .filter((file) => file.endsWith('.js')),
            );
          const entry = scriptsOf((name) => name === ENTRY);
          const login = scriptsOf((name) => name === LOGIN_CHUNK);
          const styles = new Set(
            [...compilation.chunks]
              .filter((chunk) => chunk.name === FIRST_SCREEN_ANTD_STYLES)
              .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
          );
          const firstScreen = [...scriptsOf((name) => FIRST_SCREEN_CHUNKS.test(name))].filter(
            (file) => !entry.has(file) && !login.has(file) && !styles.has(file),
          );
          for (const file of [...entry, ...styles]) {
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
