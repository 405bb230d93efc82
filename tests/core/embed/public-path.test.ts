import { detectPublicPath, folderOf, scriptUrlOfStack } from '@core/embed/public-path';

const PAGE = 'https://portal.example.com/portal/console/dashboard';

/** Stacks as the browsers write them for the embed script's first frame. */
const STACKS = {
  // A <script>, in Chromium.
  v8Script: 'Error\n    at o (https://console.example.com/embed/atrium-console.js:2:1733)\n    at 2:9',
  v8Anonymous: 'Error\n    at https://console.example.com/embed/atrium-console.js:2:1733',
  // qiankun's sandbox: the fetched text evaluated with `//# sourceURL=/embed/atrium-console.js`.
  v8Named:
    'Error\n    at o (/embed/atrium-console.js:2:1733)\n    at eval (/embed/atrium-console.js:2:9)\n' +
    '    at execScripts (https://portal.example.com/host-libs/qiankun.js:1:4000)',
  // Evaluated without a name: the frame is the evaluator's, which must not be taken for the script.
  v8Unnamed:
    'Error\n    at o (eval at getExecutableScript (https://portal.example.com/host-libs/qiankun.js:1:4000), ' +
    '<anonymous>:2:1733)',
  firefox: 'o@https://console.example.com/embed/atrium-console.js:2:1733\n@https://x/y.js:1:1\n',
  firefoxUnnamed: 'o@https://portal.example.com/host-libs/qiankun.js line 1 > eval:2:1733\n',
  safari: 'o@https://console.example.com/embed/atrium-console.js?v=3:2:1733\nglobal code@',
};

describe('where the embed script came from, and so its chunks', () => {
  it('reads the URL of the first frame in V8, SpiderMonkey and JavaScriptCore stacks', () => {
    expect(scriptUrlOfStack(STACKS.v8Script)).toBe('https://console.example.com/embed/atrium-console.js');
    expect(scriptUrlOfStack(STACKS.v8Anonymous)).toBe('https://console.example.com/embed/atrium-console.js');
    expect(scriptUrlOfStack(STACKS.v8Named)).toBe('/embed/atrium-console.js');
    expect(scriptUrlOfStack(STACKS.firefox)).toBe('https://console.example.com/embed/atrium-console.js');
    expect(scriptUrlOfStack(STACKS.safari)).toBe('https://console.example.com/embed/atrium-console.js?v=3');
  });

  it('finds no URL for code evaluated without a name, nor in no stack', () => {
    expect(scriptUrlOfStack(STACKS.v8Unnamed)).toBeUndefined();
    expect(scriptUrlOfStack(STACKS.firefoxUnnamed)).toBeUndefined();
    expect(scriptUrlOfStack(undefined)).toBeUndefined();
    expect(scriptUrlOfStack('Error')).toBeUndefined();
  });

  it("takes a script URL's folder, resolved against the page; only http(s)", () => {
    expect(folderOf('/embed/atrium-console.js', PAGE)).toBe('https://portal.example.com/embed/');
    expect(folderOf('https://cdn.example.com/a/b/atrium-console.js?v=1#x', PAGE)).toBe(
      'https://cdn.example.com/a/b/',
    );
    expect(folderOf('https://portal.example.com/embed/', PAGE)).toBe('https://portal.example.com/embed/');
    expect(folderOf('blob:https://portal.example.com/1234', PAGE)).toBeUndefined();
  });

  it("qiankun's JS entry: the stack's name wins over the injected `/`", () => {
    expect(
      detectPublicPath({ stack: STACKS.v8Named, currentScript: null, injected: '/', baseUri: PAGE }),
    ).toBe('https://portal.example.com/embed/');
  });

  it('a <script>: its URL (also the current script when the stack has none)', () => {
    const script = document.createElement('script');
    script.src = 'https://console.example.com/static/embed/atrium-console.js';
    expect(
      detectPublicPath({ stack: STACKS.v8Script, currentScript: script, injected: undefined, baseUri: PAGE }),
    ).toBe('https://console.example.com/embed/');
    expect(
      detectPublicPath({ stack: undefined, currentScript: script, injected: undefined, baseUri: PAGE }),
    ).toBe('https://console.example.com/static/embed/');
  });

  it("without a name or a script, qiankun's injected path; else nothing (the build's own guess stays)", () => {
    const context = { stack: STACKS.v8Unnamed, currentScript: null, baseUri: PAGE };
    expect(detectPublicPath({ ...context, injected: 'https://portal.example.com/embed/' })).toBe(
      'https://portal.example.com/embed/',
    );
    expect(detectPublicPath({ ...context, injected: undefined })).toBeUndefined();
  });
});
