import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { SignedInRenderBundle } from '../../manifests/contracts/signed-in-render';
import { TOKEN_COOKIE } from '../../manifests/contracts/signed-in-render';
import { type Dispatch, serveInnerCall } from '../http/inner-call';

/**
 * Renders under way at once in one process, at most: a render holds the event loop for its
 * `renderToString` (tens of ms), and beyond this a document request gets index.html at once (the
 * member's console draws the page itself) rather than queueing behind other members' renders.
 */
export const MAX_RENDERS_AT_ONCE = 4;

export interface SignedInRendererOptions {
  /** The console's render bundle (build/prerender/render-signed-in.js). */
  bundle: string;
  /** Serves an API call inside the server: the app's own `inject`. */
  dispatch: Dispatch;
  /** Whether a URL is one of the API's (what a render may call). */
  callable(url: string): boolean;
  log: FastifyBaseLogger;
  /** `MAX_RENDERS_AT_ONCE` unless a test says otherwise. */
  maxAtOnce?: number;
}

export interface SignedInRenderer {
  /** Starts loading the bundle (when the server is ready), so the first member does not wait for it. */
  warm(): void;
  /**
   * The page drawn for the member whose token the request's cookie carries, into `template`
   * (dist/signed-in.html); undefined when the path is not one it renders or it cannot be drawn.
   */
  render(request: FastifyRequest, path: string, template: () => Promise<string>): Promise<string | undefined>;
}

/**
 * Renders a signed-in member's workbench for the document request (manifests/contracts/signed-in-render.ts):
 * the console's own render bundle, its calls served through the whole server (`serveInnerCall`) with the
 * cookie's token as their authorization and the request's client address, so every check a call makes
 * from the browser applies. A bundle that fails to load, or a render that fails, leaves the page to the
 * console (index.html): logged, never an error page.
 */
export function signedInRenderer(options: SignedInRendererOptions): SignedInRenderer | undefined {
  if (!existsSync(options.bundle)) return undefined;
  let loading: Promise<SignedInRenderBundle | undefined> | undefined;
  let underWay = 0;
  const maxAtOnce = options.maxAtOnce ?? MAX_RENDERS_AT_ONCE;
  const load = () => {
    loading ??= Promise.resolve()
      .then(() => createRequire(options.bundle)(options.bundle) as SignedInRenderBundle)
      .catch((error: unknown) => {
        options.log.error({ err: error }, '工作台服务端渲染模块加载失败，改由浏览器渲染');
        return undefined;
      });
    return loading;
  };
  return {
    warm() {
      void load();
    },
    async render(request, path, template) {
      const header = request.headers.cookie;
      if (!header?.includes(TOKEN_COOKIE) || underWay >= maxAtOnce) return undefined;
      underWay += 1;
      try {
        const bundle = await load();
        if (!bundle?.renderedPaths.includes(path)) return undefined;
        const headers = {
          'content-type': 'application/json',
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        };
        return await bundle.renderSignedIn({
          template: await template(),
          path,
          cookies: parseCookie(header),
          call: (url, body, token) =>
            serveInnerCall(
              options.dispatch,
              options.callable,
              { url, body },
              { ...headers, authorization: token },
              request.ip,
            ),
        });
      } catch (error) {
        request.log.error({ err: error }, '工作台服务端渲染失败，改由浏览器渲染');
        return undefined;
      } finally {
        underWay -= 1;
      }
    },
  };
}
