import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ByApplication, ByName } from '../../../../manifests/contracts/market';
import { ok } from '../../../http/envelope';
import { keywordOf } from '../../../http/fields';
import { namedPlugin } from '../../../http/named-plugin';
import { organizationSessionOf } from '../../../plugins/session-auth';
import {
  listApplicationEditions,
  listApplicationPackages,
  listMarketCategories,
  listMarketGroups,
  readMarketApplication,
} from '../applications/browse-market';

/** The market: every catalogue application, what the organisation has of it, editions and packages. */
export const marketplaceRoutes: FastifyPluginAsyncTypebox = namedPlugin('marketplaceRoutes', async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/app/v1/marketplace/application/category/list/name',
    { schema: { body: Type.Object({}) } },
    async () => ok(await listMarketCategories(db)),
  );

  app.post('/app/v1/marketplace/application/group/list', { schema: { body: ByName } }, async (request) => {
    const session = organizationSessionOf(request);
    const keyword = keywordOf(request.body.name);
    return ok(await listMarketGroups(db, { session, keyword, now: clock.now() }));
  });

  app.post('/app/v1/marketplace/application/detail', { schema: { body: ByApplication } }, async (request) => {
    const session = organizationSessionOf(request);
    const { uniqueId } = request.body;
    return ok(await readMarketApplication(db, { session, uniqueId, now: clock.now() }));
  });

  app.post(
    '/app/v1/marketplace/application/edition/list',
    { schema: { body: ByApplication } },
    async (request) => ok(await listApplicationEditions(db, { uniqueId: request.body.uniqueId })),
  );

  app.post('/app/v1/application/package/list/name', { schema: { body: ByName } }, async (request) =>
    ok(await listApplicationPackages(db, { keyword: keywordOf(request.body.name) })),
  );
});
