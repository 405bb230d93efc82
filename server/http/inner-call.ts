import type { InjectOptions } from 'fastify';
import type { BatchAnswer } from '../../manifests/contracts/batch';
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

/**
 * An API call served for a caller with the caller's headers and client address, so the call's own checks
 * (session, permission, schema, throttling by address) apply to it; answered with its `{code, message,
 * data}`. A call outside `callable` (a page, a file, the batch itself) or answering something else than
 * JSON is refused with 100422 「该接口不能批量调用」.
 */
export async function serveInnerCall(
  dispatch: Dispatch,
  callable: (url: string) => boolean,
  call: InnerCall,
  headers: InjectOptions['headers'],
  remoteAddress: string,
): Promise<BatchAnswer> {
  if (!callable(call.url)) return notInnerCallable;
  const answer = await dispatch({
    method: 'POST',
    url: call.url,
    headers,
    payload: JSON.stringify(call.body ?? {}),
    remoteAddress,
  });
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json')) return notInnerCallable;
  try {
    const json: unknown = JSON.parse(answer.body);
    return isAnswer(json) ? json : notInnerCallable;
  } catch {
    return notInnerCallable;
  }
}
