import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { constraintViolation } from '../db/constraint-refusals';
import { ApiError } from '../http/api-error';
import { defaultMessages, ErrorCode } from '../http/error-codes';
import { describeValidationError, violatedField } from '../http/validation-messages';

function answer(reply: FastifyReply, status: number, code: number, message: string, data: unknown = null) {
  // Error bodies bypass the route's response schema, which describes only success. A custom
  // serializer makes Fastify skip its default content type, so it is set here.
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code, message, data });
}

const fastifyErrors: Record<string, { status: number; code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: ErrorCode.UnsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ErrorCode.BadRequest,
    message: '请求体长度与声明不符',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: ErrorCode.PayloadTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.BadRequest,
    message: '请求体不是合法的 JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: ErrorCode.BadRequest, message: '请求体不能为空' },
};

/**
 * One place that turns every failure into `{code, message, data}` with a Chinese message:
 * business refusals (ApiError) and schema violations answer HTTP 200 with a non-zero code (a
 * violation's `data.field` names the property it concerns, for the console's form); protocol
 * faults keep their HTTP status; a constraint violation no use case mapped is a conflict (400900);
 * anything unexpected is logged and answered without details.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError | ApiError, request, reply) => {
      if (thrown instanceof ApiError)
        return answer(reply, thrown.statusCode, thrown.code, thrown.message, thrown.data);
      const error = thrown as FastifyError;
      if (error.validation && error.validation.length > 0) {
        const first = error.validation[0]!;
        const field = violatedField(first);
        return answer(
          reply,
          200,
          ErrorCode.BadRequest,
          describeValidationError(first),
          field ? { field } : null,
        );
      }
      const known = error.code ? fastifyErrors[error.code] : undefined;
      if (known) return answer(reply, known.status, known.code, known.message ?? defaultMessages[known.code]);
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return answer(reply, 400, ErrorCode.BadRequest, '请求体不是合法的 JSON');
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return answer(reply, error.statusCode, ErrorCode.BadRequest, defaultMessages[ErrorCode.BadRequest]);
      }
      // A unique or exclusion violation no use case mapped: two changes met (a race a form cannot see),
      // refused as a conflict; logged so that the use case learns to name it (withConstraintRefusals).
      const violation = constraintViolation(error);
      if (violation) {
        request.log.warn(
          { constraint: violation.constraint, table: violation.table },
          'unmapped constraint violation',
        );
        return answer(reply, 200, ErrorCode.RecordConflict, defaultMessages[ErrorCode.RecordConflict]);
      }
      request.log.error({ err: error }, 'unhandled error');
      return answer(reply, 500, ErrorCode.Internal, defaultMessages[ErrorCode.Internal]);
    });
  },
  { name: 'error-handling' },
);

export function notFound(reply: FastifyReply) {
  return answer(reply, 404, ErrorCode.NotFound, defaultMessages[ErrorCode.NotFound]);
}

export function methodNotAllowed(reply: FastifyReply) {
  return answer(
    reply.header('allow', 'POST'),
    405,
    ErrorCode.MethodNotAllowed,
    defaultMessages[ErrorCode.MethodNotAllowed],
  );
}

export function originNotAllowed(reply: FastifyReply) {
  return answer(reply, 403, ErrorCode.OriginNotAllowed, defaultMessages[ErrorCode.OriginNotAllowed]);
}
