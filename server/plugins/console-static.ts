import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CSP_NONCE_PLACEHOLDER } from '../../manifests/contracts/csp-nonce';
import { type SignedInRender, WORKBENCH_PAGE_FILE } from '../../manifests/contracts/signed-in-render';
import type { Dispatch } from '../http/inner-call';
import { methodNotAllowed, notFound } from './error-handling';
import { answerHashedAsset, HASHED_ASSET, readHashedAssets } from './hashed-assets';
import { pageBody, streamedPage } from './page-compression';
import { newNonce, setPageHeaders } from './security-headers';
import {
  aroundRender,
  type SignedInRendererOptions,
  type SignedInRenderPlace,
  signedInRenderer,
} from './signed-in-render';

const ONE_YEAR_SECONDS = 31_536_000;
/** The demo host page (core/embed/host-demo/), with the embedded console's routes under it. */
const HOST_DEMO_PATH = '/host-demo';
/** qiankun's HTML entry of the micro-frontend (core/embed/index.html): the page that loads its script. */
const EMBED_ENTRY_PATHS: ReadonlySet<string> = new Set(['/embed/', '/embed/index.html']);
const EMBED_ENTRY_FILE = 'embed/index.html';
/** The page a signed-in workbench is rendered into (core/prerender/signed-in-page-html.ts). */

/**
 * The built pages, read once and again whenever the file changes (a rebuild while the server runs).
 * Every answer puts a fresh nonce where the build wrote the placeholder.
 */
function pageReader(staticDir: string) {
  const cache = new Map<string, { mtimeMs: number; size: number; html: string }>();
  return async (file: string): Promise<string> => {
    const full = path.join(staticDir, file);
    const { mtimeMs, size } = await stat(full);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.html;
    const html = await readFile(full, 'utf8');
    cache.set(file, { mtimeMs, size, html });
    return html;
  };
}

/**
 * Serves the built console beside the API: content-hashed assets are cached for a year, and any other
 * GET that is not an API path falls back to index.html (client-side routes); /login gets the
 * prerendered login.html. /host-demo and the console's routes under it get the demo host page, which
 * mounts the console's micro-frontend entry (dist/embed/atrium-console.js); /embed/ and
 * /embed/index.html the page qiankun's HTML entry fetches to load it. Pages are answered no-cache and
 * carry the console's Content-Security-Policy with a nonce of their own (see security-headers.ts).
 *
 * With the console's render bundle, a signed-in member's request for the workbench is answered with
 * the workbench drawn (server/plugins/signed-in-render.ts): not stored by any cache, since it is the
 * member's own data. Without the bundle, or when it cannot draw, index.html as before.
 */
