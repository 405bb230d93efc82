import type { FastifyRequest } from 'fastify';
import type { HeldCodes } from '../../../domain/application-launch';
import { organizationSessionOf } from '../../../plugins/session-auth';
import type { AppServices } from '../../../types';

/**
 * The caller as the market's reads need them: the session, the time, and the codes the member holds,
 * from the per-process resource-tree cache (which the organisation's access version keeps exact)
 * rather than computed again for each list's `launch`.
 */
export function memberAt({ db, clock, resourceTreeCache }: AppServices, request: FastifyRequest) {
  const session = organizationSessionOf(request);
  const now = clock.now();
  const held: HeldCodes = () => resourceTreeCache.heldCodes(db, session, now);
  return { session, now, held };
}
