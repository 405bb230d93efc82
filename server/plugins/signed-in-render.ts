import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseCookie } from 'cookie';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  drawnViewPageFile,
  RENDERED_SLOTS,
  type SignedInRender,
  type SignedInRenderBundle,
  TOKEN_COOKIE,
  WORKBENCH_PAGE_FILE,
} from '../../manifests/contracts/signed-in-render';
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
  /**
   * Looks the token up once and lends the render's calls its session (as a batch does,
   * `SessionLending`); undefined when there is none to lend. Without it each call looks it up.
   */
  lendSession?(token: string): Promise<{ key: string; end(): void } | undefined>;
  /** Whether a URL is one of the API's (what a render may call). */
  callable(url: string): boolean;
  log: FastifyBaseLogger;
  /** `MAX_RENDERS_AT_ONCE` unless a test says otherwise. */
  maxAtOnce?: number;
}

/** A place taken among the renders under way (`SignedInRenderer.start`). */
export interface SignedInRenderPlace {
  draw(): Promise<SignedInRender | undefined>;
  cancel(): void;
}

export interface SignedInRenderer {
  /** Loads the bundle (as the server gets ready): a start draws nothing until it is loaded. */
  warm(): Promise<void>;
  /**
   * Takes one of the `MAX_RENDERS_AT_ONCE` places for drawing the page for the member whose token the
   * request's cookie carries, when the path is one the bundle draws and the bundle is loaded; undefined
   * at once otherwise. Then either the place's `draw` is called, once the page's head is on its way (a
   * render holds the event loop: its calls and its database work are one chain of promises, and
   * nothing is written before it is done), and settles undefined when the page cannot be drawn; or its
   * `cancel`, giving the place back.
   */
  start(request: FastifyRequest, path: string): SignedInRenderPlace | undefined;
  /**
   * Where `/` leads a member whose cookie carries a token (the page the bundle draws), so the bare
   * address opens the drawn workbench as the console's own redirect would; undefined otherwise.
   */
  landing(request: FastifyRequest): string | undefined;
  /** The page (in the console's build) the render of a path `start` draws goes into. */
  pageFile(path: string): string;
}

/**
 * Renders a signed-in member's workbench (or a drawn view) for the document request (manifests/contracts/signed-in-render.ts):
 * the console's own render bundle, its calls served through the whole server (`serveInnerCall`) with the
 * cookie's token as their authorization and the request's client address, so every check a call makes
 * from the browser applies. A bundle that fails to load, or a render that fails, leaves the page to the
 * console: logged, never an error page.
 */
export function signedInRenderer(options: SignedInRendererOptions): SignedInRenderer | undefined {
  if (!existsSync(options.bundle)) return undefined;
  let loading: Promise<SignedInRenderBundle | undefined> | undefined;
  let loaded: SignedInRenderBundle | undefined;
  let underWay = 0;
  const maxAtOnce = options.maxAtOnce ?? MAX_RENDERS_AT_ONCE;
  const load = () => {
    loading ??= Promise.resolve()
      .then(() => {
        loaded = createRequire(options.bundle)(options.bundle) as SignedInRenderBundle;
        return loaded;
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, '工作台服务端渲染模块加载失败，改由浏览器渲染');
        return undefined;
      });
    return loading;
  };

  const draw = async (
    bundle: SignedInRenderBundle,
    request: FastifyRequest,
    path: string,
    header: string,
  ) => {
    // One lookup of the session for the render's calls (they all carry the cookie's token).
    let lent: Promise<{ key: string; end(): void } | undefined> | undefined;
    try {
      return await bundle.renderSignedIn({
        path,
        cookies: parseCookie(header),
        call: async (url, body, token) => {
          lent ??= options.lendSession?.(token) ?? Promise.resolve(undefined);
          const session = await lent;
          return serveInnerCall(
            options.dispatch,
            options.callable,
            { url, body },
            { request, authorization: token, lentSession: session?.key },
          );
        },
      });
    } catch (error) {
      request.log.error({ err: error }, '工作台服务端渲染失败，改由浏览器渲染');
      return undefined;
    } finally {
      underWay -= 1;
      void lent?.then((session) => session?.end());
    }
  };

  return {
    async warm() {
      await load();
    },
    pageFile(path) {
      return path === loaded?.renderedPaths[0] ? WORKBENCH_PAGE_FILE : drawnViewPageFile(path);
    },
    landing(request) {
      return request.headers.cookie?.includes(TOKEN_COOKIE) ? loaded?.renderedPaths[0] : undefined;
    },
    start(request, path) {
      const header = request.headers.cookie;
      if (!header?.includes(TOKEN_COOKIE) || !loaded?.renderedPaths.includes(path) || underWay >= maxAtOnce)
        return undefined;
      underWay += 1;
      const bundle = loaded;
      let taken = true;
      const give = () => {
        if (!taken) throw new Error('a render’s place is used once');
        taken = false;
      };
      return {
        draw: () => {
          give();
          return draw(bundle, request, path, header);
        },
        cancel: () => {
          give();
          underWay -= 1;
        },
      };
    },
  };
}

/**
 * dist/signed-in.html around a render: what is sent before the render is done (up to its styles' place),
 * and the rest with the render's parts in place — or with none, a page the console draws itself as on
 * any page.
 */
export function aroundRender(template: string): {
  before: string;
  after(render: SignedInRender | undefined): string;
} {
  const pieces: string[] = [];
  let rest = template;
  for (const slot of RENDERED_SLOTS) {
    const at = rest.indexOf(slot);
    if (at === -1) throw new Error('dist/signed-in.html has no place for the rendered page');
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + slot.length);
  }
  const [before = '', beforeRoot = '', beforeData = ''] = pieces;
  return {
    before,
    after: (render) =>
      `${render?.styles ?? ''}${beforeRoot}${render?.root ?? ''}${beforeData}${render?.data ?? ''}${rest}`,
  };
}
