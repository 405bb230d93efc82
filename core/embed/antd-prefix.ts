/**
 * antd's class prefixes when a host embeds the console, so neither the host's antd styles nor the
 * console's reach the other's components. The embed build rewrites `.ant-` and `.anticon` in the
 * console's own stylesheets to these (rspack.config.ts), so they keep matching.
 */
export const EMBEDDED_ANTD_PREFIX = 'atrium-ant';
export const EMBEDDED_ICON_PREFIX = 'atrium-anticon';
