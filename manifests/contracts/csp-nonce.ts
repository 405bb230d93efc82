/**
 * The Content-Security-Policy nonce, between the build and the server. The build writes the
 * placeholder wherever the served HTML needs the nonce: on its inline scripts and styles, and on
 * `<meta name="csp-nonce" nonce="…">`, from which the console reads it for the styles it adds at run
 * time (antd's cssinjs, dialogs' scroll lock, the editor). The server replaces every occurrence with a
 * fresh nonce per answer and names the same nonce in the answer's policy. Plain values only: the
 * console imports them at run time.
 */
export const CSP_NONCE_PLACEHOLDER = '__ATRIUM_CSP_NONCE__';

/** The name of the `<meta>` that carries the nonce in its `nonce` attribute. */
export const CSP_NONCE_META_NAME = 'csp-nonce';
