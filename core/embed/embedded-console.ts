import { configure } from 'mobx';
import type { AtriumPlugin } from '../plugin/define-plugin';
import { createMicroFrontend, type MicroFrontend } from './micro-frontend';
import { publicPathOrigin, setPublicPath } from './public-path';

/**
 * The console as a micro-frontend over the given area plugins: the lifecycle functions qiankun and
 * single-spa call. The embed build's entry (plugins/entries/atrium-console.ts, dist/embed/atrium-console.js,
 * UMD global `atriumConsole`) exports them with the registry; see "Embedding in a host shell" in the README.
 */
export function embeddedConsole(plugins: readonly AtriumPlugin[]): MicroFrontend {
  // The console's MobX is its own: a host running MobX too shares no reactions or state with it.
  configure({ isolateGlobalState: true });
  // A host's `publicPath` (mount's props) replaces the folder found as the entry's script ran.
  // Its API is the server its code came from (a host on another origin: EMBED_HOST_ORIGINS there).
  return createMicroFrontend({ plugins, setPublicPath, serverOrigin: publicPathOrigin });
}
