/**
 * Only in the browser builds (rspack.config.ts): @rc-component/util imports this in place of its
 * `Dom/dynamicCSS`, which writes `<style>` elements for antd's helpers. cssinjs hands it antd's nonce,
 * but the scroll lock of dialogs and drawers (@rc-component/portal) and the scrollbar measurement do
 * not, so under the console's Content-Security-Policy their styles would be refused. Here a style
 * without a nonce gets the page's (core/csp/style-nonce.ts); everything else is the original.
 */
import {
  clearContainerCache,
  injectCSS as injectOriginal,
  removeCSS,
  updateCSS as updateOriginal,
} from '@rc-component/util/es/Dom/dynamicCSS';
import { styleNonce } from './style-nonce';

type Options = NonNullable<Parameters<typeof injectOriginal>[1]>;

function withNonce<T extends Options>(option: T): T {
  if (option.csp?.nonce) return option;
  const nonce = styleNonce();
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}

export const injectCSS: typeof injectOriginal = (css, option = {}) => injectOriginal(css, withNonce(option));

export const updateCSS: typeof updateOriginal = (css, key, option = {}) =>
  updateOriginal(css, key, withNonce(option));

export { clearContainerCache, removeCSS };
