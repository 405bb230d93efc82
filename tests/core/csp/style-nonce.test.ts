import { injectCSS, removeCSS, updateCSS } from '@core/csp/dynamic-css';
import { readPageNonce, setStyleNonce, styleNonce } from '@core/csp/style-nonce';
import { CSP_NONCE_PLACEHOLDER } from '@manifests/contracts/csp-nonce';

function pageWithMeta(nonce: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('页面');
  if (nonce !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.setAttribute('nonce', nonce);
    doc.head.append(meta);
  }
  return doc;
}

afterEach(() => {
  setStyleNonce(undefined);
  document.head.replaceChildren();
});

describe('the page nonce', () => {
  it("is read from the meta the server fills; absent or still the build's placeholder, there is none", () => {
    expect(readPageNonce(pageWithMeta('r4nd0m+nonce/=='))).toBe('r4nd0m+nonce/==');
    expect(readPageNonce(pageWithMeta(CSP_NONCE_PLACEHOLDER))).toBeUndefined();
    expect(readPageNonce(pageWithMeta(undefined))).toBeUndefined();
    expect(readPageNonce(pageWithMeta(''))).toBeUndefined();
  });

  it('is what was set before the console started', () => {
    expect(styleNonce()).toBeUndefined();
    setStyleNonce('abc');
    expect(styleNonce()).toBe('abc');
  });
});

describe("rc-component's style writer in the browser builds", () => {
  it('gives a style written without a nonce (the dialogs’ scroll lock) the page’s', () => {
    setStyleNonce('page-nonce');
    const locked = updateCSS('html body { overflow-y: hidden; }', 'rc-util-locker-1');
    expect(locked.nonce).toBe('page-nonce');
    expect(document.head.contains(locked)).toBe(true);
    expect(injectCSS('.a{}').nonce).toBe('page-nonce');
    removeCSS('rc-util-locker-1');
    expect(document.head.contains(locked)).toBe(false);
  });

  it('keeps a nonce it was given (cssinjs passes antd’s), and adds none when the page has none', () => {
    setStyleNonce('page-nonce');
    expect(updateCSS('.b{}', 'b', { csp: { nonce: 'antd-nonce' } }).nonce).toBe('antd-nonce');
    setStyleNonce(undefined);
    expect(updateCSS('.c{}', 'c').nonce).toBe('');
  });
});
