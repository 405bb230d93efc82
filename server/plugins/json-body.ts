import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { disallowedTextRefusal, findDisallowedText } from '../http/disallowed-text';

/**
 * Every call is POST + JSON. Calls without a payload (user/detail, resource/detail) may arrive with
 * an empty body, with or without a content type: both read as `{}`. Everything else goes through
 * Fastify's own JSON parser, which refuses `__proto__` and `constructor` tricks. Fastify's built-in
 * text/plain parser is removed too, so any other content type is refused with 415.
 *
 * Before any route's schema sees a body, every string in it (values and keys, at any depth) is checked
 * for characters nothing may store — NUL, an unpaired surrogate, other control characters
 * (`server/http/disallowed-text.ts`) — and refused with 100430 naming the field, once for every route
 * of every service, the batch's calls each as it is served.
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
      if (request.routeOptions.config.relaysInnerCalls) return;
      const found = findDisallowedText(request.body);
      if (found) throw disallowedTextRefusal(found, request.routeOptions.schema?.body);
    });
  },
  { name: 'json-body' },
);
