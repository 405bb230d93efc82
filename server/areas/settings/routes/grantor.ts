import type { FastifyInstance, FastifyRequest } from 'fastify';
import { organizationSessionOf } from '../../../plugins/session-auth';
import type { Grantor } from '../roles/no-escalation';

/** The member of the request as a grantor: their session, their codes from the resource tree cache. */
export function grantorOf(app: FastifyInstance, request: FastifyRequest): Grantor {
  const session = organizationSessionOf(request);
  const { clock, resourceTreeCache } = app.services;
  return { session, heldCodes: (db) => resourceTreeCache.heldCodes(db, session, clock.now()) };
}
