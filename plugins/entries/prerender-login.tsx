// The build's prerender bundle (build/prerender/prerender-login.js, loaded by rspack.config.ts's
// WriteLoginPagePlugin): /login rendered with the area plugins of the registry, and antd's stylesheets.
import 'reflect-metadata/lite';
import type { PrerenderedPage } from '@core/prerender/login-page-html';
import { prerenderLogin as prerenderLoginWith } from '@core/prerender/prerender-login';
import { plugins } from '../index';

export { antdStylesheets } from '@core/prerender/antd-stylesheet';

/** /login as a visitor without a session sees it (core/prerender/prerender-login.tsx). */
export const prerenderLogin = (): Promise<PrerenderedPage> => prerenderLoginWith(plugins);