export const consoleStatic = fp(
  async (
    app: FastifyInstance,
    options: {
      staticDir: string | undefined;
      apiPrefixes: readonly string[];
      frameAncestors: readonly string[];
      /** The console's render bundle (build/prerender/render-signed-in.js); absent in tests without one. */
      renderBundle?: string;
      /** Serves an API call inside the server for a render: the app's own `inject`. */
      dispatch?: Dispatch;
      /** Looks a render's token up once and lends its calls the session (`SessionLending`). */
      lendSession?: SignedInRendererOptions['lendSession'];
    },
  ) => {
    const { staticDir, apiPrefixes, frameAncestors } = options;
    const indexFile = staticDir ? path.join(staticDir, 'index.html') : undefined;
    const hasConsole = indexFile !== undefined && existsSync(indexFile);
    // The build prerenders the login page (its form shows before the scripts run); else index.html.
    const loginFile =
      staticDir && existsSync(path.join(staticDir, 'login.html')) ? 'login.html' : 'index.html';
    const hostDemoFile = 'host-demo/index.html';
    const hasHostDemo = staticDir !== undefined && existsSync(path.join(staticDir, hostDemoFile));
    const hasEmbedEntry = staticDir !== undefined && existsSync(path.join(staticDir, EMBED_ENTRY_FILE));
    const isHostDemoPath = (url: string) => url === HOST_DEMO_PATH || url.startsWith(`${HOST_DEMO_PATH}/`);
    const readPage = staticDir ? pageReader(staticDir) : undefined;
    const sendPage = async (reply: FastifyReply, file: string) => {
      const nonce = newNonce();
      const html = (await readPage!(file)).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
      setPageHeaders(reply, nonce, frameAncestors);
      // No validators: a 304 would bring back the page with an earlier answer's nonce.
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return reply.send(pageBody(reply.request, reply, html));
    };
    const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));
    const renderer =
      hasConsole &&
      options.renderBundle &&
      options.dispatch &&
      existsSync(path.join(staticDir!, WORKBENCH_PAGE_FILE))
        ? signedInRenderer({
            bundle: options.renderBundle,
            dispatch: options.dispatch,
            lendSession: options.lendSession,
            callable: isApiPath,
            log: app.log,
          })
        : undefined;
    if (renderer) app.addHook('onReady', () => renderer.warm());
    /**
     * The page a render goes into, sent up to the root at once, so the browser fetches its stylesheets
     * and scripts while the server draws; the rest when the render is done. The member's own data: kept
     * by no cache, and another member's cookie is another page.
     */
    const sendRendering = async (reply: FastifyReply, file: string, rendering: SignedInRenderPlace) => {
      const nonce = newNonce();
      const page = await readPage!(file).then(
        (html) => aroundRender(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce)),
        (error: unknown) => {
          rendering.cancel();
          throw error;
        },
      );
      setPageHeaders(reply, nonce, frameAncestors);
      reply.header('cache-control', 'no-store').header('vary', 'cookie').type('text/html; charset=utf-8');
      const body = streamedPage(reply.request, reply);
      // The drawing starts once the head is ready to go and the response has had a turn to send it:
      // measured, a head written beside a running render left with the render's end (first byte at the
      // last, 100–400 ms), so the browser fetched nothing meanwhile.
      const drawn = new Promise<SignedInRender | undefined>((resolve) => {
        body.write(page.before, () => setImmediate(() => resolve(rendering.draw())));
      });
      // Never rejects (a failed render is undefined): the page then is the console's to draw.
      void drawn.then((render) =>
        body.end(
          page.after(render && { ...render, styles: render.styles.replaceAll(CSP_NONCE_PLACEHOLDER, nonce) }),
        ),
      );
      return reply.send(body.body);
    };
    if (hasConsole) {
      const hashedAssets = readHashedAssets(staticDir!);
      app.addHook('onRequest', async (request, reply) => {
        if (answerHashedAsset(hashedAssets, request, reply)) return reply;
      });
      await app.register(fastifyStatic, {
        root: staticDir!,
        wildcard: false,
        index: false,
        // Pages only through the handler below, with a nonce and their policy; /index.html is a 404.
        allowedPath: (pathName) => !pathName.endsWith('.html'),
        // The build writes each script and stylesheet compressed beside it (.br, .gz): a browser gets a
        // third of the bytes, and the server sends them without compressing per request.
        preCompressed: true,
        setHeaders(reply, filePath) {
          // The path of the file sent: a compressed twin ends in .br or .gz.
          const hashed = HASHED_ASSET.test(filePath.replace(/\.(br|gz)$/, ''));
          reply.header(
            'cache-control',
            hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (isApiPath(url)) return request.method === 'POST' ? notFound(reply) : methodNotAllowed(reply);
      if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(reply);
      if (!hasConsole) {
        return reply
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><meta charset="utf-8"><title>Atrium</title><p>控制台尚未构建，请先运行 npm run build。</p>',
          );
      }
      if (hasEmbedEntry && EMBED_ENTRY_PATHS.has(url)) return sendPage(reply, EMBED_ENTRY_FILE);
      // A missing asset is a 404; any other path is a client-side route.
      if (path.extname(url) !== '') return notFound(reply);
      if (hasHostDemo && isHostDemoPath(url)) return sendPage(reply, hostDemoFile);
      // `/` leads a signed-in member to the workbench (spec §2), drawn: the server says so at once.
      const landing = url === '/' && request.method === 'GET' ? renderer?.landing(request) : undefined;
      if (landing) return reply.redirect(`${landing}${request.url.slice(url.length)}`, 302);
      // A page only with its template in the build (a view's is written when its chunk is).
      const pageFile = request.method === 'GET' ? renderer?.pageFile(url) : undefined;
      const drawable = pageFile !== undefined && existsSync(path.join(staticDir!, pageFile));
      const rendering = drawable ? renderer?.start(request, url) : undefined;
      if (rendering) return sendRendering(reply, pageFile!, rendering);
      return sendPage(reply, url === '/login' ? loginFile : 'index.html');
    });
  },
  { name: 'console-static' },
);
