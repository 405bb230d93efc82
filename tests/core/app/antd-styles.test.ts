import { hasPrebuiltAntdStyles, loadRestOfAntdStylesBeforeChunks } from '@core/app/antd-styles';
import { withAntdStylesheet, withDeferredAntdStylesheet } from '@core/prerender/antd-stylesheet-html';

type Handler = (chunkId: string | number, promises: Promise<unknown>[]) => void;

/** The bundler's chunk loading as far as the hook sees it: its handlers, and chunk ids as file names. */
const runtime = { f: {} as Record<string, Handler>, u: (chunkId: string | number) => `assets/${chunkId}.js` };

beforeAll(() => {
  (globalThis as { __webpack_require__?: unknown }).__webpack_require__ = runtime;
});
afterAll(() => {
  delete (globalThis as { __webpack_require__?: unknown }).__webpack_require__;
});

/** A document as the build writes index.html: the first screen's antd stylesheet before the console's. */
function page(): Document {
  const html = withAntdStylesheet(
    '<!doctype html><html><head><link href="/assets/main.1.css" rel="stylesheet"></head><body></body></html>',
    { first: '/assets/antd.first.css', rest: '/assets/antd.rest.css', chunks: ['assets/layout.js'] },
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What a chunk's loading waits for with the hook installed. */
function waitsOf(chunkId: string): Promise<unknown>[] {
  const promises: Promise<unknown>[] = [];
  runtime.f.antdStyles?.(chunkId, promises);
  return promises;
}

const restLinks = (doc: Document) => doc.querySelectorAll('link[href="/assets/antd.rest.css"]');

beforeEach(() => {
  runtime.f = {};
});

describe('antd’s prebuilt styles in the browser', () => {
  it('are used where the page links them (index.html from the build), not elsewhere (login.html, a host’s page)', () => {
    expect(hasPrebuiltAntdStyles(page())).toBe(true);
    expect(hasPrebuiltAntdStyles(new DOMParser().parseFromString('<html></html>', 'text/html'))).toBe(false);
  });

  it('a first screen’s chunk runs at once; any other waits for the rest, asked for once, before the console’s stylesheets', async () => {
    const doc = page();
    loadRestOfAntdStylesBeforeChunks(doc);
    expect(waitsOf('layout')).toEqual([]);
    expect(restLinks(doc)).toHaveLength(0);

    const [waiting] = waitsOf('plugin-settings');
    expect(waiting).toBeDefined();
    expect(waitsOf('plugin-notice')[0]).toBe(waiting);
    const links = [...doc.head.querySelectorAll('link[rel=stylesheet]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/assets/antd.first.css', '/assets/antd.rest.css', '/assets/main.1.css']);

    let settled = false;
    void waiting?.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    restLinks(doc)[0]?.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('a rest that failed to load lets the chunk run, and the next chunk asks for it again', async () => {
    const doc = page();
    loadRestOfAntdStylesBeforeChunks(doc);
    const [failing] = waitsOf('plugin-settings');
    restLinks(doc)[0]?.dispatchEvent(new Event('error'));
    await expect(failing).resolves.toBeUndefined();
    expect(restLinks(doc)).toHaveLength(0);
    waitsOf('plugin-notice');
    expect(restLinks(doc)).toHaveLength(1);
  });

  it('on the sign-in page (login.html), a chunk of its own runs at once; any other applies both sheets first, once', async () => {
    const html = withDeferredAntdStylesheet(
      '<!doctype html><html><head><link href="/assets/main.1.css" rel="stylesheet"></head><body></body></html>',
      { first: '/assets/antd.first.css', rest: '/assets/antd.rest.css', chunks: ['assets/login.js'] },
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // antd generates its styles there: the sheets are only kept for later.
    expect(hasPrebuiltAntdStyles(doc)).toBe(false);
    expect(doc.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    loadRestOfAntdStylesBeforeChunks(doc);
    expect(waitsOf('login')).toEqual([]);

    const [waiting] = waitsOf('layout');
    expect(waitsOf('plugin-settings')[0]).toBe(waiting);
    const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/antd.first.css',
      '/assets/antd.rest.css',
      '/assets/main.1.css',
    ]);
    let settled = false;
    void waiting?.then(() => {
      settled = true;
    });
    links[1]?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0]?.dispatchEvent(new Event('load'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('without the prebuilt styles, no chunk waits for anything', () => {
    loadRestOfAntdStylesBeforeChunks(new DOMParser().parseFromString('<html></html>', 'text/html'));
    expect(runtime.f.antdStyles).toBeUndefined();
  });
});
