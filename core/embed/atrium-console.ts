// The embed build's entry (dist/embed/atrium-console.js, UMD global `atriumConsole`): the lifecycle
// functions qiankun and single-spa call. See "Embedding in a host shell" in the README.
import './script-public-path';
import 'reflect-metadata/lite';
import { plugins } from '@plugins/index';
import { configure } from 'mobx';
import { createMicroFrontend } from './micro-frontend';
import { setPublicPath } from './public-path';

// The console's MobX is its own: a host running MobX too shares no reactions or state with it.
configure({ isolateGlobalState: true });

// A host's `publicPath` (mount's props) replaces the folder found as this script ran.
export const { bootstrap, mount, unmount } = createMicroFrontend({ plugins, setPublicPath });
