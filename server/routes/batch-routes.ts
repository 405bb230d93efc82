import type { FastifyInstance } from 'fastify';
import { BATCH_URL, BatchBody } from '../../manifests/contracts/batch';
import { ok } from '../http/envelope';
import { type Dispatch, serveInnerCall } from '../http/inner-call';
import { namedPlugin } from '../http/named-plugin';
import { bearerToken, type SessionLending } from '../plugins/session-auth';

export interface BatchRoutesOptions {
  /** Where the API's calls are served (`/v1/`, `/enterprise/`, `/app/`, after the services' prefixes). */
  apiPrefixes: readonly string[];
  /** Where the batch lends its calls the session it resolved (the API's `authenticateRequests`). */
  lending: SessionLending;
  /** Serves one call as the server would have served it alone: the app's own `inject`. */
  dispatch: Dispatch;
}

/**
 * `POST /v1/batch` (manifests/contracts/batch.ts): the calls of a batch, each served through the whole
 * server as if it had come alone — the same authorization header and client address, so its own checks
 * (session, permission, schema, throttling by address) apply to it — and answered together, each call's
 * `{code, message, data}` in the order asked. The batch itself needs a session, which it lends its calls
 * (`SessionLending`: looked up once, not once per call; its calls see the session as it was when the
 * batch began, as calls sent together would); a call that is not the
 * API's (a page, a file, the batch itself) or answers something else than JSON is refused in its place.
 */
export const batchRoutes = namedPlugin(
  'batchRoutes',
  async (app: FastifyInstance, options: BatchRoutesOptions) => {
    const batchable = (url: string) =>
      url !== BATCH_URL && options.apiPrefixes.some((prefix) => url.startsWith(prefix));

    app.post(
      BATCH_URL,
      {
        config: { access: 'account', allowExpiredPassword: true, relaysInnerCalls: true },
        schema: { body: BatchBody },
      },
      async (request) => {
        const { calls } = request.body as BatchBody;
        const token = bearerToken(request);
        // Resolved for the batch by the API's hook (the route needs a session).
        const lent = token && request.session ? options.lending.lend(token, request.session) : undefined;
        const caller = { request, authorization: request.headers.authorization, lentSession: lent?.key };
        try {
          // Together: each waits on the database, which serves them as it would separate requests.
          return ok(
            await Promise.all(calls.map((call) => serveInnerCall(options.dispatch, batchable, call, caller))),
          );
        } finally {
          lent?.end();
        }
      },
    );
  },
);
