import { type Static, Type } from 'typebox';
import { BATCH_CALLS_MAX } from './batch-constants';

export { BATCH_CALLS_MAX, BATCH_URL } from './batch-constants';

/**
 * One request for several calls of the API (`POST /v1/batch`): a signed-in start asks for its first
 * screen's answers with it (core/boot/early-calls.ts), one request instead of one per call, so the
 * page's scripts do not queue behind the calls for the browser's six connections. Each call is served
 * as if it came alone (the same authorization, checks and answer); the spec's endpoints stay as they are.
 */
export const BatchCall = Type.Object(
  {
    url: Type.String({ title: '接口地址', pattern: '^/[A-Za-z0-9/_-]*$', maxLength: 200 }),
    body: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type BatchCall = Static<typeof BatchCall>;

export const BatchBody = Type.Object(
  { calls: Type.Array(BatchCall, { title: '调用列表', minItems: 1, maxItems: BATCH_CALLS_MAX }) },
  { additionalProperties: false },
);
export type BatchBody = Static<typeof BatchBody>;

/** The answer: each call's own `{code, message, data}`, in the order asked. */
export interface BatchAnswer {
  code: number;
  message: string;
  data: unknown;
}
