import type { FastifyRequest, InjectOptions } from 'fastify';
import type { BatchAnswer } from '../../manifests/contracts/batch';
import { LENT_SESSION_HEADER } from '../plugins/session-auth';
import { defaultMessages, ErrorCode } from './error-codes';

/** Serves one request through the whole server as if it had come alone: the app's own `inject`. */
export type Dispatch = (
  options: InjectOptions,
) => Promise<{ headers: Record<string, unknown>; body: string }>;

/** One API call made inside the server for a caller (a batch's call, a page's server render). */
export interface InnerCall {
  url: string;
  body?: unknown;
}

export const notInnerCallable: BatchAnswer = {
  code: ErrorCode.NotBatchable,
  message: defaultMessages[ErrorCode.NotBatchable],
  data: null,
};

const isAnswer = (json: unknown): json is BatchAnswer =>
  typeof json === 'object' &&
  json !== null &&
  typeof (json as BatchAnswer).code === 'number' &&
  typeof (json as BatchAnswer).message === 'string';

/** Whom an inner call is made for: their request, the authorization the call carries, the session lent it. */
export interface InnerCaller {
  request: FastifyRequest;
  authorization: string | undefined;
  /** The key of the session the caller looked up once and lends its calls (`SessionLending`). */
  lentSession?: string;
}

/**
 * An API call served for a caller with the caller's user agent and client address, so the call's own
 * checks (session, permission, schema, throttling by address) apply to it; answered with its `{code,
 * message, data}`. A call outside `callable` (a page, a file, the batch itself) or answering something
 * else than JSON is refused with 100422 「该接口不能批量调用」.
 */
export async function serveInnerCall(
  dispatch: Dispatch,
  callable: (url: string) => boolean,
  call: InnerCall,
  { request, authorization, lentSession }: InnerCaller,
): Promise<BatchAnswer> {
  if (!callable(call.url)) return notInnerCallable;
  const answer = await dispatch({
    method: 'POST',
    url: call.url,
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...(lentSession ? { [LENT_SESSION_HEADER]: lentSession } : {}),
    },
    payload: JSON.stringify(call.body ?? {}),
    remoteAddress: request.ip,
  });
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return notInnerCallable;
  try {
    const json: unknown = JSON.parse(answer.body);
    return isAnswer(json) ? json : notInnerCallable;
  } catch {
    return notInnerCallable;
  }
}
