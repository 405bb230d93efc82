import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { originNotAllowed } from './error-handling';

export interface HostOriginsOptions {
  /** EMBED_HOST_ORIGINS (server/config.ts): the host pages' origins, exactly as browsers send them. */
  origins: readonly string[];
  /** The API's path prefixes (`/v1/`, `/enterprise/`, `/app/` after the configured prefixes). */
  apiPrefixes: readonly string[];
}

/** What a host on another origin fetches: the embed entry and its chunks (qiankun fetches them), and the API. */
const EMBED_PREFIX = '/embed/';

/** How long a browser may keep a preflight's answer: ten minutes (Chromium's own cap is two hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for host pages on other origins (issue 33): a portal at https://portal.example mounting the
 * console from https://console.example fetches /embed/atrium-console.js and its chunks with `fetch`
 * (qiankun), and the embedded console calls this server's API with its token in `authorization`.
 * For the listed origins, on those paths: `Access-Control-Allow-Origin` with the origin, the preflight
 * answered (POST, `authorization` and `content-type`, ten minutes), `content-disposition` readable (a
 * downloaded export's name), and no credentials (the console sends its token, never cookies). A
 * preflight from any other origin is refused with 403 and the reason; a page answer never carries CORS.
 * @fastify/cors does the protocol; this decides which requests it applies to.
 */
export const hostOrigins = fp(
  async (app: FastifyInstance, options: HostOriginsOptions) => {
    if (options.origins.length === 0) return;
    const allowed = new Set(options.origins);
    const covered = (request: FastifyRequest) => {
      const url = request.url.split('?')[0] ?? '/';
      return url.startsWith(EMBED_PREFIX) || options.apiPrefixes.some((prefix) => url.startsWith(prefix));
    };
    // First, so that a refused preflight is said in words rather than left to an empty 204.
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'];
      if (preflight && origin && covered(request) && !allowed.has(origin)) return originNotAllowed(reply);
    });
    await app.register(cors, {
      delegator: (request, callback) => {
        if (!covered(request)) return callback(null, { origin: false });
        callback(null, {
          origin: [...allowed],
          methods: ['GET', 'HEAD', 'POST'],
          allowedHeaders: ['authorization', 'content-type'],
          exposedHeaders: ['content-disposition'],
          credentials: false,
          maxAge: PREFLIGHT_MAX_AGE_SECONDS,
          strictPreflight: true,
        });
      },
    });
  },
  { name: 'host-origins' },
);
