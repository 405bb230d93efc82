import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every call is POST + JSON. Calls without a payload (user/detail, resource/detail) may arrive with
 * an empty body, with or without a content type: both read as `{}`. Everything else goes through
 * Fastify's own JSON parser, which refuses `__proto__` and `constructor` tricks. Fastify's built-in
 * text/plain parser is removed too, so any other content type is refused with 415.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') {
        done(null, {});
        return;
      }
      parseJson(request, text, done);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
  },
  { name: 'json-body' },
);
