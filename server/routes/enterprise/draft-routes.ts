import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DraftPageQuery, DraftRef, DraftSaveBody } from '../../../manifests/contracts/draft';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { namedPlugin } from '../../http/named-plugin';
import { draftKinds } from '../../platform/drafts/draft-kinds';
import {
  type DraftOwner,
  pageDrafts,
  readDraft,
  removeDraft,
  saveDraft,
} from '../../platform/drafts/form-drafts';
import { organizationSessionOf, requirePermission } from '../../plugins/session-auth';

/**
 * Drafts of step forms (`/enterprise/v1/draft/*`), for every kind an area declares (`draftKind`):
 * save (create, or save on the revision the client edited), detail, the member's page of a kind, and
 * remove. Each call names its kind; the member must hold the kind's code, checked on every call, and
 * reads and writes only their own drafts in the session's organisation.
 */
export const draftRoutes: FastifyPluginAsyncTypebox = namedPlugin('draftRoutes', async (app) => {
  const { db, clock, extensions } = app.services;
  const base = '/enterprise/v1/draft';

  /** The caller, once the kind is known and its code held. */
  const ownerFor = async (request: FastifyRequest, kind: string): Promise<DraftOwner> => {
    const session = organizationSessionOf(request);
    const declared = extensions.find(draftKinds, kind);
    if (!declared) throw new ApiError(ErrorCode.DraftKindUnknown, undefined, 200, { field: 'kind' });
    await requirePermission(app, session, declared.permission);
    return { organizationId: session.organizationId, membershipId: session.membershipId };
  };

  app.post(`${base}/save`, { schema: { body: DraftSaveBody } }, async (request) => {
    const owner = await ownerFor(request, request.body.kind);
    const now = clock.now();
    return ok(await db.transaction((tx) => saveDraft(tx, { owner, now, body: request.body })));
  });

  app.post(`${base}/detail`, { schema: { body: DraftRef } }, async (request) => {
    const owner = await ownerFor(request, request.body.kind);
    return ok(await readDraft(db, owner, request.body));
  });

  app.post(`${base}/page`, { schema: { body: DraftPageQuery } }, async (request) => {
    const { kind, pageNum = 1, pageSize = 10 } = request.body;
    const owner = await ownerFor(request, kind);
    return ok(await pageDrafts(db, owner, { kind, pageNum, pageSize }));
  });

  app.post(`${base}/remove`, { schema: { body: DraftRef } }, async (request) => {
    const owner = await ownerFor(request, request.body.kind);
    await db.transaction((tx) => removeDraft(tx, owner, request.body));
    return ok(null);
  });
});
