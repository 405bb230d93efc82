// The embed build's entry (dist/embed/atrium-console.js, UMD global `atriumConsole`): the lifecycle
// functions qiankun and single-spa call, over the area plugins of the registry. See "Embedding in a host
// shell" in the README.
// First: before anything can ask for a chunk, its folder is this script's.
import '@core/embed/script-public-path';
import 'reflect-metadata/lite';
import { embeddedConsole } from '@core/embed/embedded-console';
import { plugins } from '../index';

export const { bootstrap, mount, unmount } = embeddedConsole(plugins);
