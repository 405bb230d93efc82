import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { namedPlugin } from '../http/named-plugin';

/** Liveness and readiness for a load balancer: answers 503 while the database is unreachable. */
export const healthRoutes = namedPlugin('healthRoutes', async (app: FastifyInstance) => {
  app.get('/healthz', { config: { access: 'public' }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await app.services.db.query('select 1 as ok');
      return ok({ status: 'ok', database: app.services.db.engine });
    } catch {
      return reply
        .status(503)
        .send({ code: 100503, message: '数据库不可用', data: { status: 'unavailable' } });
    }
  });
});
