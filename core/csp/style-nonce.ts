import { CSP_NONCE_META_NAME, CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';

/**
 * The nonce of the page's Content-Security-Policy, for the `<style>` elements the console adds at run
 * time. The server writes it into `<meta name="csp-nonce" nonce="…">` of every page it answers; the
 * browser hides the attribute once parsed, so it is read through the element's `nonce` property.
 * Undefined when there is none: served without the server (rspack's dev server), the placeholder stays.
 */
export function readPageNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>(`meta[name="${CSP_NONCE_META_NAME}"]`)?.nonce;
  return nonce && nonce !== CSP_NONCE_PLACEHOLDER ? nonce : undefined;
}

let current: string | undefined;

/**
 * Set before the console renders (core/start-console.tsx, or mount in a host): what `styleNonce` answers.
 * antd's own styles get the nonce through ConfigProvider's `csp`; this is for code outside React's
 * context, such as the scroll lock of dialogs (core/csp/dynamic-css.ts).
 */
export function setStyleNonce(nonce: string | undefined): void {
  current = nonce;
}

export function styleNonce(): string | undefined {
  return current;
}
